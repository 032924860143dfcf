import { Effect } from "effect"
import { KernelConfig, Networks } from "../../core"
import { followAddress } from "./followAddress"
import { SiwxSessionStore } from "./SiwxSessionStore"

/**
 * Signs the account out when it disconnects (spec 9: "sign-out on disconnect", the kit's
 * `signOutOnDisconnect`, on by default): the sessions of the address that left are revoked on
 * every configured EVM network, so whoever connects next on this page is asked to sign in
 * again. A reload is not a disconnect: the session is kept. With the option off, sessions
 * stay until they expire.
 */
export const signOutWhenDisconnected = followAddress((previous, next) => {
  if (previous === undefined || next !== undefined) return undefined
  return Effect.gen(function* () {
    const { config } = yield* KernelConfig
    if (!config.signOutOnDisconnect) return
    const networks = yield* Networks
    const sessions = yield* SiwxSessionStore
    yield* Effect.forEach(
      networks.networks.filter((network) => network.chainNamespace === "eip155"),
      (network) =>
        sessions
          .revokeSession(network.caipNetworkId, previous)
          .pipe(
            Effect.catch((error) => Effect.logError("SIWX: the sign-out was not recorded", error)),
          ),
      { discard: true },
    )
  })
})
