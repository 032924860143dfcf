import { Schema } from "effect"

/** The commitment levels a Solana send may preflight at (spec 5). */
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

/** A Solana preflightCommitment: processed, confirmed, finalized, recent, single, singleGossip, root or max. */
export const SolanaPreflightCommitment = Schema.Literals(solanaPreflightCommitments)

/** A Solana preflightCommitment. */
export type SolanaPreflightCommitment = typeof SolanaPreflightCommitment.Type
