import { Data } from "effect"

/**
 * How checking an entered one-time code ended:
 * - `Valid`: it is the code; it is now used up.
 * - `Wrong`: it is not; `attemptsLeft` more wrong entries are allowed before the code dies.
 * - `Expired`: its lifetime (`loginCodeLifetime`) has passed.
 * - `Exhausted`: too many wrong entries (`loginCodeMaxAttempts`); it no longer opens anything.
 * - `Used`: it was accepted once already; a replay opens nothing.
 */
export type LoginCodeOutcome = Data.TaggedEnum<{
  Valid: Record<never, never>
  Wrong: { readonly attemptsLeft: number }
  Expired: Record<never, never>
  Exhausted: Record<never, never>
  Used: Record<never, never>
}>

/**
 * Constructors, `$is` and `$match` for `LoginCodeOutcome`.
 * @example
 * LoginCodeOutcome.$match(outcome, { Valid: ..., Wrong: ..., Expired: ..., Exhausted: ..., Used: ... })
 */
export const LoginCodeOutcome = Data.taggedEnum<LoginCodeOutcome>()
