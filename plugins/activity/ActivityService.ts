import { Effect, type Scope } from "effect"
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
import { ActivityRefreshes, accountRefreshCount } from "./ActivityRefreshes"
import { type ActivitySubject, activitySubject, subjectKey } from "./activitySubject"
import { historyApi } from "./api/historyApi"
import {
  createTransactionsStore,
  fetchTransactions,
  firstPageRefreshed,
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
  /**
   * The kernel reloaded an account's data past its caches (`AccountRefreshed`: the visitor
   * sent, swapped or bought, or a pending transaction appeared). When the history holds that
   * account's on that network, its first page is fetched again past the 15 s cache and merged
   * into what is shown (shown until the new page arrives); the next `open` of it reads past
   * the cache too until such a fetch succeeded. Other accounts' refreshes change nothing.
   */
  readonly accountRefreshed: Effect.Effect<void>
  /** Empties the history (spec 4 "Reset clears all"); an answer still on its way is dropped. */
  readonly reset: Effect.Effect<void>
  /**
   * The active network changed: the history, which belongs to one network, is emptied unless
   * it is already the new network's (the view asked for it first). The view fetches again.
   */
  readonly networkChanged: (network: CaipNetwork) => Effect.Effect<void>
}

/** A subject whose history is fetched: an EVM account on the active network. */
type AccountSubject = Extract<ActivitySubject, { _tag: "Account" }>

/** The services the activity history is built on: the kernel's, and the refresh counts. */
export type ActivityKernel =
  | Accounts
  | Networks
  | ProviderApi
  | Toasts
  | Events
  | Messages
  | ActivityRefreshes

/** What the activity service is made with: the kernel's services and the kit's scope. */
type ActivityNeeds = ActivityKernel | Scope.Scope

/**
 * Makes the activity service on the kernel's services, in the kit's scope (a failure's toast is
 * shown there: the kit's dispose stops it).
 * @example
 * lazyServiceLayer(ActivityHistory, () => import("./ActivityService").then((m) => m.makeActivityService))
 */
export const makeActivityService: Effect.Effect<ActivityServiceShape, never, ActivityNeeds> =
  Effect.gen(function* () {
    const accounts = yield* Accounts
    const networks = yield* Networks
    const history = historyApi(yield* ProviderApi)
    const toasts = yield* Toasts
    const events = yield* Events
    const messages = yield* Messages
    const refreshes = yield* ActivityRefreshes
    const kit = yield* Effect.scope
    const store = createTransactionsStore<ActivityTransaction>()
    // Each reset starts a generation; an answer asked for in an earlier one is dropped.
    let generation = 0
    // Whose history the store holds (or is fetching): the subject's key.
    let holding: string | undefined
    // Per subject, the refresh count (ActivityRefreshes) its first page was last
    // fetched past the cache at: below the kernel's count, the cached page may predate the
    // change. Kept across resets, as the cache is; empty when the history is first built, so
    // a change made before the visitor first opened Activity is read past the cache too.
    const caughtUp = new Map<string, number>()

    const subject = (): ActivitySubject =>
      activitySubject(networks.store.getSnapshot(), accounts.store.getSnapshot())

    const clear = () => {
      generation += 1
      holding = undefined
      store.update(resetTransactions)
    }

    const refreshCount = ({ address, network }: AccountSubject) =>
      accountRefreshCount(refreshes.getSnapshot(), network.caipNetworkId, address)
    const isOutdated = (current: AccountSubject) =>
      refreshCount(current) > (caughtUp.get(subjectKey(current)) ?? 0)

    // The first page: past the cache when the account changed since it was last read so.
    const firstPage = (current: AccountSubject) => {
      const { address, network } = current
      const key = subjectKey(current)
      const count = refreshCount(current)
      const fresh = isOutdated(current)
      return history.getHistory(address, network.caipNetworkId, undefined, { fresh }).pipe(
        Effect.tap(() =>
          Effect.sync(() => {
            if (fresh) caughtUp.set(key, Math.max(count, caughtUp.get(key) ?? 0))
          }),
        ),
      )
    }

    const fetchPage = (current: AccountSubject) => {
      const from = generation
      const { address, network } = current
      return fetchTransactions({
        store,
        activeNetworkId: network.caipNetworkId,
        fetchPage: (cursor) =>
          cursor === undefined
            ? firstPage(current)
            : history.getHistory(address, network.caipNetworkId, cursor),
        isCurrent: () => generation === from,
        onFailure: (error, cursor) =>
          Effect.gen(function* () {
            // Not awaited (it may wait for the toast shown before to go), not past the kit.
            yield* Effect.forkIn(
              toasts.showError(messages.text("error.failedToFetchTransactions")),
              kit,
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

    const accountRefreshed: Effect.Effect<void> = Effect.suspend(() => {
      const current = subject()
      if (current._tag !== "Account") return Effect.void
      const key = subjectKey(current)
      if (holding !== key || !isOutdated(current)) return Effect.void
      // Nothing shown yet (the first page on its way, none, or a failure): fetched again from
      // the start, an answer still on its way (read from the cache) dropped.
      if (store.getSnapshot().transactions.length === 0) {
        clear()
        holding = key
        return fetchPage(current)
      }
      const from = generation
      const activeNetworkId = current.network.caipNetworkId
      return firstPage(current).pipe(
        Effect.tap((page) =>
          Effect.sync(() => {
            if (generation === from) {
              store.update((state) => firstPageRefreshed(state, page, activeNetworkId))
            }
          }),
        ),
        // What is shown stays when this fails: it was right before the change, and the next
        // open asks past the cache again (the refresh is not caught up). The failure toast of
        // spec 4 is for the history the visitor asked for, not for this background update.
        Effect.ignore,
      )
    })

    return {
      store,
      open,
      loadMore,
      accountRefreshed,
      reset: Effect.sync(clear),
      networkChanged: (network) =>
        Effect.sync(() => {
          if (holding?.startsWith(`${network.caipNetworkId}/`) !== true) clear()
        }),
    }
  })
