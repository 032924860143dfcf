// What the foyer CLI knows of this plugin without loading it (foyer add multi-wallet, foyer
// doctor). Types only: the CLI reads this file in Node, away from the views and the kernel.
import type { PluginMeta } from "foyer-kit/core"

export default {
  id: "multi-wallet",
  factory: "multiWallet",
  description: "List the wallets connected at once, switch between them and disconnect one",
  feature: "multiWallet",
} as const satisfies PluginMeta
