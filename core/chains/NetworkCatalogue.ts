import type { CaipNetwork } from "./CaipNetwork"
import type { ChainNamespace } from "./ChainNamespace"
import { defaultNetworks } from "./defaultNetworks"

/** The networks the kit knows, with lookups by CAIP-2 id or by chain id. */
export interface NetworkCatalogue {
  /** Every network, defaults first in their listed order, then the extra ones. */
  readonly networks: ReadonlyArray<CaipNetwork>
  /** The network with this CAIP-2 id; none for an empty or unknown id. */
  readonly byCaipNetworkId: (caipNetworkId: string | undefined) => CaipNetwork | undefined
  /**
   * The first network with this chain id (`1` and `"1"` are the same id), optionally within
   * one namespace; none for an empty or unknown id.
   */
  readonly byId: (
    id: number | string | undefined,
    chainNamespace?: ChainNamespace,
  ) => CaipNetwork | undefined
  /** The image of the network with this CAIP-2 id; none for an empty id or a network without one. */
  readonly imageOf: (caipNetworkId: string | undefined) => CaipNetwork["assets"] | undefined
}

/** What a catalogue is made of. */
export interface NetworkCatalogueOptions {
  /** The starting networks; the default listed chains of spec 9 when absent. */
  readonly base?: ReadonlyArray<CaipNetwork>
  /**
   * Networks to add or override: one with the caipNetworkId of a base network replaces it
   * in place (e.g. to point Ethereum at the provider's RPC), any other one is appended
   * (e.g. the sandbox devnets, whose RPC URLs are only known at runtime).
   */
  readonly extra?: ReadonlyArray<CaipNetwork>
}

/**
 * Makes a network catalogue from the default listed chains plus extra or overriding networks.
 * @example
 * const catalogue = makeNetworkCatalogue({ extra: [foyerDevnet("http://127.0.0.1:8545")] })
 * catalogue.byCaipNetworkId("eip155:31337")?.name // "Foyer Devnet"
 */
export const makeNetworkCatalogue = (options: NetworkCatalogueOptions = {}): NetworkCatalogue => {
  const byCaipId = new Map<string, CaipNetwork>()
  for (const network of [...(options.base ?? defaultNetworks), ...(options.extra ?? [])]) {
    // Map.set keeps the first insertion position, so an override stays where the original was.
    byCaipId.set(network.caipNetworkId, network)
  }
  const networks = [...byCaipId.values()]

  // Spec 5: an empty network id gives no image or lookup.
  const byCaipNetworkId = (caipNetworkId: string | undefined) =>
    caipNetworkId ? byCaipId.get(caipNetworkId) : undefined

  const byId = (id: number | string | undefined, chainNamespace?: ChainNamespace) => {
    // Only a number or a text is a chain id; `String` would throw on a null-prototype object
    // and turn [1] into "1".
    if ((typeof id !== "number" && typeof id !== "string") || id === "") return undefined
    const wanted = String(id)
    return networks.find(
      (network) =>
        String(network.id) === wanted &&
        (chainNamespace === undefined || network.chainNamespace === chainNamespace),
    )
  }

  const imageOf = (caipNetworkId: string | undefined) => byCaipNetworkId(caipNetworkId)?.assets

  return { networks, byCaipNetworkId, byId, imageOf }
}
