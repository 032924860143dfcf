import { Clock, Duration, Effect } from "effect"
import { balanceRetryWindow } from "../Schedules"

/**
 * True while a token-balance refetch is blocked: less than 30 s since the last failed fetch
 * (`lastRetry`, epoch ms; spec 5). No recorded failure never blocks; a failure stamped in the
 * future (the clock moved back) is ignored rather than blocking until the clock catches up.
 */
export const isBalanceRefetchBlocked = (lastRetry: number | undefined, now: number): boolean => {
  if (lastRetry === undefined || lastRetry > now) return false
  return now - lastRetry < Duration.toMillis(balanceRetryWindow)
}

/** `isBalanceRefetchBlocked` at the current time of Effect's `Clock`. */
export const balanceRefetchBlocked = (lastRetry: number | undefined): Effect.Effect<boolean> =>
  Effect.map(Clock.currentTimeMillis, (now) => isBalanceRefetchBlocked(lastRetry, now))
