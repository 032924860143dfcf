import { Result } from "effect"
import { issueLoginCode } from "../email/issueLoginCode"
import type { LoginCodePurpose } from "../email/loginCode"
import { SiteApiError } from "./SiteApiError"
import type { SiteContext } from "./SiteContext"

/**
 * Issues a one-time code for `purpose` and mails it to `email`, unless a code for the same
 * purpose went to that address less than 30 s ago (spec 5: 429 'Please try again after {n}
 * seconds', with `retryAfter`). A code the mail server refused is forgotten (502): nobody
 * received it, so it must not hold the cooldown against the visitor's retry.
 */
export const mailLoginCode = async (
  context: SiteContext,
  email: string,
  purpose: LoginCodePurpose,
): Promise<void> => {
  const now = context.now()
  const issued = await context.codes.insertChecked(
    email,
    purpose,
    (lastSentAt) =>
      Result.map(
        issueLoginCode({
          hasher: context.hasher,
          email,
          purpose,
          previous: lastSentAt === undefined ? undefined : { createdAt: lastSentAt },
          now,
        }),
        // The row to keep, and the code in clear beside it for the mail only.
        ({ code, stored }) => ({ ...stored, code }),
      ),
    now,
  )
  if (Result.isFailure(issued)) {
    const { remainingSeconds } = issued.failure
    throw new SiteApiError({
      status: 429,
      reason: "email_cooldown",
      detail: issued.failure.message,
      retryAfter: remainingSeconds,
    })
  }
  const sent = await context.sendCode(email, issued.success.code.code, purpose)
  if (Result.isFailure(sent)) {
    await context.codes.discard(issued.success.id)
    throw new SiteApiError({ status: 502, reason: "mail_failed", detail: sent.failure.message })
  }
}
