import { definePluginKit } from "../../core"
import { solanaAdapter } from "./solanaAdapter"
import { walletStandardConnectors } from "./walletStandardConnectors"

/**
 * The Solana plugin's Effect side, imported when the kernel starts: the Wallet Standard
 * wallets as connectors and the Solana chain adapter the kernel asks them through.
 * `index.ts` holds the rest, plain data.
 */
export default definePluginKit({
  connectors: [walletStandardConnectors],
  chainAdapters: [solanaAdapter],
})
