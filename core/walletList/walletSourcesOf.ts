import type { FoyerClient } from "../client/FoyerClient"
import type { WalletSources } from "./listWallets"

/**
 * What the running kit lists wallets from, now: its connectors and recent wallets, the
 * Connect view's group order and featured ids, the configured WalletConnect wallets (listed,
 * as the modal does, unless `listWalletConnectWallets` is false), the catalogue and what
 * `excludeWalletIds` hides.
 */
export const walletSourcesOf = (
  client: FoyerClient,
  options: { readonly listWalletConnectWallets?: boolean } = {},
): WalletSources => ({
  connectors: client.stores.connectors.getSnapshot(),
  ordering: {
    order: client.kernel.features.connectorOrder,
    recentIds: client.stores.recentWallets.getSnapshot().map((wallet) => wallet.id),
    featuredIds: client.kernel.config.featuredWalletIds,
  },
  walletConnectWallets: client.walletConnectWallets,
  listWalletConnectWallets: options.listWalletConnectWallets ?? true,
  catalogue: client.walletCatalogue,
  excluded: client.excludedWallets,
})
