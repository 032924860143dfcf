import { Effect, type Fiber, Layer } from "effect"
import { AccountState, Accounts, Networks } from "../../core"
import { SiwxFlow } from "./SiwxFlow"

/**
 * Asks for a sign-in when the wallet switches to another account while connected: a session
 * is per address (spec 3), so the new account's sign-in is asked for as after a connect (the
 * connect hook covers the first account; a disconnect asks nothing). The kernel has no
 * account-change hook for plugins, so this listens to the account store while the kit runs.
 */
export const askOnAccountChange: Layer.Layer<never, never, Accounts | Networks | SiwxFlow> =
  Layer.effectDiscard(
    Effect.gen(function* () {
      const accounts = yield* Accounts
      const networks = yield* Networks
      const flow = yield* SiwxFlow
      // The asks run on the kit's services (its clock above all), as its hooks do.
      const context = yield* Effect.context<never>()
      const addressOf = () => AccountState.accountOf(accounts.store.getSnapshot(), "eip155").address
      let address = addressOf()
      const running = new Set<Fiber.Fiber<void>>()
      const stop = accounts.store.subscribe(() => {
        const previous = address
        address = addressOf()
        const next = address
        if (previous === undefined || next === undefined) return
        if (previous.toLowerCase() === next.toLowerCase()) return
        const fiber = Effect.runForkWith(context)(
          Effect.gen(function* () {
            const network = yield* networks.active
            const built = yield* flow.get
            yield* built.request({ address: next, caipNetworkId: network.caipNetworkId })
          }),
        )
        running.add(fiber)
        fiber.addObserver(() => running.delete(fiber))
      })
      yield* Effect.addFinalizer(() =>
        Effect.sync(() => {
          stop()
          for (const fiber of running) fiber.interruptUnsafe()
        }),
      )
    }),
  )
