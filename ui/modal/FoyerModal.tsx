import { type KeyboardEvent, type MouseEvent, useCallback, useId, useRef } from "react"
import { createPortal } from "react-dom"
import type { FoyerClient, ModalState, View } from "../../core"
import type { Foyer } from "../createFoyer"
import { FoyerClientContext } from "../plugin/FoyerClientContext"
import { runInKit } from "../plugin/runInKit"
import { messageLookupOf } from "../plugin/useMessage"
import { useStoreSelector } from "../state/useStoreSelector"
import { useThemeRoot } from "../theme/useThemeRoot"
import { body, inline, overlay, panel, shaking } from "./FoyerModal.css"
import { ModalHeader } from "./ModalHeader"
import { Toast } from "./Toast"
import { trapTab, useDialogFocus } from "./useDialogFocus"
import { ViewOutlet } from "./ViewOutlet"
import { viewTitle } from "./viewTitle"

/** Props of the modal shell. */
export interface FoyerModalProps {
  readonly client: FoyerClient
  readonly foyer: Foyer
}

const connectView: View = { name: "Connect" }
const currentViewOf = (state: ModalState.ModalState): View =>
  state.router.history.at(-1) ?? connectView

/**
 * The modal shell, a lazy chunk: an accessible dialog named by its title, with focus moved
 * inside on open, kept inside (Tab and Shift+Tab cycle), Escape and the Close button asking to
 * close (the store shakes instead while closing is disabled), focus returned to the opener,
 * animations only when motion is allowed. With `embedded` in the config it renders inline
 * instead, as a labelled region without the overlay or the focus trap.
 */
const FoyerModal = ({ client, foyer }: FoyerModalProps) => {
  const modal = client.stores.modal
  const open = useStoreSelector(modal, (s) => s.open, false)
  const shake = useStoreSelector(modal, (s) => s.shake, false)
  const view = useStoreSelector(modal, currentViewOf, connectView)
  const canGoBack = useStoreSelector(modal, (s) => s.router.history.length > 1, false)
  const embedded = client.kernel.config.embedded
  const root = useThemeRoot()
  // The shell draws around the views, outside the kit's context: it asks the kit directly.
  const message = messageLookupOf(client)
  const titleId = useId()
  const panelRef = useRef<HTMLElement | null>(null)
  // A callback ref fits both the dialog's div and the embedded section.
  const setPanel = useCallback((element: HTMLElement | null) => {
    panelRef.current = element
  }, [])
  useDialogFocus(open, !embedded, panelRef, foyer.opener)

  const requestClose = useCallback(() => {
    void runInKit(client, modal.requestClose)
  }, [client, modal])
  const goBack = useCallback(() => {
    void runInKit(client, modal.goBack)
  }, [client, modal])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation()
      requestClose()
      return
    }
    if (panelRef.current !== null) trapTab(event, panelRef.current)
  }
  // Only a press that starts and ends on the backdrop itself closes (not a drag out of a field).
  const pressedBackdrop = useRef(false)
  const onBackdropDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedBackdrop.current = event.target === event.currentTarget
  }
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedBackdrop.current && event.target === event.currentTarget) requestClose()
    pressedBackdrop.current = false
  }

  if (!open) return null
  const className = shake ? `${panel} ${shaking}` : panel
  // The SDK's hooks (useFoyerClient, useMessage, ...) read the kit the modal draws.
  const inside = (
    <FoyerClientContext.Provider value={client}>
      <ModalHeader
        titleId={titleId}
        title={viewTitle(view, message, client.kernel.routes.get(view.name)?.title)}
        canGoBack={canGoBack}
        onBack={goBack}
        onClose={requestClose}
      />
      <div className={body}>
        <ViewOutlet client={client} view={view} />
      </div>
      <Toast client={client} />
    </FoyerClientContext.Provider>
  )
  if (embedded) {
    // Inline in the page: a named region, not a dialog (no overlay, no focus trap, no Escape).
    return (
      <div {...root} className={inline}>
        <section
          ref={setPanel}
          aria-labelledby={titleId}
          tabIndex={-1}
          className={className}
          data-shaking={shake || undefined}
        >
          {inside}
        </section>
      </div>
    )
  }
  const dialog = (
    <div
      ref={setPanel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={className}
      data-shaking={shake || undefined}
      onKeyDown={onKeyDown}
    >
      {inside}
    </div>
  )
  return createPortal(
    // The backdrop is a click target only; keyboard users close with Escape or the Close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: the dialog inside handles the keyboard.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the Close button close it from the keyboard.
    <div {...root} className={overlay} onMouseDown={onBackdropDown} onClick={onBackdropClick}>
      {dialog}
    </div>,
    document.body,
  )
}

export default FoyerModal
