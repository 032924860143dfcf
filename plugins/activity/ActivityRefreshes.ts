import { Context, Effect, Layer } from "effect"
import { createStore, KernelEvents, type ReadableStore } from "../../core"

/**
 * How many times each account's data was reloaded past the kernel's caches since the kit
 * started (the kernel's `AccountRefreshed`: after a send, a swap, a purchase or a pending
 * transaction), by CAIP-10 account (`eip155:1:0xab…`, the address as the account store holds
 * it). A history page cached before the count last rose may predate the change.
 */
export type AccountRefreshes = Readonly<Record<string, number>>

/**
 * How many times `address`'s data on `caipNetworkId` was reloaded past the caches.
 * @example
 * accountRefreshCount(refreshes.getSnapshot(), "eip155:1", "0x7099…79C8") // 0 until a refresh
 */
export const accountRefreshCount = (
  refreshes: AccountRefreshes,
  caipNetworkId: string,
  address: string,
): number => refreshes[`${caipNetworkId}:${address}`] ?? 0

/**
 * The refresh counts, kept from the kernel's start so the history (built later, when the
 * visitor first opens Activity) knows what changed before it existed. Built before the other
 * activity layers, it hears each `AccountRefreshed` first: they read the new count.
 */
export class ActivityRefreshes extends Context.Service<
  ActivityRefreshes,
  ReadableStore<AccountRefreshes>
>()("foyer-kit/plugins/activity/ActivityRefreshes") {
  /** Counts the kernel's `AccountRefreshed` events while the kit runs. */
  static readonly layer: Layer.Layer<ActivityRefreshes, never, KernelEvents> = Layer.effect(
    ActivityRefreshes,
    Effect.gen(function* () {
      const events = yield* KernelEvents
      const refreshes = createStore<AccountRefreshes>({})
      const stop = events.subscribe((event) => {
        if (event._tag !== "AccountRefreshed") return
        const { caipNetworkId, address } = event
        refreshes.update((counts) => ({
          ...counts,
          [`${caipNetworkId}:${address}`]: accountRefreshCount(counts, caipNetworkId, address) + 1,
        }))
      })
      yield* Effect.addFinalizer(() => Effect.sync(stop))
      return refreshes
    }),
  )
}
