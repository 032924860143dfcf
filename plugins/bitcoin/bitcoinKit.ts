import { definePluginKit } from "../../core"
import { bitcoinInjectedConnectors } from "./discovery/bitcoinInjectedConnectors"
import { bitcoinWalletConnectNamespace } from "./discovery/bitcoinWalletConnectNamespace"

/**
 * The Bitcoin plugin's Effect side, imported when the kernel starts: the injected Bitcoin
 * wallets of the Wallet Standard and of the sats-connect interface (Xverse's) as connectors, a
 * wallet that offers both listed once (see bitcoinInjectedConnectors), and the Bitcoin chain
 * adapter declared by its namespace and WalletConnect's bip122 ask (so WalletConnect asks for
 * the site's Bitcoin networks). Only what lists the wallets loads here: the adapter, which
 * speaks to a session's Bitcoin wallet (injected or over WalletConnect), and what reads a
 * wallet's accounts are imported when the visitor picks a Bitcoin wallet or a Bitcoin session
 * is restored (issue 36). `index.ts` holds the rest, plain data.
 */
export default definePluginKit({
  connectors: [bitcoinInjectedConnectors],
  chainAdapters: [
    {
      namespace: "bip122",
      walletConnect: bitcoinWalletConnectNamespace,
      load: () => import("./bitcoinAdapter").then(({ bitcoinAdapter }) => bitcoinAdapter),
    },
  ],
})
