import { Context, Effect, Layer } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { KernelConfig } from "../config/KernelConfig"
import type { Store } from "../state/Store"
import { StoredSession } from "../storage/StoredSession"
import {
  type ActiveNetworkOptions,
  applyActiveNetworkChange,
  planActiveNetworkChange,
} from "./changeActiveNetwork"
import type { NetworkState } from "./NetworkState"

/** The network store: the configured networks and the active one, before any service acts. */
export class NetworkStore extends Context.Service<NetworkStore, Store<NetworkState<CaipNetwork>>>()(
  "foyer-kit/networks/NetworkStore",
) {
  /**
   * `store`, with the stored active network made active when it is a configured one (the
   * accounts, the modal and the networks service all read it).
   */
  static readonly layerRestored = (
    store: Store<NetworkState<CaipNetwork>>,
  ): Layer.Layer<NetworkStore, never, KernelConfig | StoredSession> =>
    Layer.effect(
      NetworkStore,
      Effect.gen(function* () {
        const { config, networks } = yield* KernelConfig
        const { activeCaipNetworkId } = yield* StoredSession
        const stored = networks.find((n) => n.caipNetworkId === activeCaipNetworkId)
        if (stored !== undefined) {
          const options = activeNetworkOptions(config)
          store.update((state) =>
            applyActiveNetworkChange(
              state,
              planActiveNetworkChange(state, stored, undefined, options),
            ),
          )
        }
        return store
      }),
    )
}

/** The site's options for changing the active network. */
export const activeNetworkOptions = (config: {
  readonly enableNetworkSwitch: boolean
  readonly allowUnsupportedChain: boolean
}): ActiveNetworkOptions => ({
  enableNetworkSwitch: config.enableNetworkSwitch,
  allowUnsupportedChain: config.allowUnsupportedChain,
})
