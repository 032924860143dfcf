// What the foyer CLI knows of this plugin without loading it (foyer add activity, foyer doctor).
// Types only: the CLI reads this file in Node, away from the views and the kernel.
import type { PluginMeta } from "foyer-kit/core"

export default {
  id: "activity",
  factory: "activity",
  description: "Transaction history of the connected EVM account, from the Account view",
  feature: "activity",
} as const satisfies PluginMeta
