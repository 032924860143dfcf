// What the foyer CLI knows of this plugin without loading it (foyer add email-capture, foyer
// doctor). Types only: the CLI reads this file in Node, away from the views and the kernel.
import type { PluginMeta } from "foyer-kit/core"

export default {
  id: "email-capture",
  factory: "emailCapture",
  description: "Ask for an optional email after a connect with the embedded wallet",
  feature: "emailCapture",
} as const satisfies PluginMeta
