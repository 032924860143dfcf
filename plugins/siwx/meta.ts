// What the foyer CLI knows of this plugin without loading it (foyer add siwx, foyer doctor).
// Types only: the CLI reads this file in Node, away from the views and the kernel.
import type { PluginMeta } from "foyer-kit/core"

export default {
  id: "siwx",
  factory: "siwx",
  description: "Sign in with the wallet (SIWX: EIP-4361, Sign-In With Solana) after connecting",
} as const satisfies PluginMeta
