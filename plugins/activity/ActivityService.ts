import { Effect } from "effect"
import {
  Accounts,
  type ApiSchemas,
  type CaipNetwork,
  Events,
  Messages,
  Networks,
  ProviderApi,
  type ReadableStore,
  Toasts,
} from "../../core"
import type { FetchTransactionsErrorPayload } from "./ActivityEvents"
import { type ActivitySubject, activitySubject, subjectKey } from "./activitySubject"
import { historyApi } from "./api/historyApi"
import {
  createTransactionsStore,
  fetchTransactions,
  resetTransactions,
  type TransactionsState,
} from "./TransactionsState"

/** A transaction of the history, as the provider API gives it. */
export type ActivityTransaction = ApiSchemas.HistoryTransaction

/** The history of the connected account and its actions; the Activity view reads and runs them. */
export interface ActivityServiceShape {
  /** The history (spec 3 Transaction state). */
  readonly store: ReadableStore<TransactionsState<ActivityTransaction>>
  /**
   * Empties the history and fetches its first page for the connected account on the active
   * network, as the Activity view opens or its account or network changes. Nothing is fetched
   * without an account address (spec 5) or off EVM (spec 6). When the first page of the same
   * account and network is already being fetched, it waits for that one.
   */
  readonly open: Effect.Effect<void>
  /** Fetches the next page, when there is a cursor and no fetch is under way (infinite scroll). */
  readonly loadMore: Effect.Effect<void>
  /** Empties the history (spec 4 "Reset clears all"); an answer still on its way is dropped. */
  readonly reset: Effect.Effect<void>
  /**
   * The active network changed: the history, which belongs to one network, is emptied unless
   * it is already the new network's (the view asked for it first). The view fetches again.
   */
  readonly networkChanged: (network: CaipNetwork) => Effect.Effect<void>
}

/** The kernel services the activity plugin is built on. */
export type ActivityKernel = Accounts | Networks | ProviderApi | Toasts | Events | Messages

/**
 * Makes the activity service on the kernel's services.
 * @example
 * Layer.effect(ActivityService, makeActivityService)
 */
export const makeActivityService: Effect.Effect<ActivityServiceShape, never, ActivityKernel> =
  Effect.gen(function* () {
    const accounts = yield* Accounts
    const networks = yield* Networks
    const history = historyApi(yield* ProviderApi)
    const toasts = yield* Toasts
    const events = yield* Events
    const messages = yield* Messages
    const store = createTransactionsStore<ActivityTransaction>()
    // Each reset starts a generation; an answer asked for in an earlier one is dropped.
    let generation = 0
    // Whose history the store holds (or is fetching): the subject's key.
    let holding: string | undefined

    const subject = (): ActivitySubject =>
      activitySubject(networks.store.getSnapshot(), accounts.store.getSnapshot())

    const clear = () => {
      generation += 1
      holding = undefined
      store.update(resetTransactions)
    }

    const fetchPage = (current: Extract<ActivitySubject, { _tag: "Account" }>) => {
      const from = generation
      const { address, network } = current
      return fetchTransactions({
        store,
        activeNetworkId: network.caipNetworkId,
        fetchPage: (cursor) => history.getHistory(address, network.caipNetworkId, cursor),
        isCurrent: () => generation === from,
        onFailure: (error, cursor) =>
          Effect.gen(function* () {
            yield* Effect.forkDetach(
              toasts.showError(messages.text("error.failedToFetchTransactions")),
            )
            const payload: FetchTransactionsErrorPayload = {
              address,
              caipNetworkId: network.caipNetworkId,
              ...(cursor === undefined ? {} : { cursor }),
              message: error.message,
            }
            yield* events.emit({ type: "ERROR_FETCH_TRANSACTIONS", ...payload })
          }),
      })
    }

    const open: Effect.Effect<void> = Effect.suspend(() => {
      const current = subject()
      const key = subjectKey(current)
      const state = store.getSnapshot()
      if (holding === key && state.loading && state.transactions.length === 0) return Effect.void
      clear()
      if (current._tag !== "Account") return Effect.void
      holding = key
      return fetchPage(current)
    })

    const loadMore: Effect.Effect<void> = Effect.suspend(() => {
      const current = subject()
      const state = store.getSnapshot()
      if (current._tag !== "Account" || holding !== subjectKey(current)) return Effect.void
      if (state.loading || state.next === undefined) return Effect.void
      return fetchPage(current)
    })

    return {
      store,
      open,
      loadMore,
      reset: Effect.sync(clear),
      networkChanged: (network) =>
        Effect.sync(() => {
          if (holding?.startsWith(`${network.caipNetworkId}/`) !== true) clear()
        }),
    }
  })
