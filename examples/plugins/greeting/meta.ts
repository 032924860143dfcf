// What the foyer CLI knows of this plugin without loading it (foyer add, foyer doctor).
// Types only: the CLI reads this file in Node, away from the views and the kernel.
import type { PluginMeta } from "foyer-kit/core"

export default {
  id: "greeting",
  factory: "greeting",
  description: "Greets the connected account from the Account view",
} as const satisfies PluginMeta
