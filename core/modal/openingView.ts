import type { View } from "./ViewName"

// The opening rule alone, with no state: the modal store applies it, and the shell drawn before
// the kit has loaded applies it to the page's options (ui/shell/defaultView.ts), so a site whose
// kit opens on the WalletConnect pairing never shows the wallet list first.

/** What choosing the opening view depends on. */
export interface OpeningContext {
  /** The view the caller asked for, if any. */
  readonly view?: View | undefined
  /** Whether an address is connected. */
  readonly addressConnected: boolean
  /** Whether any chain adapter is configured. */
  readonly hasAdapters: boolean
  /** Whether the host drives WalletConnect itself. */
  readonly manualWalletConnectControl: boolean
  /** Whether the page runs on a mobile device. */
  readonly isMobile: boolean
}

/**
 * The view opening shows (spec 2, opening and closing).
 *
 * The WalletConnect-only rule comes first and wins over a target view, because
 * without it no other view can work. Its condition is read as "no adapters and no
 * connected address, or manual WalletConnect control": the spec's literal wording
 * ("no connected address and no manual WalletConnect control") would send every
 * disconnected visitor to ConnectingWalletConnectBasic and leave the Connect view
 * unreachable, contradicting "else Connect".
 */
export const openingView = (context: OpeningContext): View => {
  if (context.manualWalletConnectControl || (!context.hasAdapters && !context.addressConnected)) {
    return { name: context.isMobile ? "AllWallets" : "ConnectingWalletConnectBasic" }
  }
  if (context.view !== undefined) return context.view
  return { name: context.addressConnected ? "Account" : "Connect" }
}
