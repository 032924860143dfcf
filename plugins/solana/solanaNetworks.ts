import {
  type CaipNetwork,
  type ConnectorContext,
  solana,
  solanaDevnet,
  solanaTestnet,
} from "../../core"

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

/**
 * The site's Solana networks, the one to prefer first: the configured default network when it
 * is a Solana one, then the others in configured order.
 */
export const solanaNetworksOf = (context: ConnectorContext): ReadonlyArray<CaipNetwork> => {
  const solana = context.networks.filter((network) => network.chainNamespace === "solana")
  const preferred = solana.find(
    (network) => network.caipNetworkId === context.config.defaultNetwork,
  )
  return preferred === undefined
    ? solana
    : [preferred, ...solana.filter((network) => network !== preferred)]
}

/**
 * The network a Solana session starts on: the first of `networks` (preferred first) that the
 * account lists among its chains, else the first the wallet lists; none when neither lists any.
 * @example
 * networkFor(solanaNetworksOf(context), account.chains, wallet.chains) // Solana Devnet
 */
export const networkFor = (
  networks: ReadonlyArray<CaipNetwork>,
  accountChains: ReadonlyArray<string>,
  walletChains: ReadonlyArray<string>,
): CaipNetwork | undefined =>
  networks.find((network) => listsNetwork(accountChains, network)) ??
  networks.find((network) => listsNetwork(walletChains, network))
