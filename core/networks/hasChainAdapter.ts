import type { ChainNamespace } from "../chains/ChainNamespace"
import { walletNamespace } from "../connections/walletNamespace"
import type { NetworkRef } from "./NetworkRef"

/**
 * The chain families the kit has a chain adapter for: the families its connectors connect
 * wallets on. Browser wallets (EIP-6963) and WalletConnect sessions are EVM today, so EVM is
 * the only one; another family's adapter adds its namespace here.
 */
export const adapterNamespaces: ReadonlyArray<ChainNamespace> = [walletNamespace]

/**
 * Whether the kit has a chain adapter for any configured network (spec 2's "adapters"). A site
 * that configures only networks of other families (Solana, Bitcoin) has none: no wallet list
 * can connect there, and the modal opens on the WalletConnect pairing instead.
 * @example
 * hasChainAdapter([solana]) // false
 * hasChainAdapter([solana, ethereum]) // true
 */
export const hasChainAdapter = (networks: ReadonlyArray<NetworkRef>): boolean =>
  networks.some((network) => adapterNamespaces.includes(network.chainNamespace))
