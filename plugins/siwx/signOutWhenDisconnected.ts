import { Effect } from "effect"
import { KernelConfig, Networks, onKernelEvent } from "../../core"
import { SiwxSessionStore } from "./SiwxSessionStore"

/**
 * Signs the account out when it disconnects (spec 9: "sign-out on disconnect", the kit's
 * `signOutOnDisconnect`, on by default): when the family's last connection ends, the sessions
 * of its address are revoked on every configured network of that family, so whoever connects
 * next on this page is asked to sign in again. A reload is not a disconnect: the session is
 * kept. With the option off, sessions stay until they expire.
 */
export const signOutWhenDisconnected = onKernelEvent(
  "Disconnected",
  ({ address, namespace, remaining }) => {
    if (address === undefined || remaining > 0) return undefined
    return Effect.gen(function* () {
      const { config } = yield* KernelConfig
      if (!config.signOutOnDisconnect) return
      const networks = yield* Networks
      const sessions = yield* SiwxSessionStore
      yield* Effect.forEach(
        networks.networks.filter((network) => network.chainNamespace === namespace),
        (network) =>
          sessions
            .revokeSession(network.caipNetworkId, address)
            .pipe(
              Effect.catch((error) =>
                Effect.logError("SIWX: the sign-out was not recorded", error),
              ),
            ),
        { discard: true },
      )
    })
  },
)
