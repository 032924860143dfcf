// What the foyer CLI knows of this plugin without loading it (foyer add receive, foyer doctor).
// Types only: the CLI reads this file in Node, away from the views and the kernel.
import type { PluginMeta } from "foyer-kit/core"

export default {
  id: "receive",
  factory: "receive",
  description: "Show the account's address and its QR code from the Account view, to receive",
  feature: "receive",
} as const satisfies PluginMeta
