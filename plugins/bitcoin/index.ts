/**
 * foyer-kit/plugins/bitcoin: Bitcoin wallets (issue 36 item 3). A WalletConnect session is also
 * asked for the site's Bitcoin networks (`bip122`, WalletConnect's Bitcoin namespace); a wallet
 * that approves Bitcoin accounts is held under the `bip122` namespace beside its EVM or Solana
 * accounts, its `payment` address shown with its balance, and it signs messages (Bitcoin's
 * signed-message format, base64). Injected wallets of the Wallet Standard's Bitcoin extension
 * and of the sats-connect interface (Xverse's) are listed too, a wallet that offers both once,
 * and connect for their `payment` account. Nothing of it loads before the kit starts, and the
 * kit holds only what lists the wallets: the adapter and what talks to a wallet load when the
 * visitor picks a Bitcoin wallet (or a Bitcoin session is restored).
 * @example
 * createFoyer({ ...options, networks: ["eip155:1", "bip122:000000000019d6689c085ae165831e93"], plugins: [bitcoin()] })
 */
import { definePlugin } from "../../core"

/**
 * The Bitcoin plugin. It has no options: the Bitcoin networks are the site's (`networks`).
 * @example
 * bitcoin()
 */
export const bitcoin = () =>
  definePlugin({
    id: "bitcoin",
    // Known before the kit loads: the modal's first frame applies spec 2's opening rule.
    chainNamespaces: ["bip122"],
    kit: () => import("./bitcoinKit"),
  })
