import type { CaipNetwork, ConnectorContext } from "../../core"

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
  networks.find((network) => accountChains.includes(network.caipNetworkId)) ??
  networks.find((network) => walletChains.includes(network.caipNetworkId))
