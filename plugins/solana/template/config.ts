// The call `foyer add solana` puts in the `plugins` of an app's foyer.config.ts: this
// module's default export, from the factory's name to its closing parenthesis. Type-checked
// here against the plugin, so the template cannot drift from it. Solana wallets connect on the
// app's Solana networks: list one in `networks` ("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" is
// mainnet, "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1" devnet), else none is listed. Its one
// option, `solana({ preflightCommitment: "finalized" })`, is the commitment a transfer's
// preflight runs against: processed, confirmed (the default), finalized, recent, single,
// singleGossip, root or max.
import { solana } from "../index"

export default solana()
