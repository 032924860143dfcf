import { type Duration, Effect } from "effect"
import { watchPendingTransactions } from "../../limits/watchPendingTransactions"

/** What watching a network's pending transactions needs. */
export interface PendingBalanceWatch<E> {
  /** One JSON-RPC request to the network's node. */
  readonly request: (method: string, params: ReadonlyArray<unknown>) => Effect.Effect<unknown, E>
  /** How often the filter is read (`pendingTransactionsFilter.pollingInterval`). */
  readonly interval: Duration.Duration
  /** What a poll that saw new pending transactions does: refresh the balance. */
  readonly onPending: Effect.Effect<void>
}

/**
 * Watches a network's pending transactions through a pending-transaction filter (spec 4, 9):
 * the first poll makes the filter (eth_newPendingTransactionFilter), each later one, every
 * `interval`, reads what is new (eth_getFilterChanges) and runs `onPending` when something
 * is. Watching stops once 99 polls have seen pending transactions. A filter the node forgot
 * (its read fails) is made again at the next poll; a node that cannot make one at all ends
 * the watch with its error. Interrupt it to stop (disconnect, another network).
 */
export const watchPendingBalance = <E>(watch: PendingBalanceWatch<E>): Effect.Effect<number, E> =>
  Effect.suspend(() => {
    let filter: unknown
    const poll = Effect.gen(function* () {
      if (filter === undefined) {
        filter = yield* watch.request("eth_newPendingTransactionFilter", [])
        return false
      }
      const changes = yield* Effect.result(watch.request("eth_getFilterChanges", [filter]))
      if (changes._tag === "Failure" || !Array.isArray(changes.success)) {
        filter = undefined
        return false
      }
      if (changes.success.length === 0) return false
      yield* watch.onPending
      return true
    })
    return watchPendingTransactions(poll, watch.interval)
  })
