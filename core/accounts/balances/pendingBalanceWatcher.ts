import { Duration, Effect, type Fiber } from "effect"
import type { CaipNetwork } from "../../chains/CaipNetwork"
import type { FoyerConfig } from "../../config/FoyerConfig"
import type { BalanceSources } from "./BalanceSources"
import { watchPendingBalance } from "./watchPendingBalance"

/** Follows the connected account with a pending-transaction watch, one at a time. */
export interface PendingBalanceWatcher {
  /**
   * Watches `network`'s pending transactions for `address` and runs `refresh` when new ones
   * appear; a call for the account and network already watched keeps that watch (and its
   * counter), another one replaces it. Does nothing unless the option is enabled, and on
   * networks other than EVM ones.
   */
  readonly follow: (address: string, network: CaipNetwork, refresh: () => void) => void
  /** Ends the watch (the account disconnected). */
  readonly stop: () => void
}

/**
 * The watcher of the Accounts service (spec 4, 9: `pendingTransactionsFilter`, off by
 * default, polling every 30 s, stopping at 99).
 */
export const makePendingBalanceWatcher = (environment: {
  readonly filter: FoyerConfig["pendingTransactionsFilter"]
  readonly sources: Pick<BalanceSources, "nodeRequest">
  /** Runs the watch on the kit's runtime (interrupted when the kit is disposed). */
  readonly fork: (effect: Effect.Effect<void>) => Fiber.Fiber<void> | undefined
}): PendingBalanceWatcher => {
  const { filter, sources, fork } = environment
  let watching: { readonly key: string; readonly fiber: Fiber.Fiber<void> | undefined } = {
    key: "",
    fiber: undefined,
  }
  const stop = () => {
    watching.fiber?.interruptUnsafe()
    watching = { key: "", fiber: undefined }
  }
  return {
    follow: (address, network, refresh) => {
      const key = `${network.caipNetworkId}:${address}`
      if (watching.key === key) return
      stop()
      if (!filter.enable || network.chainNamespace !== "eip155") return
      const watch = watchPendingBalance({
        request: (method, params) => sources.nodeRequest(network, method, params),
        interval: Duration.millis(filter.pollingInterval),
        onPending: Effect.sync(refresh),
      })
      // A node without pending-transaction filters ends the watch; the balance is unaffected.
      watching = { key, fiber: fork(Effect.ignore(watch)) }
    },
    stop,
  }
}
