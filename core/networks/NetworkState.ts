import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainNamespace } from "../chains/ChainNamespace"
import type { CaipAddress } from "../chains/parseCaipAddress"
import type { CaipNetworkId } from "../chains/parseCaipNetworkId"
import type { Store } from "../state/Store"
import { createStore } from "../state/Store"
import type { NetworkRef } from "./NetworkRef"

/** The network state of one chain family (spec 3 Network state). */
export interface NamespaceNetworkState<N extends NetworkRef = CaipNetwork> {
  /** The selected network of this family. */
  readonly caipNetwork: N | undefined
  /** Every network of this family the kit knows. */
  readonly caipNetworks: ReadonlyArray<N>
  /** The networks the site asked for; an empty list means every network is supported. */
  readonly requestedCaipNetworks: ReadonlyArray<N>
  /** The networks the connected wallet approved. */
  readonly approvedCaipNetworkIds: ReadonlyArray<CaipNetworkId>
  /** Whether the connected wallet supports every network. */
  readonly supportsAllNetworks: boolean
  /** Chain ids on which smart accounts are enabled. */
  readonly smartAccountEnabledNetworks: ReadonlyArray<number | string>
}

/** The network state of every chain family plus the active network and address. */
export interface NetworkState<N extends NetworkRef = CaipNetwork> {
  /** The active chain family. */
  readonly activeChain: ChainNamespace | undefined
  /** The active network. */
  readonly activeCaipNetwork: N | undefined
  /** The connected account on the active network, as CAIP-10. */
  readonly activeCaipAddress: CaipAddress | undefined
  /** Per chain family. */
  readonly namespaces: Readonly<Partial<Record<ChainNamespace, NamespaceNetworkState<N>>>>
}

/** A chain family's network state before anything is known. */
export const emptyNamespaceNetworkState: NamespaceNetworkState<never> = {
  caipNetwork: undefined,
  caipNetworks: [],
  requestedCaipNetworks: [],
  approvedCaipNetworkIds: [],
  supportsAllNetworks: true,
  smartAccountEnabledNetworks: [],
}

/** The network state before anything is known. */
export const initialNetworkState: NetworkState<never> = {
  activeChain: undefined,
  activeCaipNetwork: undefined,
  activeCaipAddress: undefined,
  namespaces: {},
}

/** The network state of `namespace` (empty when unknown). */
export const namespaceNetworks = <N extends NetworkRef>(
  state: NetworkState<N>,
  namespace: ChainNamespace,
): NamespaceNetworkState<N> => state.namespaces[namespace] ?? emptyNamespaceNetworkState

/** Merges `patch` into the network state of `namespace`. */
export const setNamespaceNetworks = <N extends NetworkRef>(
  state: NetworkState<N>,
  namespace: ChainNamespace,
  patch: Partial<NamespaceNetworkState<N>>,
): NetworkState<N> => ({
  ...state,
  namespaces: {
    ...state.namespaces,
    [namespace]: { ...namespaceNetworks(state, namespace), ...patch },
  },
})

/** Whether `network` is one the site asked for (any network when it asked for none). */
export const isNetworkSupported = <N extends NetworkRef>(
  state: NetworkState<N>,
  network: NetworkRef,
): boolean => {
  const requested = namespaceNetworks(state, network.chainNamespace).requestedCaipNetworks
  return (
    requested.length === 0 ||
    requested.some((candidate) => candidate.caipNetworkId === network.caipNetworkId)
  )
}

/** Whether smart accounts are enabled on `network`. */
export const isSmartAccountEnabled = <N extends NetworkRef>(
  state: NetworkState<N>,
  network: NetworkRef,
): boolean =>
  namespaceNetworks(state, network.chainNamespace).smartAccountEnabledNetworks.some(
    (chainId) => String(chainId) === String(network.id),
  )

/** Makes a network store. */
export const createNetworkStore = <N extends NetworkRef = CaipNetwork>(
  initial: NetworkState<NoInfer<N>> = initialNetworkState,
): Store<NetworkState<N>> => createStore(initial)

/**
 * The network state before anything is connected: the default network active and, per chain
 * family, the configured networks as both the known and the requested ones, so that a network
 * the site did not ask for (a chain the wallet moved to) is unsupported.
 */
export const configuredNetworkState = <N extends CaipNetwork>(
  networks: ReadonlyArray<N>,
  defaultNetwork: N,
): NetworkState<N> =>
  networks.reduce<NetworkState<N>>(
    (state, network) => {
      const namespace = network.chainNamespace
      const current = namespaceNetworks(state, namespace)
      const caipNetworks = [...current.caipNetworks, network]
      return setNamespaceNetworks(state, namespace, {
        caipNetwork:
          namespace === defaultNetwork.chainNamespace
            ? defaultNetwork
            : (current.caipNetwork ?? network),
        caipNetworks,
        requestedCaipNetworks: caipNetworks,
      })
    },
    {
      ...initialNetworkState,
      activeChain: defaultNetwork.chainNamespace,
      activeCaipNetwork: defaultNetwork,
    },
  )
