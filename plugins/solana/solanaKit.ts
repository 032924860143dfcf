import { definePluginKit } from "../../core"
import { SolanaOptions } from "./SolanaOptions"
import { makeSolanaAdapter } from "./solanaAdapter"
import { walletStandardConnectors } from "./walletStandardConnectors"

/**
 * The Solana plugin's Effect side, imported when the kernel starts: its options schema (spec 5's
 * preflightCommitment), the Wallet Standard wallets as connectors and the Solana chain adapter
 * the kernel asks them through, made with the decoded options. `index.ts` holds the rest,
 * plain data.
 */
export default definePluginKit({
  optionsSchema: SolanaOptions,
  connectors: [walletStandardConnectors],
  chainAdapters: (options: SolanaOptions) => [makeSolanaAdapter(options)],
})
