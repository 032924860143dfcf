import type { CaipNetwork } from "./CaipNetwork"

/** The chain ids of the sandbox's local EVM devnets (anvil). */
export const foyerDevnetChainIds = [31337, 31338] as const

const devnet = (id: number, name: string, rpcUrl: string): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: "eip155",
  name,
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] }, chainDefault: { http: [rpcUrl] } },
})

/**
 * The sandbox's first local EVM devnet, "Foyer Devnet" (anvil, chain id 31337); its RPC URL
 * is only known once the sandbox has started.
 * @example
 * makeNetworkCatalogue({ extra: [foyerDevnet("http://127.0.0.1:8545")] })
 */
export const foyerDevnet = (rpcUrl: string): CaipNetwork => devnet(31337, "Foyer Devnet", rpcUrl)

/** The sandbox's second local EVM devnet, "Foyer Devnet 2" (anvil, chain id 31338). */
export const foyerDevnet2 = (rpcUrl: string): CaipNetwork => devnet(31338, "Foyer Devnet 2", rpcUrl)
