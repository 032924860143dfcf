import { Duration, Result } from "effect"
import {
  checkEmailLoginCooldown,
  type EmailLoginCooldownError,
} from "../../login/checkEmailLoginCooldown"
import {
  drawLoginCode,
  drawLoginCodeSalt,
  type LoginCodeHasher,
  type LoginCodePurpose,
  loginCodeAddress,
} from "./loginCode"
import { loginCodeLifetime } from "./loginCodeLimits"
import type { StoredLoginCode } from "./StoredLoginCode"

/** What issuing a code needs. */
export interface IssueLoginCodeInput {
  readonly hasher: LoginCodeHasher
  readonly email: string
  readonly purpose: LoginCodePurpose
  /** The latest code sent to this address, whatever its purpose: the cooldown counts from it. */
  readonly previous: Pick<StoredLoginCode, "createdAt"> | undefined
  /** The site's clock, epoch ms. */
  readonly now: number
  /** Draws the code (tests pass a fixed one); `drawLoginCode` by default. */
  readonly draw?: () => string
}

/** A code to mail, and what to store of it. */
export interface IssuedLoginCode {
  /** The code, for the mail only: it is never stored or logged. */
  readonly code: string
  readonly stored: StoredLoginCode
}

/**
 * Issues a one-time code for `email`, unless one went to that address less than 30 s ago
 * (spec 5 and 9, "Email-login cooldown"): then it fails with the dApp side's
 * `EmailLoginCooldownError` ('Please try again after {n} seconds'), so the site and the kit
 * enforce one rule with one message. The code lives `loginCodeLifetime` (10 minutes).
 */
export const issueLoginCode = (
  input: IssueLoginCodeInput,
): Result.Result<IssuedLoginCode, EmailLoginCooldownError> =>
  Result.map(checkEmailLoginCooldown(input.previous?.createdAt, input.now), () => {
    const code = (input.draw ?? drawLoginCode)()
    const email = loginCodeAddress(input.email)
    const salt = drawLoginCodeSalt()
    return {
      code,
      stored: {
        email,
        purpose: input.purpose,
        codeHash: input.hasher.hash(code, { email, purpose: input.purpose, salt }),
        salt,
        createdAt: input.now,
        expiresAt: input.now + Duration.toMillis(loginCodeLifetime),
        attempts: 0,
        consumedAt: undefined,
      },
    }
  })
