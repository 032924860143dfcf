import type { MessageCatalogue } from "./MessageCatalogue"

/**
 * The ConnectingMultiChain view's texts in English, by id (issue 36 item 5: a wallet that
 * serves several chain families, where the visitor picks the family to connect). The spec
 * gives none of them, so they are Reown AppKit's plain words. Part of `coreMessages`, loaded
 * with the kit rather than the page: the view shows only once the kit has started. The
 * families' names are the spec's (`chain.*`).
 */
export const connectingMultiChainMessages = {
  "connectingMultiChain.prompt": "Select which chain to connect to your multi-chain wallet.",
  "connectingMultiChain.chains": "Chains",
  "connectingMultiChain.connected": "Connected",
  "connectingMultiChain.unavailable":
    "This wallet is no longer available. Go back and choose another one.",
} as const satisfies MessageCatalogue
