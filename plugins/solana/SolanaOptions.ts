import { Effect, Schema } from "effect"

/**
 * The commitment names spec 5 accepts for Solana's preflightCommitment: today's three and the
 * older ones dApps still pass (recent, single, singleGossip, root, max).
 */
export const solanaPreflightCommitments = [
  "processed",
  "confirmed",
  "finalized",
  "recent",
  "single",
  "singleGossip",
  "root",
  "max",
] as const

/**
 * Spec 5: "Solana preflightCommitment is one of processed, confirmed, finalized, recent,
 * single, singleGossip, root, max".
 */
export const SolanaPreflightCommitment = Schema.Literals(solanaPreflightCommitments)

/** One of spec 5's commitment names. */
export type SolanaPreflightCommitment = typeof SolanaPreflightCommitment.Type

/** The preflightCommitment a transfer uses unless the developer names another. */
export const defaultPreflightCommitment: SolanaPreflightCommitment = "confirmed"

/**
 * The Solana plugin's options, decoded by the kernel at start-up: a bad value fails the start
 * with an error that names the field and the allowed values.
 * @example
 * solana({ preflightCommitment: "finalized" })
 */
export const SolanaOptions = Schema.Struct({
  /**
   * The commitment a transfer's preflight (simulation) runs against, passed to the wallet that
   * sends it or to the node (default {@link defaultPreflightCommitment}, "confirmed").
   */
  preflightCommitment: SolanaPreflightCommitment.pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(defaultPreflightCommitment)),
  ),
})

/** The decoded Solana options. */
export type SolanaOptions = typeof SolanaOptions.Type

/** The Solana options as a developer writes them: every key optional. */
export type SolanaOptionsInput = typeof SolanaOptions.Encoded

/** Today's commitment levels, those the Wallet Standard and current nodes take. */
export type CommitmentLevel = "processed" | "confirmed" | "finalized"

/**
 * The level a spec 5 name stands for: Solana's RPC once took more names than today's three
 * (recent is processed, single and singleGossip are confirmed, root and max are finalized);
 * wallets and current nodes only know the three, so the kit sends the level.
 * @example
 * commitmentLevel("singleGossip") // "confirmed"
 */
export const commitmentLevel = (name: SolanaPreflightCommitment): CommitmentLevel => {
  switch (name) {
    case "processed":
    case "recent":
      return "processed"
    case "confirmed":
    case "single":
    case "singleGossip":
      return "confirmed"
    case "finalized":
    case "root":
    case "max":
      return "finalized"
  }
}
