import type { CaipNetwork } from "./CaipNetwork"

// The data below is written out rather than derived from `viem/chains`: importing those
// definitions would pull viem's OP-stack formatters into every page that shows the connect
// button, for a handful of strings. The test cross-checks ids, currencies and explorers
// against viem so the two cannot drift apart unnoticed.

const ether = { name: "Ether", symbol: "ETH", decimals: 18 } as const

const evm = (
  id: number,
  name: string,
  nativeCurrency: CaipNetwork["nativeCurrency"],
  rpcUrl: string,
  explorer: { readonly name: string; readonly url: string },
): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: "eip155",
  name,
  nativeCurrency,
  blockExplorers: { default: explorer },
  rpcUrls: { default: { http: [rpcUrl] }, chainDefault: { http: [rpcUrl] } },
})

/** Ethereum mainnet (eip155:1). */
export const ethereum = evm(1, "Ethereum", ether, "https://ethereum.reth.rs/rpc", {
  name: "Etherscan",
  url: "https://etherscan.io",
})

/** Optimism (eip155:10). */
export const optimism = evm(10, "Optimism", ether, "https://mainnet.optimism.io", {
  name: "Optimism Explorer",
  url: "https://optimistic.etherscan.io",
})

/** Arbitrum One (eip155:42161). */
export const arbitrum = evm(42161, "Arbitrum", ether, "https://arb1.arbitrum.io/rpc", {
  name: "Arbiscan",
  url: "https://arbiscan.io",
})

/** Polygon PoS (eip155:137). */
export const polygon = evm(
  137,
  "Polygon",
  { name: "POL", symbol: "POL", decimals: 18 },
  "https://polygon.drpc.org",
  { name: "PolygonScan", url: "https://polygonscan.com" },
)

/** BNB Smart Chain (eip155:56). */
export const bnb = evm(
  56,
  "BNB",
  { name: "BNB", symbol: "BNB", decimals: 18 },
  "https://56.rpc.thirdweb.com",
  { name: "BscScan", url: "https://bscscan.com" },
)

/** Avalanche C-Chain (eip155:43114). */
export const avalanche = evm(
  43114,
  "Avalanche",
  { name: "Avalanche", symbol: "AVAX", decimals: 18 },
  "https://api.avax.network/ext/bc/C/rpc",
  { name: "SnowTrace", url: "https://snowtrace.io" },
)

/** Base (eip155:8453). */
export const base = evm(8453, "Base", ether, "https://mainnet.base.org", {
  name: "Basescan",
  url: "https://basescan.org",
})

const sol = { name: "Solana", symbol: "SOL", decimals: 9 } as const

const solanaNetwork = (id: string, name: string, rpcUrl: string): CaipNetwork => ({
  id,
  caipNetworkId: `solana:${id}`,
  chainNamespace: "solana",
  name,
  nativeCurrency: sol,
  blockExplorers: { default: { name: "Solscan", url: "https://solscan.io" } },
  rpcUrls: { default: { http: [rpcUrl] }, chainDefault: { http: [rpcUrl] } },
})

/** Solana mainnet (its CAIP-2 reference is the genesis hash prefix). */
export const solana = solanaNetwork(
  "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
  "Solana",
  "https://api.mainnet-beta.solana.com",
)

/** Solana devnet. */
export const solanaDevnet = solanaNetwork(
  "EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
  "Solana Devnet",
  "https://api.devnet.solana.com",
)

/** Solana testnet. */
export const solanaTestnet = solanaNetwork(
  "4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z",
  "Solana Testnet",
  "https://api.testnet.solana.com",
)

const btc = { name: "Bitcoin", symbol: "BTC", decimals: 8 } as const

// Bitcoin has no public JSON-RPC endpoint of its own; the kit reaches it through the
// provider's RPC, whose URL (with the project id) is filled in at start-up.
const bitcoinNetwork = (id: string, name: string, explorerUrl: string): CaipNetwork => ({
  id,
  caipNetworkId: `bip122:${id}`,
  chainNamespace: "bip122",
  name,
  nativeCurrency: btc,
  blockExplorers: { default: { name: "Mempool", url: explorerUrl } },
  rpcUrls: { default: { http: [] } },
})

/** Bitcoin mainnet (its CAIP-2 reference is the genesis block hash prefix). */
export const bitcoin = bitcoinNetwork(
  "000000000019d6689c085ae165831e93",
  "Bitcoin",
  "https://mempool.space",
)

/** Bitcoin testnet. */
export const bitcoinTestnet = bitcoinNetwork(
  "000000000933ea01ad0ee984209779ba",
  "Bitcoin Testnet",
  "https://mempool.space/testnet",
)

/**
 * The default listed chains of spec 9, in order: Ethereum, Optimism, Arbitrum, Polygon,
 * BNB, Avalanche, Base, the Solana networks and the Bitcoin networks.
 */
export const defaultNetworks: ReadonlyArray<CaipNetwork> = [
  ethereum,
  optimism,
  arbitrum,
  polygon,
  bnb,
  avalanche,
  base,
  solana,
  solanaDevnet,
  solanaTestnet,
  bitcoin,
  bitcoinTestnet,
]
