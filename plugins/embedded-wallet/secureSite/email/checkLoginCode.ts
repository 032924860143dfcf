import { LoginCodeOutcome } from "./LoginCodeOutcome"
import type { LoginCodeHasher } from "./loginCode"
import { loginCodeMaxAttempts } from "./loginCodeLimits"
import type { StoredLoginCode } from "./StoredLoginCode"

/** The outcome of an entry, and the code as it must be stored after it. */
export interface CheckedLoginCode {
  readonly outcome: LoginCodeOutcome
  /** The same object when nothing changed; else the code with one more attempt, or used. */
  readonly stored: StoredLoginCode
}

/** A code as people type or paste it: "123 456" and " 123456\n" are "123456". */
const enteredCode = (entered: string) => entered.replace(/\s+/g, "")

/**
 * Checks an entered code against the stored one at `now` (the site's clock). In order: a used
 * code is `Used` (no replay), a code with `loginCodeMaxAttempts` wrong entries is `Exhausted`,
 * an expired one is `Expired`; none of these counts an attempt. Otherwise the entry is
 * compared in constant time: `Valid` marks the code used, a wrong entry counts an attempt and
 * is `Wrong` with the attempts left, or `Exhausted` when it was the last.
 *
 * The store must apply `stored` atomically (one row update that also checks the row was not
 * used or counted meanwhile), or two racing entries could both be counted as the first.
 */
export const checkLoginCode = (input: {
  readonly hasher: LoginCodeHasher
  readonly stored: StoredLoginCode
  readonly entered: string
  readonly now: number
}): CheckedLoginCode => {
  const { hasher, stored, now } = input
  if (stored.consumedAt !== undefined) return { outcome: LoginCodeOutcome.Used(), stored }
  if (stored.attempts >= loginCodeMaxAttempts) {
    return { outcome: LoginCodeOutcome.Exhausted(), stored }
  }
  if (now >= stored.expiresAt) return { outcome: LoginCodeOutcome.Expired(), stored }
  if (hasher.matches(enteredCode(input.entered), stored, stored.codeHash)) {
    return { outcome: LoginCodeOutcome.Valid(), stored: { ...stored, consumedAt: now } }
  }
  const attempts = stored.attempts + 1
  const attemptsLeft = loginCodeMaxAttempts - attempts
  return {
    outcome:
      attemptsLeft > 0 ? LoginCodeOutcome.Wrong({ attemptsLeft }) : LoginCodeOutcome.Exhausted(),
    stored: { ...stored, attempts },
  }
}
