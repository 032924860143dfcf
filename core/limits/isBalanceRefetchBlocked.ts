import { Duration } from "effect"
import { balanceRetryWindow } from "../Schedules"

/**
 * How long a token-balance refetch must still wait (ms, 0 when it may run): what is left of
 * the 30 s window after the last failed fetch (`lastRetry`, epoch ms; spec 5). No recorded
 * failure never waits; a failure stamped in the future (the clock moved back) is ignored
 * rather than blocking until the clock catches up.
 */
export const balanceRetryWaitLeft = (lastRetry: number | undefined, now: number): number => {
  if (lastRetry === undefined || lastRetry > now) return 0
  return Math.max(0, lastRetry + Duration.toMillis(balanceRetryWindow) - now)
}

/**
 * True while a token-balance refetch is blocked: less than 30 s since the last failed fetch
 * (`lastRetry`, epoch ms; spec 5). See {@link balanceRetryWaitLeft}.
 */
export const isBalanceRefetchBlocked = (lastRetry: number | undefined, now: number): boolean =>
  balanceRetryWaitLeft(lastRetry, now) > 0
