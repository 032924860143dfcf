/**
 * foyer-kit/plugins/solana: Solana wallets (issue 36). The Wallet Standard wallets of the page
 * (Phantom, Solflare, Backpack...) that support one of the site's Solana networks are listed
 * in the Connect view; connected, their sessions are kept under the `solana` namespace, their
 * account changes and disconnects followed; they sign messages (base58 signatures) and send
 * SOL and SPL tokens. Nothing of it loads before the kit starts, and the kit holds only what
 * lists the wallets (`@wallet-standard/app`'s registry): the adapter and what reads a wallet's
 * accounts load when the visitor picks a Solana wallet (or a Solana session is restored), and
 * `@solana/kit` with the first transfer.
 * @example
 * createFoyer({ ...options, networks: ["eip155:1", "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"], plugins: [solana()] })
 */
import { definePlugin } from "../../core"
import type { SolanaOptionsInput } from "./SolanaOptions"

export type { SolanaOptionsInput } from "./SolanaOptions"

/**
 * The Solana plugin. The Solana networks are the site's (`networks`), and the wallets are those
 * the page has. Its one option, `preflightCommitment`, is the commitment a transfer's
 * preflight runs against (spec 5: processed, confirmed, finalized, recent, single,
 * singleGossip, root or max; default "confirmed").
 * @example
 * solana()
 * solana({ preflightCommitment: "finalized" })
 */
export const solana = (options: SolanaOptionsInput = {}) =>
  definePlugin({
    id: "solana",
    options,
    // Known before the kit loads: the modal's first frame applies spec 2's opening rule.
    chainNamespaces: ["solana"],
    kit: () => import("./solanaKit"),
  })
