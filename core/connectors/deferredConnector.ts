import { Effect } from "effect"
import type { Connector } from "./Connector"
import type { ConnectorInfo } from "./ConnectorInfo"
import { WalletRequestFailedError } from "./WalletRequestFailedError"

/**
 * A connector listed by `info` now whose code is imported when it is first used: a connect, a
 * restore or a disconnect asks `load` (once; an import that failed is tried again next time).
 * A chain family's plugin lists its wallets this way with the kit, and the code that talks to
 * them (address checks, requests, the chain's libraries) waits for the visitor's pick (issue
 * 36). An import that fails fails that connect as a request the kit could not make, leaves the
 * restore without a session (the wallet is not brought back) and the disconnect done on the
 * kit's side. A second connect while one is pending is ignored, as for every injected wallet.
 * @example
 * deferredConnector(info, () => import("./myWalletConnector").then((module) => module.myWalletConnector(provider)))
 */
export const deferredConnector = (
  info: ConnectorInfo,
  load: () => Promise<Connector>,
): Connector => {
  let loading: Promise<Connector> | undefined
  const loaded = Effect.promise(() => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  })
  return {
    info,
    connect: (options) =>
      Effect.flatMap(
        Effect.catchDefect(loaded, (cause) =>
          Effect.fail(new WalletRequestFailedError({ method: "loadConnector", cause })),
        ),
        (connector) => connector.connect(options),
      ),
    keepsPending: () => true,
    restore: Effect.flatMap(loaded, (connector) => connector.restore),
    disconnect: (wallet) =>
      Effect.catchDefect(
        Effect.flatMap(loaded, (connector) => connector.disconnect(wallet)),
        () => Effect.void,
      ),
  }
}
