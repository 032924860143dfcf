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

/**
 * The CAIP-2 reference of the sandbox's Solana devnet: the first 32 characters of its genesis
 * hash, which is fixed (the hash of its name), so the id is the same on every start.
 */
const foyerSolanaDevnetReference = "4bqj8iGQAF33q6CNycphcsExXpAzEcrk"

/** The CAIP-2 id of the sandbox's Solana devnet (litesvm in the sandbox's process). */
export const foyerSolanaDevnetCaipNetworkId = `solana:${foyerSolanaDevnetReference}` as const

/**
 * The sandbox's Solana devnet, "Foyer Solana Devnet" (SOL, 9 decimals); its RPC URL is only
 * known once the sandbox has started.
 * @example
 * makeNetworkCatalogue({ extra: [foyerSolanaDevnet(sandbox.urls.solana.rpcUrl)] })
 */
export const foyerSolanaDevnet = (rpcUrl: string): CaipNetwork => ({
  id: foyerSolanaDevnetReference,
  caipNetworkId: foyerSolanaDevnetCaipNetworkId,
  chainNamespace: "solana",
  name: "Foyer Solana Devnet",
  nativeCurrency: { name: "Solana", symbol: "SOL", decimals: 9 },
  rpcUrls: { default: { http: [rpcUrl] }, chainDefault: { http: [rpcUrl] } },
})

/**
 * The CAIP-2 reference of the sandbox's Bitcoin chain: regtest's genesis block hash prefix
 * (every regtest chain starts from the same genesis), so the id is the same on every start.
 */
const foyerBitcoinRegtestReference = "0f9188f13cb7b2c71f2a335e3a4fc328"

/** The CAIP-2 id of the sandbox's Bitcoin chain (a regtest ledger in the sandbox's process). */
export const foyerBitcoinRegtestCaipNetworkId = `bip122:${foyerBitcoinRegtestReference}` as const

/**
 * The sandbox's Bitcoin chain, "Foyer Bitcoin Regtest" (BTC, 8 decimals; its accounts are
 * `payment` accounts, Bitcoin's default). Like the default Bitcoin networks it is reached
 * through the provider's RPC URL, only known once the sandbox has started; it has no
 * explorer.
 * @example
 * makeNetworkCatalogue({ extra: [foyerBitcoinRegtest(rpcUrl)] })
 */
export const foyerBitcoinRegtest = (rpcUrl: string): CaipNetwork => ({
  id: foyerBitcoinRegtestReference,
  caipNetworkId: foyerBitcoinRegtestCaipNetworkId,
  chainNamespace: "bip122",
  name: "Foyer Bitcoin Regtest",
  nativeCurrency: { name: "Bitcoin", symbol: "BTC", decimals: 8 },
  rpcUrls: { default: { http: [rpcUrl] }, chainDefault: { http: [rpcUrl] } },
})
