import { definePluginKit } from "../../core"
import { bitcoinAdapter } from "./bitcoinAdapter"
import { bitcoinInjectedConnectors } from "./bitcoinInjectedConnectors"

/**
 * The Bitcoin plugin's Effect side, imported when the kernel starts: the injected Bitcoin
 * wallets of the Wallet Standard and of the sats-connect interface (Xverse's) as connectors, a
 * wallet that offers both listed once (see bitcoinInjectedConnectors), and the Bitcoin chain
 * adapter, which names WalletConnect's bip122 namespace (so WalletConnect asks for the site's
 * Bitcoin networks) and speaks to a session's Bitcoin wallet, injected or over WalletConnect.
 * `index.ts` holds the rest, plain data.
 */
export default definePluginKit({
  connectors: [bitcoinInjectedConnectors],
  chainAdapters: [bitcoinAdapter],
})
