// What the foyer CLI knows of this plugin without loading it (foyer add solana, foyer doctor).
// Types only: the CLI reads this file in Node, away from the kit and the kernel.
import type { PluginMeta } from "foyer-kit/core"

export default {
  id: "solana",
  factory: "solana",
  description: "Connect Solana wallets of the Wallet Standard (Phantom, Solflare...) and sign",
} as const satisfies PluginMeta
