import { useMemo } from "react"
import type {
  CatalogueWallet,
  ConnectorInfo,
  WalletConnectWallet,
  WalletPage,
  WalletQuery,
} from "../../core"
import { listWallets } from "../../core/walletList/listWallets"
import { useFoyerHandle } from "../provider/FoyerContext"
import { useFoyerBridge } from "../provider/useFoyerBridge"
import { allWalletsOffered } from "../shell/connectPreview"
import { useRecentWalletIds } from "../shell/useRecentWalletIds"
import { useStoreSelector } from "../state/useStoreSelector"

/** What {@link useFoyerWallets} is asked for: a search and a page of the wallet list. */
export interface UseFoyerWalletsOptions extends WalletQuery {
  /**
   * Whether to list the configured WalletConnect wallets (`walletConnectWallets`), each
   * connecting through a pairing (`useWalletConnectUri` gives its URI). Default: as the modal
   * does (true). They join the list once the kit has loaded.
   */
  readonly walletConnectWallets?: boolean
}

const noWalletConnectWallets: ReadonlyArray<WalletConnectWallet> = []
const allConnectors = (connectors: ReadonlyArray<ConnectorInfo>) => connectors
const noConnectors: ReadonlyArray<ConnectorInfo> = []
const noCatalogue: ReadonlyArray<CatalogueWallet> = []

/**
 * The wallets the modal offers, without the modal: a page of them in the modal's order (the
 * Connect view's, then those only All Wallets adds), searched as All Wallets searches, with
 * the total. Where the modal offers no All Wallets (`allWallets: "HIDE"`, `"ONLY_MOBILE"` on a
 * computer, or the `allWallets` feature off), the Connect view's wallets alone. Before the kit has loaded it lists the page's browser wallets and recent ones (the
 * same preview the Connect view draws first), so listing downloads nothing; connecting does.
 * @example
 * const { wallets, total, pageCount } = useFoyerWallets({ search, page, pageSize: 5 })
 */
export const useFoyerWallets = (options: UseFoyerWalletsOptions = {}): WalletPage => {
  const foyer = useFoyerHandle()
  const client = useFoyerBridge("client")
  const preview = client === undefined ? foyer.connectPreview() : undefined
  const connectors = useStoreSelector(
    client?.stores.connectors ?? preview?.connectors,
    allConnectors,
    noConnectors,
  )
  const recentIds = useRecentWalletIds(client, preview?.ordering.recentIds)
  const order = client?.kernel.features.connectorOrder ?? preview?.ordering.order
  const featuredIds = client?.kernel.config.featuredWalletIds ?? preview?.ordering.featuredIds
  // Once the kit has loaded: it decodes them (names cleaned of bidi and invisible characters).
  const walletConnectWallets = client?.walletConnectWallets ?? noWalletConnectWallets
  const listed = options.walletConnectWallets ?? true
  const catalogue = client?.walletCatalogue ?? noCatalogue
  const excluded = client?.excludedWallets
  const allWallets = allWalletsOffered(client, foyer.connectPreview)
  const { search, page, pageSize } = options
  return useMemo(
    () =>
      listWallets(
        {
          connectors,
          ordering: { order: order ?? [], recentIds, featuredIds: featuredIds ?? [] },
          walletConnectWallets,
          listWalletConnectWallets: listed,
          catalogue,
          ...(excluded === undefined ? {} : { excluded }),
          allWallets,
        },
        {
          ...(search === undefined ? {} : { search }),
          ...(page === undefined ? {} : { page }),
          ...(pageSize === undefined ? {} : { pageSize }),
        },
      ),
    [
      connectors,
      order,
      recentIds,
      featuredIds,
      walletConnectWallets,
      listed,
      catalogue,
      allWallets,
      excluded,
      search,
      page,
      pageSize,
    ],
  )
}
