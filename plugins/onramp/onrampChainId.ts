import type { CaipNetwork } from "../../core"

/**
 * The chain id an onramp network names a kit network by: its CAIP-2 reference, whatever its
 * family (the decimal chain id on EVM, the genesis hash prefix on Solana), so the pickers and
 * logos find a Solana network as they find an EVM one.
 * @example
 * onrampChainIdOf(base) // "8453"
 * onrampChainIdOf(solana) // "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
 */
export const onrampChainIdOf = (network: CaipNetwork): string =>
  network.caipNetworkId.slice(network.chainNamespace.length + 1)

/**
 * The kit network among `networks` that an onramp network's chain id names (a CAIP-2
 * reference: EVM's are decimal, Solana's base58 genesis hash prefixes, so families never share one).
 * @example
 * networkOfOnrampChainId(config.networks, "8453")?.name // "Base"
 */
export const networkOfOnrampChainId = (
  networks: ReadonlyArray<CaipNetwork>,
  chainId: string,
): CaipNetwork | undefined => networks.find((network) => onrampChainIdOf(network) === chainId)
