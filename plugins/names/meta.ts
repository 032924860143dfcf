// What the foyer CLI knows of this plugin without loading it (foyer add names, foyer doctor).
// Types only: the CLI reads this file in Node, away from the views and the kernel.
import type { PluginMeta } from "foyer-kit/core"

export default {
  id: "names",
  factory: "names",
  description: "Register and show names on the naming service (EVM accounts)",
} as const satisfies PluginMeta
