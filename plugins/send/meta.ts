// What the foyer CLI knows of this plugin without loading it (foyer add send, foyer doctor).
// Types only: the CLI reads this file in Node, away from the views and the kernel.
import type { PluginMeta } from "foyer-kit/core"

export default {
  id: "send",
  factory: "send",
  description: "Send native and ERC-20 tokens from the Account view",
  feature: "send",
} as const satisfies PluginMeta
