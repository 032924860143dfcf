import { Context, Effect, FiberSet, Layer } from "effect"
import { AccountState, Accounts, type LazyService, lazyServiceLayer } from "../../core"
import type { ActivityKernel, ActivityServiceShape } from "./ActivityService"

/**
 * The history as the kernel holds it from start-up: a {@link LazyService}, so the history's
 * code (its state, the API operation, the fetches) loads with the Activity view, when the
 * visitor first opens it, not with the kernel. Nothing is fetched before then.
 */
export class ActivityHistory extends Context.Service<
  ActivityHistory,
  LazyService<ActivityServiceShape>
>()("foyer-kit/plugins/activity/ActivityHistory") {
  /** The handle; the history is built on first use. */
  static readonly layer: Layer.Layer<ActivityHistory, never, ActivityKernel> = lazyServiceLayer(
    ActivityHistory,
    () => import("./ActivityService").then((module) => module.makeActivityService),
  )
}

/**
 * Empties the history when the connected EVM account changes or goes (spec 4: reset on
 * disconnect): it belonged to that account. The kernel has no disconnect hook for plugins, so
 * this listens to the account store for as long as the kit runs.
 */
export const resetOnAccountChange: Layer.Layer<never, never, Accounts | ActivityHistory> =
  Layer.effectDiscard(
    Effect.gen(function* () {
      const accounts = yield* Accounts
      const history = yield* ActivityHistory
      const addressOf = () =>
        AccountState.accountOf(accounts.store.getSnapshot(), "eip155").address?.toLowerCase()
      let address = addressOf()
      const stop = accounts.store.subscribe(() => {
        const next = addressOf()
        if (next === address) return
        address = next
        const built = history.current()
        // The reset only updates the store: it runs to its end here, synchronously.
        if (built !== undefined) Effect.runSync(built.reset)
      })
      yield* Effect.addFinalizer(() => Effect.sync(stop))
    }),
  )

/**
 * Fetches the history again past its cache when the kernel reloads an account's data past the
 * caches (`Accounts.refreshes`): after the visitor's own send, swap or purchase, Activity lists
 * it at once rather than up to 15 s later (spec 9's history lifetime still governs every other
 * request). Only a history already built (the visitor opened Activity) is told; one built later
 * reads the counts itself. The fetches are the kit's: they stop when it is disposed.
 */
export const refreshOnAccountRefresh: Layer.Layer<never, never, Accounts | ActivityHistory> =
  Layer.effectDiscard(
    Effect.gen(function* () {
      const accounts = yield* Accounts
      const history = yield* ActivityHistory
      const runFork = yield* FiberSet.makeRuntime()
      const stop = accounts.refreshes.subscribe(() => {
        const built = history.current()
        if (built !== undefined) runFork(built.accountRefreshed)
      })
      yield* Effect.addFinalizer(() => Effect.sync(stop))
    }),
  )
