/**
 * The secure site's limits on email one-time codes, named once. The site's own rules, not the
 * spec's: spec 5 and 9 fix only the 30 s cooldown between two codes (shared with the dApp side,
 * `emailLoginCooldown` in EmbeddedWalletSchedules.ts).
 */
import { Duration } from "effect"

/**
 * How long a code stays valid after it is sent: long enough to switch to the mail app and back
 * (and for slow mail), short enough that a code left in an inbox soon stops being worth stealing.
 */
export const loginCodeLifetime = Duration.minutes(10)

/**
 * Wrong entries a code survives; the last one kills it, and the visitor asks for a new code
 * (after the cooldown). With 10^6 codes, 5 guesses succeed with probability 5 × 10^-6 per code,
 * and the cooldown caps the codes per address at 2 a minute.
 */
export const loginCodeMaxAttempts = 5

/** Digits in a code (the spec's one-time code is a string; 6 digits is what mail apps autofill). */
export const loginCodeDigits = 6
