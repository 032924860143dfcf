import { type CaipNetwork, solana, solanaDevnet, solanaTestnet } from "../../../core"

/**
 * The Wallet Standard's names for Solana's public clusters (`@solana/wallet-standard-chains`:
 * what Phantom, Solflare and Backpack list in `chains`), by the CAIP-2 id the kit names each
 * with. A wallet may use either form.
 */
const standardClusterNames: Readonly<Record<string, string>> = {
  [solana.caipNetworkId]: "solana:mainnet",
  [solanaDevnet.caipNetworkId]: "solana:devnet",
  [solanaTestnet.caipNetworkId]: "solana:testnet",
}

/** The Wallet Standard's name for a local validator, whose genesis hash it does not say. */
const localClusterName = "solana:localnet"

/**
 * Whether a wallet's or account's `chains` include `network`: by its CAIP-2 id, by the
 * Wallet Standard's cluster name for a public cluster (`solana:mainnet`, `solana:devnet`,
 * `solana:testnet`), or as `solana:localnet` for a network that is none of those (a local
 * validator, the sandbox's devnet).
 * @example
 * listsNetwork(["solana:devnet"], solanaDevnet) // true
 * listsNetwork(["solana:mainnet"], solanaDevnet) // false
 */
export const listsNetwork = (chains: ReadonlyArray<string>, network: CaipNetwork): boolean =>
  chainNameIn(chains, network) !== undefined

/**
 * The name `chains` (a wallet's or account's) gives `network`: its CAIP-2 id, else the Wallet
 * Standard's cluster name (see {@link listsNetwork}); none when they do not list it.
 * @example
 * chainNameIn(["solana:devnet"], solanaDevnet) // "solana:devnet"
 */
export const chainNameIn = (
  chains: ReadonlyArray<string>,
  network: CaipNetwork,
): string | undefined => {
  if (chains.includes(network.caipNetworkId)) return network.caipNetworkId
  const name = standardClusterNames[network.caipNetworkId] ?? localClusterName
  return chains.includes(name) ? name : undefined
}
