import type { CaipNetwork } from "../../../core"

/**
 * The Wallet Standard's Bitcoin extension's names for Bitcoin's networks (what Leather, Exodus
 * and Xverse list in `chains`), by the CAIP-2 id the kit names each with. A wallet may name a
 * network either way.
 */
const standardChainNames: Readonly<Record<string, string>> = {
  "bip122:000000000019d6689c085ae165831e93": "bitcoin:mainnet",
  "bip122:000000000933ea01ad0ee984209779ba": "bitcoin:testnet",
  "bip122:0f9188f13cb7b2c71f2a335e3a4fc328": "bitcoin:regtest",
}

/**
 * Whether a wallet's or account's `chains` include the Bitcoin `network`: by its CAIP-2 id
 * (`bip122:<genesis hash prefix>`) or by the Bitcoin extension's name for it.
 * @example listsBitcoinNetwork(["bitcoin:mainnet"], bitcoin) // true
 */
export const listsBitcoinNetwork = (chains: ReadonlyArray<string>, network: CaipNetwork): boolean =>
  chains.includes(network.caipNetworkId) ||
  (standardChainNames[network.caipNetworkId] !== undefined &&
    chains.includes(standardChainNames[network.caipNetworkId] ?? ""))
