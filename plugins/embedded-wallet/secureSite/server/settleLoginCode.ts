import type { LoginCodePurpose, LoginCodeRepository } from "../db/LoginCodeRepository"
import { checkLoginCode } from "../email/checkLoginCode"
import type { LoginCodeOutcome } from "../email/LoginCodeOutcome"
import type { LoginCodeHasher } from "../email/loginCode"

/**
 * How many times an entry is checked again after another entry for the same code changed it
 * meanwhile. Each lost round means another entry was stored, and a code takes at most
 * `loginCodeMaxAttempts` wrong entries and one right one before no entry changes it, so this is
 * never reached in practice; it only bounds the loop.
 */
const maxCheckRounds = 16

/**
 * Checks `entered` against the latest code of `email` and `purpose` and stores what the check
 * did (one more attempt, or the code used) atomically: if another entry changed the code between
 * the read and the write, the entry is checked again on the code as it is now. Resolves with the
 * outcome, or undefined when no code was ever sent there for that purpose.
 */
export const settleLoginCode = async (input: {
  readonly codes: LoginCodeRepository
  readonly hasher: LoginCodeHasher
  readonly email: string
  readonly purpose: LoginCodePurpose
  readonly entered: string
  readonly now: number
}): Promise<LoginCodeOutcome | undefined> => {
  const { codes, hasher, email, purpose, entered, now } = input
  for (let round = 0; round < maxCheckRounds; round++) {
    const stored = await codes.latest(email, purpose)
    if (stored === undefined) return undefined
    const checked = checkLoginCode({ hasher, stored, entered, now })
    // Used, expired or out of attempts: the check changed nothing, so there is nothing to race.
    if (checked.stored === stored) return checked.outcome
    if (await codes.recordCheck(stored.id, stored, checked.stored)) return checked.outcome
  }
  throw new Error(`A login code changed under ${maxCheckRounds} checks in a row.`)
}
