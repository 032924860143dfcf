// What the foyer CLI knows of this plugin without loading it (foyer add swap, foyer doctor).
// Types only: the CLI reads this file in Node, away from the views and the kernel.
import type { PluginMeta } from "foyer-kit/core"

export default {
  id: "swap",
  factory: "swap",
  description: "Swap tokens from the Account view, through the provider API's convert calls",
  feature: "swaps",
} as const satisfies PluginMeta
