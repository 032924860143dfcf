// What the foyer CLI knows of this plugin without loading it (foyer add onramp, foyer doctor).
// Types only: the CLI reads this file in Node, away from the views and the kernel.
import type { PluginMeta } from "foyer-kit/core"

export default {
  id: "onramp",
  factory: "onramp",
  description: "Buy crypto with a card or bank account through an onramp provider",
  feature: "onramp",
} as const satisfies PluginMeta
