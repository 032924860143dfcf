import type { FoyerConfig } from "../config/FoyerConfig"

/**
 * The RPC URLs the developer gave a network of `customNetworks` (its `rpcUrls.default.http`),
 * the web (http, https) ones in their order; none for a network of the built-in catalogue.
 *
 * A catalogue network's `rpcUrls` are the chain's public endpoints, handed to a wallet that
 * adds the chain (wallet_addEthereumChain): the kit reads such a network through the
 * provider's RPC alone, as the spec's blockchain RPC URL says, and sends no visitor's address
 * to a third party's node the developer did not choose. A developer who wants other nodes lists
 * them in `customNetworks`, for a network of the catalogue too (same CAIP-2 id).
 * @example
 * customRpcUrls({ customNetworks: [{ ...base, rpcUrls: { default: { http: [a, b] } } }] }, "eip155:8453")
 * // [a, b]
 */
export const customRpcUrls = (
  config: Pick<FoyerConfig, "customNetworks">,
  caipNetworkId: string,
): ReadonlyArray<string> => {
  // The last entry of an id is the one the network catalogue keeps.
  const configured = config.customNetworks.filter(
    (network) => network.caipNetworkId === caipNetworkId,
  )
  return (configured.at(-1)?.rpcUrls.default.http ?? []).filter((url) => webUrl.test(url))
}

const webUrl = /^https?:\/\/[^\s]+$/i
