import type { CaipNetworkId } from "../../core"

/** The EVM chain ids where swaps are offered (spec 9). */
export const swapChainIds = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
] as const

/** The CAIP-2 ids of the swap networks, in the order of `swapChainIds`. */
export const swapNetworks: ReadonlyArray<CaipNetworkId> = swapChainIds.map(
  (chainId): CaipNetworkId => `eip155:${chainId}`,
)

const swapNetworkSet: ReadonlySet<string> = new Set(swapNetworks)

/**
 * Whether swaps are offered on the network with this CAIP-2 id; never for an empty id.
 * @example
 * isSwapSupported("eip155:8453") // true
 */
export const isSwapSupported = (caipNetworkId: string | undefined): boolean =>
  caipNetworkId !== undefined && swapNetworkSet.has(caipNetworkId)

/**
 * Whether swaps are offered on a network: one of the spec's (point 9), or one the developer
 * added with `swap({ networks })`.
 * @example
 * isSwapNetwork("eip155:31337", ["eip155:31337"]) // true
 * isSwapNetwork("eip155:31337", []) // false
 */
export const isSwapNetwork = (
  caipNetworkId: string | undefined,
  extra: ReadonlyArray<string> = [],
): boolean =>
  isSwapSupported(caipNetworkId) || (caipNetworkId !== undefined && extra.includes(caipNetworkId))
