// What the foyer CLI knows of this plugin without loading it (foyer add embedded-wallet, foyer
// doctor). Types only: the CLI reads this file in Node, away from the views and the kernel.
import type { PluginMeta } from "foyer-kit/core"

export default {
  id: "embedded-wallet",
  factory: "embeddedWallet",
  description:
    "Sign in with an email code or a social account to a wallet held by a secure site (connector AUTH)",
  feature: ["email", "socials"],
} as const satisfies PluginMeta
