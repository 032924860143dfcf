import { type ReactNode, useEffect } from "react"
import type { Foyer } from "../Foyer"
import { FoyerContext } from "./FoyerContext"
import { ModalHost } from "./ModalHost"

/** Props of {@link FoyerProvider}. */
export interface FoyerProviderProps {
  /** The handle from `createFoyer`, created once outside components. */
  readonly foyer: Foyer
  readonly children?: ReactNode
  /**
   * No modal: the page draws its own wallet list and connect flow with the hooks
   * (`useFoyerWallets`, `useFoyerConnect`, `useWalletConnectUri`). The provider then mounts no
   * modal host (nothing drawn ahead, no dialog ever), and the modal's code is never loaded;
   * `open()` shows nothing. Default false.
   */
  readonly headless?: boolean
}

/**
 * Makes Foyer available to the hooks and components below it and hosts the modal. On mount it
 * restores a stored session (the only time the kit loads before a click); otherwise nothing is
 * downloaded until the visitor opens the modal.
 * @example
 * <FoyerProvider foyer={foyer}><ConnectButton /></FoyerProvider>
 */
export const FoyerProvider = ({ foyer, children, headless = false }: FoyerProviderProps) => {
  useEffect(() => {
    foyer.restore().catch((error: unknown) => {
      console.error("[foyer] could not restore the stored session", error)
    })
  }, [foyer])
  return (
    <FoyerContext.Provider value={foyer}>
      {children}
      {headless ? null : <ModalHost foyer={foyer} />}
    </FoyerContext.Provider>
  )
}
