import type { CaipNetwork } from "../../core"

/**
 * Bitcoin's regtest as a network, for the plugin's tests (regtest's genesis block hash prefix
 * is its CAIP-2 reference, the chain the sandbox's Bitcoin ledger runs).
 */
export const bitcoinRegtestForTests: CaipNetwork = {
  id: "0f9188f13cb7b2c71f2a335e3a4fc328",
  caipNetworkId: "bip122:0f9188f13cb7b2c71f2a335e3a4fc328",
  chainNamespace: "bip122",
  name: "Bitcoin Regtest",
  nativeCurrency: { name: "Bitcoin", symbol: "BTC", decimals: 8 },
  rpcUrls: { default: { http: [] } },
}
