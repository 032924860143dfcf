import { Effect, Layer } from "effect"
import { AccountState, Accounts } from "../../core"

/**
 * Follows the connected EVM address while the kit runs: on each change `react` is told the
 * address before and after (undefined when none) and may answer work to run, on the kit's
 * services (its clock above all), as its hooks run. The kernel has no account-change hook for
 * plugins, so this listens to the account store; the work runs in the kit's scope, so work
 * still running is stopped with the kit.
 */
export const followAddress = <R>(
  react: (
    previous: string | undefined,
    next: string | undefined,
  ) => Effect.Effect<void, never, R> | undefined,
): Layer.Layer<never, never, Accounts | R> =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const accounts = yield* Accounts
      const context = yield* Effect.context<R>()
      // The layer's scope: the kit's dispose closes it, interrupting the work forked in it.
      const kit = yield* Effect.scope
      const addressOf = () => AccountState.accountOf(accounts.store.getSnapshot(), "eip155").address
      let address = addressOf()
      const stop = accounts.store.subscribe(() => {
        const previous = address
        address = addressOf()
        if (previous === address) return
        const work = react(previous, address)
        if (work === undefined) return
        // Forking returns at once: the store's listener does not wait for the work.
        Effect.runSyncWith(context)(Effect.forkIn(work, kit))
      })
      yield* Effect.addFinalizer(() => Effect.sync(stop))
    }),
  )
