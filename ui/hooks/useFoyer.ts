import { useMemo } from "react"
import type { AnyViewName, View } from "../../core"
import { useFoyerHandle } from "../provider/FoyerContext"

/** What `open` accepts: a view by name, or a view with its data; or a wallet to connect. */
export interface FoyerOpenOptions {
  readonly view?: AnyViewName | View
  /**
   * Opens that wallet's connecting view directly (it wins over `view`): an injected wallet's
   * ConnectingExternal, which asks it at once; a configured WalletConnect wallet's
   * ConnectingWalletConnect. An unknown id rejects with 'Provider not found: <id>'.
   */
  readonly walletId?: string
}

/** Opens and closes the modal. */
export interface UseFoyerResult {
  /**
   * Opens the modal on `view`, else Account when connected, else Connect. Loads the kit on
   * first use. Rejects when the view is not provided by the core set or an enabled plugin,
   * or when `walletId` names no wallet.
   */
  readonly open: (options?: FoyerOpenOptions) => Promise<void>
  /** Closes the modal (does nothing when the kit is not loaded). */
  readonly close: () => Promise<void>
}

const toView = (view: AnyViewName | View): View =>
  typeof view === "string" ? { name: view } : view

/**
 * Opens and closes the modal.
 * @example
 * const { open } = useFoyer()
 * <button onClick={() => open({ view: "Account" })}>Account</button>
 */
export const useFoyer = (): UseFoyerResult => {
  const foyer = useFoyerHandle()
  return useMemo(
    () => ({
      open: (options) => {
        // Focus returns here when the modal closes. Safari does not focus a clicked button, so
        // the page buttons also record themselves (setOpener) before calling open.
        const active = typeof document === "undefined" ? null : document.activeElement
        if (active !== null && active !== document.body) foyer.setOpener(active)
        // The shell shows in the frame after the click; the kit opens the view once it is up.
        const view = options?.view === undefined ? undefined : toView(options.view)
        if (options?.walletId !== undefined) {
          return foyer.open({ ...(view === undefined ? {} : { view }), walletId: options.walletId })
        }
        return foyer.open(view)
      },
      close: () => foyer.close(),
    }),
    [foyer],
  )
}
