import { Context, Effect, Layer } from "effect"
import { Accounts, createStore, Messages, type ReadableStore, Toasts } from "foyer-kit/core"
import type { GreetingOptions } from "./GreetingOptions"
import { type GreetingState, initialGreetingState, wave } from "./GreetingState"

/** The greeting and its actions; the view reads the store and runs the actions. */
export interface GreetingServiceShape {
  readonly store: ReadableStore<GreetingState>
  /** Counts a wave and says so in a toast (naming the connected account). */
  readonly wave: Effect.Effect<void>
  /** Forgets the waves (the plugin's close and disconnect hooks run it). */
  readonly reset: Effect.Effect<void>
}

/** The kernel services the greeting is built on. */
export type GreetingKernel = Accounts | Messages | Toasts

/**
 * Makes the greeting service on the kernel's services.
 * @example
 * Layer.effect(GreetingService, makeGreetingService({ text: "Hello" }))
 */
export const makeGreetingService = (
  options: GreetingOptions,
): Effect.Effect<GreetingServiceShape, never, GreetingKernel> =>
  Effect.gen(function* () {
    const accounts = yield* Accounts
    const messages = yield* Messages
    const toasts = yield* Toasts
    const store = createStore(initialGreetingState(options.text))
    return {
      store,
      wave: Effect.gen(function* () {
        store.update(wave)
        // The account the kernel says is current; no account, no one to wave at.
        const account = accounts.current.getSnapshot()
        if (account === undefined) return
        yield* toasts.showSuccess(messages.text("greeting.waved", { address: account.address }))
      }),
      reset: Effect.sync(() => store.update(() => initialGreetingState(options.text))),
    }
  })

/** The greeting plugin's own service: the kernel builds it from the kit's `layer`. */
export class GreetingService extends Context.Service<GreetingService, GreetingServiceShape>()(
  "foyer-example/greeting/GreetingService",
) {
  /** The service on the kernel's services, with the plugin's decoded options. */
  static readonly layer = (
    options: GreetingOptions,
  ): Layer.Layer<GreetingService, never, GreetingKernel> =>
    Layer.effect(GreetingService, makeGreetingService(options))
}
