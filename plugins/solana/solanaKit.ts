import { definePluginKit } from "../../core"
import { solanaWalletConnectNamespace } from "./discovery/solanaWalletConnectNamespace"
import { walletStandardConnectors } from "./discovery/walletStandardConnectors"
import { SolanaOptions } from "./SolanaOptions"

/**
 * The Solana plugin's Effect side, imported when the kernel starts: its options schema (spec 5's
 * preflightCommitment), the Wallet Standard wallets as connectors, and the Solana chain adapter
 * declared by its namespace and WalletConnect ask. Only what lists the wallets loads here: the
 * adapter (made with the decoded options) and what reads a wallet's accounts are imported when
 * the visitor picks a Solana wallet or a Solana session is restored (issue 36). `index.ts` holds
 * the rest, plain data.
 */
export default definePluginKit({
  optionsSchema: SolanaOptions,
  connectors: [walletStandardConnectors],
  chainAdapters: (options: SolanaOptions) => [
    {
      namespace: "solana",
      walletConnect: solanaWalletConnectNamespace,
      load: () =>
        import("./solanaAdapter").then(({ makeSolanaAdapter }) => makeSolanaAdapter(options)),
    },
  ],
})
