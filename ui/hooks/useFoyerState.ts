import { useMemo } from "react"
import type { AnyViewName, ModalState } from "../../core"
import { useFoyerBridge } from "../provider/useFoyerBridge"
import { useStoreSelector } from "../state/useStoreSelector"

/** The modal's state. */
export interface FoyerState {
  readonly open: boolean
  /**
   * True while the kit's code downloads after a click, and while the modal opens (the store's
   * loading flag before the view shows; the store keeps the flag until close, so it only
   * counts while the modal is not open yet).
   */
  readonly loading: boolean
  /** CAIP-2 id of the active network, once the kit is loaded. */
  readonly selectedNetworkId: string | undefined
  /** The view on screen (or shown first on the next open). */
  readonly view: AnyViewName
}

/** The modal's state: open, loading, selected network and current view. */
export const useFoyerState = (): FoyerState => {
  const client = useFoyerBridge("client")
  const kitLoading = useFoyerBridge("loading")
  const modal = client?.stores.modal
  const open = useStoreSelector(modal, (s) => s.open, false)
  const loading = useStoreSelector(modal, (s) => s.loading, false)
  const selectedNetworkId = useStoreSelector(modal, (s) => s.selectedNetworkId, undefined)
  // The router's currentView, inlined: RouterState itself loads effect.
  const view = useStoreSelector<ModalState.ModalState, AnyViewName>(
    modal,
    (s) => s.router.history.at(-1)?.name ?? "Connect",
    "Connect",
  )
  return useMemo(
    () => ({ open, loading: kitLoading || (loading && !open), selectedNetworkId, view }),
    [open, loading, kitLoading, selectedNetworkId, view],
  )
}
