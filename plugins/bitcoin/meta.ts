// What the foyer CLI knows of this plugin without loading it (foyer add bitcoin, foyer doctor).
// Types only: the CLI reads this file in Node, away from the kit and the kernel.
import type { PluginMeta } from "foyer-kit/core"

export default {
  id: "bitcoin",
  factory: "bitcoin",
  description:
    "Connect Bitcoin wallets (WalletConnect's bip122 namespace, injected Wallet Standard and sats-connect wallets): address, balance, signing",
} as const satisfies PluginMeta
