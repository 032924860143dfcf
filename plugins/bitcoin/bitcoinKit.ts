import { definePluginKit } from "../../core"
import { bitcoinAdapter } from "./bitcoinAdapter"

/**
 * The Bitcoin plugin's Effect side, imported when the kernel starts: the Bitcoin chain adapter,
 * which names WalletConnect's bip122 namespace (so WalletConnect asks for the site's Bitcoin
 * networks) and speaks to a session's Bitcoin wallet. `index.ts` holds the rest, plain data.
 */
export default definePluginKit({
  chainAdapters: [bitcoinAdapter],
})
