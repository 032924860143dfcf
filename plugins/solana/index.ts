/**
 * foyer-kit/plugins/solana: Solana wallets (issue 36). The Wallet Standard wallets of the page
 * (Phantom, Solflare, Backpack...) that support one of the site's Solana networks are listed
 * in the Connect view; connected, their sessions are kept under the `solana` namespace, their
 * account changes and disconnects followed, and they sign messages (base58 signatures).
 * Nothing of it loads before the kit starts: `@wallet-standard/app` and the adapter are in its
 * kit.
 * @example
 * createFoyer({ ...options, networks: ["eip155:1", "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"], plugins: [solana()] })
 */
import { definePlugin } from "../../core"

/**
 * The Solana plugin. It has no options: the Solana networks are the site's (`networks`),
 * and the wallets are those the page has.
 * @example
 * solana()
 */
export const solana = () =>
  definePlugin({
    id: "solana",
    // Known before the kit loads: the modal's first frame applies spec 2's opening rule.
    chainNamespaces: ["solana"],
    kit: () => import("./solanaKit"),
  })
