import { Clock, Data, Duration, Effect, Result } from "effect"
import { formatMessage } from "../../../core"
import { emailLoginCooldown } from "../EmbeddedWalletSchedules"
import { en } from "../messages/en"

/** An email login was triggered less than 30 s after the previous one (spec 5). */
export class EmailLoginCooldownError extends Data.TaggedError("EmailLoginCooldownError")<{
  /** Whole seconds, rounded up, until a new trigger is allowed. */
  readonly remainingSeconds: number
}> {
  /** "Please try again after {n} seconds" (spec 5). */
  override get message(): string {
    return formatMessage(en["error.emailCooldown"], { n: this.remainingSeconds })
  }
}

/**
 * Whole seconds (rounded up) left of the email-login cooldown at `now`, or 0 when a new
 * trigger is allowed. Times are epoch ms; no previous trigger means no cooldown. A last
 * trigger in the future (stored while the clock was ahead) is ignored rather than locking
 * the visitor out until the clock catches up.
 */
export const emailLoginCooldownRemaining = (
  lastTrigger: number | undefined,
  now: number,
): number => {
  if (lastTrigger === undefined || lastTrigger > now) return 0
  const remaining = Duration.toMillis(emailLoginCooldown) - (now - lastTrigger)
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0
}

/** Checks the email-login cooldown (spec 5): a failure carries the seconds left. */
export const checkEmailLoginCooldown = (
  lastTrigger: number | undefined,
  now: number,
): Result.Result<void, EmailLoginCooldownError> => {
  const remainingSeconds = emailLoginCooldownRemaining(lastTrigger, now)
  return remainingSeconds === 0
    ? Result.succeed(undefined)
    : Result.fail(new EmailLoginCooldownError({ remainingSeconds }))
}

/** Fails with `EmailLoginCooldownError` when the cooldown has not passed by Effect's `Clock`. */
export const ensureEmailLoginAllowed = (
  lastTrigger: number | undefined,
): Effect.Effect<void, EmailLoginCooldownError> =>
  Effect.flatMap(Clock.currentTimeMillis, (now) =>
    Effect.fromResult(checkEmailLoginCooldown(lastTrigger, now)),
  )
