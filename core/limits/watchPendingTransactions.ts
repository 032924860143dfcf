import { type Duration, Effect, Schedule } from "effect"
import { limits, pendingTransactionsPollSchedule } from "../Schedules"

/** True once the pending-transaction counter has reached the limit (99): watching stops (spec 4, 9). */
export const isPendingWatchExhausted = (counter: number): boolean =>
  counter >= limits.pendingTransactions

/** Counts one batch of new pending transactions and says whether watching goes on. */
export const countPendingTransactions = (
  counter: number,
): { readonly counter: number; readonly keepWatching: boolean } => {
  const next = counter + 1
  return { counter: next, keepWatching: !isPendingWatchExhausted(next) }
}

/**
 * Watches pending transactions: runs `poll` now and then every 30 s (or every `interval`, the
 * `pendingTransactionsFilter.pollingInterval` option); each poll that saw new pending
 * transactions (returns `true`, typically after refreshing the balance) adds one to the
 * counter, and watching stops once the counter reaches 99. Succeeds with the final counter.
 */
export const watchPendingTransactions = <E, R>(
  poll: Effect.Effect<boolean, E, R>,
  interval?: Duration.Duration,
): Effect.Effect<number, E, R> =>
  Effect.suspend(() => {
    let counter = 0
    const step = Effect.map(poll, (sawPending) => {
      if (sawPending) counter = countPendingTransactions(counter).counter
      return counter
    })
    return step.pipe(
      Effect.repeat({
        schedule:
          interval === undefined ? pendingTransactionsPollSchedule : Schedule.spaced(interval),
        until: isPendingWatchExhausted,
      }),
      Effect.map(() => counter),
    )
  })
