import type { ChainNamespace } from "../chains/ChainNamespace"
import { walletNamespace } from "../connections/walletNamespace"
import type { NetworkRef } from "./NetworkRef"

/**
 * The chain families the kernel itself has a chain adapter for (its own connectors' families:
 * browser wallets announced with EIP-6963 and WalletConnect sessions are EVM). A plugin adds
 * another family's (`FoyerPlugin.chainNamespaces`, `PluginKit.chainAdapters`).
 */
export const adapterNamespaces: ReadonlyArray<ChainNamespace> = [walletNamespace]

/**
 * Whether the kit has a chain adapter for any configured network (spec 2's "adapters"), given
 * the families it has adapters for (the kernel's alone by default). A site that configures
 * only networks of families without one (Solana with no Solana plugin) has none: no wallet
 * list can connect there, and the modal opens on the WalletConnect pairing instead.
 * @example
 * hasChainAdapter([solana]) // false
 * hasChainAdapter([solana, ethereum]) // true
 * hasChainAdapter([solana], ["eip155", "solana"]) // true
 */
export const hasChainAdapter = (
  networks: ReadonlyArray<NetworkRef>,
  namespaces: ReadonlyArray<ChainNamespace> = adapterNamespaces,
): boolean => networks.some((network) => namespaces.includes(network.chainNamespace))
