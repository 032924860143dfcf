import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainNamespace } from "../chains/ChainNamespace"
import { unknownNetwork } from "../chains/unknownNetwork"

/**
 * The network a wallet reports being on: the configured network with that chain id, else
 * the unsupported 'Unknown Network' placeholder for it.
 * @example networkForChainId(kernel.networks, "eip155", 137)
 */
export const networkForChainId = (
  networks: ReadonlyArray<CaipNetwork>,
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetwork =>
  networks.find((network) => network.caipNetworkId === `${namespace}:${chainId}`) ??
  unknownNetwork(`${namespace}:${chainId}`)
