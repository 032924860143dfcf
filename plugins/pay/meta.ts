// What the foyer CLI knows of this plugin without loading it (foyer add pay, foyer doctor).
// Types only: the CLI reads this file in Node, away from the views and the kernel.
import type { PluginMeta } from "foyer-kit/core"

export default {
  id: "pay",
  factory: "pay",
  description: "Pay with exchange: the visitor pays a dApp's request from an exchange account",
  feature: "payWithExchange",
} as const satisfies PluginMeta
