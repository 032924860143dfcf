import { Effect } from "effect"
import type { AccountsState } from "../accounts/AccountState"
import { accountOf } from "../accounts/AccountState"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainNamespace } from "../chains/ChainNamespace"
import type { CaipAddress } from "../chains/parseCaipAddress"
import type { CaipNetworkId } from "../chains/parseCaipNetworkId"
import { setActiveNetwork } from "../modal/ModalState"
import type { ModalStore } from "../modal/ModalStore"
import type { View } from "../modal/ViewName"
import type { ViewNotAvailableError } from "../modal/ViewNotAvailableError"
import type { ReadableStore, Store } from "../state/Store"
import type { NetworkRef } from "./NetworkRef"
import type { NetworkState } from "./NetworkState"
import { isNetworkSupported, setNamespaceNetworks } from "./NetworkState"

/** The options that decide whether an unsupported network opens UnsupportedChain. */
export interface ActiveNetworkOptions {
  /** `enableNetworkSwitch` (default true). */
  readonly enableNetworkSwitch: boolean
  /** Whether the site lets visitors stay on networks it did not ask for. */
  readonly allowUnsupportedChain: boolean
}

/** Everything a change of the active network does (spec 2), as data. */
export interface ActiveNetworkChange<N extends NetworkRef = CaipNetwork> {
  readonly network: N
  /** The new active chain family. */
  readonly activeChain: ChainNamespace
  /** The account of that family on the new network, if one is connected. */
  readonly activeCaipAddress: CaipAddress | undefined
  /** The network id to store locally as the active network. */
  readonly storedNetworkId: CaipNetworkId
  /** UnsupportedChain when the network is unsupported, switching is on and unsupported chains are not allowed. */
  readonly openView: View<"UnsupportedChain"> | undefined
}

/** Plans a change of the active network to `network`, whose family's account address is `address`. */
export const planActiveNetworkChange = <N extends NetworkRef>(
  state: NetworkState<N>,
  network: N,
  address: string | undefined,
  options: ActiveNetworkOptions,
): ActiveNetworkChange<N> => {
  const unsupported = !isNetworkSupported(state, network)
  return {
    network,
    activeChain: network.chainNamespace,
    activeCaipAddress: address === undefined ? undefined : `${network.caipNetworkId}:${address}`,
    storedNetworkId: network.caipNetworkId,
    openView:
      unsupported && options.enableNetworkSwitch && !options.allowUnsupportedChain
        ? { name: "UnsupportedChain" }
        : undefined,
  }
}

/** Applies a planned change to the network state: active family, network and address. */
export const applyActiveNetworkChange = <N extends NetworkRef>(
  state: NetworkState<N>,
  change: ActiveNetworkChange<N>,
): NetworkState<N> => ({
  ...setNamespaceNetworks(state, change.activeChain, { caipNetwork: change.network }),
  activeChain: change.activeChain,
  activeCaipNetwork: change.network,
  activeCaipAddress: change.activeCaipAddress,
})

/** The stores a change of the active network touches. */
export interface ActiveNetworkStores<N extends NetworkRef = CaipNetwork> {
  readonly network: Store<NetworkState<N>>
  readonly accounts: ReadableStore<AccountsState>
  readonly modal: ModalStore
}

/**
 * Changes the active network: switches family and address, stores the network id through
 * `saveActiveNetworkId`, and opens UnsupportedChain when the plan says so. What else belongs
 * to one network (a plugin's form) is reset by the plugins' network-change hooks, which the
 * caller runs after.
 */
export const changeActiveNetwork = <N extends NetworkRef>(
  stores: ActiveNetworkStores<N>,
  saveActiveNetworkId: (id: CaipNetworkId) => Effect.Effect<void>,
  options: ActiveNetworkOptions,
  network: N,
): Effect.Effect<ActiveNetworkChange<N>, ViewNotAvailableError> =>
  Effect.gen(function* () {
    const address = accountOf(stores.accounts.getSnapshot(), network.chainNamespace).address
    const change = planActiveNetworkChange(stores.network.getSnapshot(), network, address, options)
    stores.network.update((state) => applyActiveNetworkChange(state, change))
    stores.modal.update((state) =>
      setActiveNetwork(state, change.activeChain, change.storedNetworkId),
    )
    yield* saveActiveNetworkId(change.storedNetworkId)
    if (change.openView !== undefined) yield* stores.modal.open({ view: change.openView })
    return change
  })
