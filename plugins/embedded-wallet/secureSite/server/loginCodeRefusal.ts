import { LoginCodeOutcome } from "../email/LoginCodeOutcome"
import { SiteApiError } from "./SiteApiError"

const refusal = (reason: SiteApiError["reason"], detail: string, attemptsLeft?: number) =>
  new SiteApiError({
    status: 400,
    reason,
    detail,
    ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
  })

/**
 * The 400 that answers an entered one-time code the check refused, whatever the code was for
 * (sign-in, either step of an email change): its reason tells a wrong code (with the attempts
 * left) from an expired, exhausted or used one. Undefined for a valid code.
 */
export const loginCodeRefusal = (outcome: LoginCodeOutcome): SiteApiError | undefined =>
  LoginCodeOutcome.$match(outcome, {
    Valid: () => undefined,
    Wrong: ({ attemptsLeft }) =>
      refusal(
        "wrong_code",
        `The code is not correct; ${attemptsLeft} ${attemptsLeft === 1 ? "attempt" : "attempts"} left`,
        attemptsLeft,
      ),
    Expired: () => refusal("code_expired", "The code has expired; ask for a new one"),
    Exhausted: () => refusal("code_exhausted", "Too many wrong codes; ask for a new one", 0),
    Used: () => refusal("code_used", "The code was used already; ask for a new one"),
  })

/** The 400 for an entry when no code was ever sent for it. */
export const noLoginCode = (detail: string): SiteApiError => refusal("no_code", detail)
