import { Context, Effect, Layer } from "effect"
import type { AccountsState } from "../accounts/AccountState"
import { Accounts } from "../accounts/Accounts"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { CaipNetworkId } from "../chains/parseCaipNetworkId"
import { KernelConfig } from "../config/KernelConfig"
import { KernelEvents, type KernelEventsShape } from "../events/KernelEvents"
import { Modal } from "../modal/Modal"
import type { ModalStore } from "../modal/ModalStore"
import type { ReadableStore, Store } from "../state/Store"
import { Storage } from "../storage/Storage"
import { StorageKeys } from "../storage/StorageKeys"
import {
  type ActiveNetworkOptions,
  applyActiveNetworkChange,
  changeActiveNetwork,
  planActiveNetworkChange,
} from "./changeActiveNetwork"
import { configuredNetworkState, createNetworkStore, type NetworkState } from "./NetworkState"
import { activeNetworkOptions, NetworkStore } from "./NetworkStore"

/** The networks the site configured and the active one (spec 2, 3). */
export interface NetworksShape {
  readonly store: Store<NetworkState<CaipNetwork>>
  /** The configured networks, resolved against the catalogue, in configured order. */
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly defaultNetwork: CaipNetwork
  /** The active network (the default one until another is chosen). */
  readonly active: Effect.Effect<CaipNetwork>
  /**
   * Makes `network` the active one: family, address, stored id, UnsupportedChain when it
   * applies; tells `NetworkChanged` when the active network is another one (the plugins'
   * network-change hooks follow it).
   */
  readonly change: (network: CaipNetwork) => Effect.Effect<void>
}

/** The active network and the configured ones, as a service. */
export class Networks extends Context.Service<Networks, NetworksShape>()(
  "foyer-kit/networks/Networks",
) {
  /**
   * A test double on a real network store: `networks` are the configured (and requested) ones,
   * `active` (the first by default) is active, and `change` moves the store's active family
   * and network as the kernel's does, without an address (Accounts holds it), storing the id,
   * opening UnsupportedChain or running plugin hooks.
   * @example
   * const program = Effect.gen(function* () {
   *   const networks = yield* Networks
   *   yield* networks.change(devnet2)
   *   return yield* networks.active // devnet2
   * })
   * Effect.runSync(program.pipe(Effect.provide(Networks.layerTest([devnet, devnet2]))))
   */
  static readonly layerTest = (
    networks: readonly [CaipNetwork, ...ReadonlyArray<CaipNetwork>],
    active: CaipNetwork = networks[0],
  ): Layer.Layer<Networks | NetworkStore> => {
    const store = Layer.sync(NetworkStore, () =>
      createNetworkStore<CaipNetwork>(configuredNetworkState(networks, active)),
    )
    const service = Layer.effect(
      Networks,
      Effect.gen(function* () {
        const store = yield* NetworkStore
        const options = { enableNetworkSwitch: false, allowUnsupportedChain: true }
        return {
          store,
          networks,
          defaultNetwork: networks[0],
          active: Effect.sync(() => store.getSnapshot().activeCaipNetwork ?? networks[0]),
          change: (network) =>
            Effect.sync(() =>
              store.update((state) =>
                applyActiveNetworkChange(
                  state,
                  planActiveNetworkChange(state, network, undefined, options),
                ),
              ),
            ),
        }
      }),
    )
    return Layer.provideMerge(service, store)
  }

  /** The kernel's Networks over the network store: a change is stored and told (`NetworkChanged`). */
  static readonly layer: Layer.Layer<
    Networks,
    never,
    KernelConfig | NetworkStore | Accounts | Modal | Storage | KernelEvents
  > = Layer.effect(
    Networks,
    Effect.gen(function* () {
      const { config, networks, defaultNetwork } = yield* KernelConfig
      const storage = yield* Storage
      return makeNetworks({
        store: yield* NetworkStore,
        networks,
        defaultNetwork,
        options: activeNetworkOptions(config),
        accounts: (yield* Accounts).store,
        modal: yield* Modal,
        saveActiveNetworkId: (id) => storage.set(StorageKeys.activeCaipNetworkId, id),
        events: yield* KernelEvents,
      })
    }),
  )
}

/** What the Networks service is made from. */
export interface NetworksEnvironment {
  readonly store: Store<NetworkState<CaipNetwork>>
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly defaultNetwork: CaipNetwork
  readonly options: ActiveNetworkOptions
  readonly accounts: ReadableStore<AccountsState>
  readonly modal: ModalStore
  readonly saveActiveNetworkId: (id: CaipNetworkId) => Effect.Effect<void>
  /** Where a change of the active network is told (`NetworkChanged`). */
  readonly events: KernelEventsShape
}

/** Makes the Networks service. */
export const makeNetworks = (environment: NetworksEnvironment): NetworksShape => {
  const { store, defaultNetwork } = environment
  return {
    store,
    networks: environment.networks,
    defaultNetwork,
    active: Effect.sync(() => store.getSnapshot().activeCaipNetwork ?? defaultNetwork),
    change: (network) =>
      Effect.gen(function* () {
        const previous = store.getSnapshot().activeCaipNetwork
        yield* changeActiveNetwork(
          { network: store, accounts: environment.accounts, modal: environment.modal },
          environment.saveActiveNetworkId,
          environment.options,
          network,
        ).pipe(
          // UnsupportedChain is a core view, always available: this cannot fail.
          Effect.ignore,
        )
        const now = store.getSnapshot().activeCaipNetwork
        if (now !== undefined && now.caipNetworkId !== previous?.caipNetworkId) {
          yield* environment.events.publish({ _tag: "NetworkChanged", network: now, previous })
        }
      }),
  }
}
