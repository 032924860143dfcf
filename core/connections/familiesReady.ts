import { Effect } from "effect"
import type { ChainAdaptersShape } from "../chains/ChainAdapters"
import { type ConnectedWallet, sessionWallets } from "../connectors/Connector"
import { WalletRequestFailedError } from "../connectors/WalletRequestFailedError"

/**
 * `wallet` once the adapters of the families its session holds accounts in are loaded: a
 * plugin's deferred adapter (`DeferredChainAdapter`) is imported when a session of its family
 * is made or restored, so that code holding a session finds it with `ChainAdapters.of`. An
 * import that fails (its chunk did not download) fails as a request the kit could not make,
 * and the next connect or page load tries again.
 * @example
 * const wallet = yield* familiesReady(adapters, yield* connector.connect(options))
 */
export const familiesReady = (
  adapters: ChainAdaptersShape,
  wallet: ConnectedWallet,
): Effect.Effect<ConnectedWallet, WalletRequestFailedError> =>
  Effect.as(
    Effect.catchDefect(
      Effect.forEach(
        sessionWallets(wallet).filter((each) => each.accounts.length > 0),
        (each) => adapters.load(each.namespace),
        { discard: true },
      ),
      (cause) => Effect.fail(new WalletRequestFailedError({ method: "loadChainAdapter", cause })),
    ),
    wallet,
  )
