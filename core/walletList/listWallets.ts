import type { ConnectorGroup } from "../config/Features"
import type { WalletConnectWallet } from "../config/FoyerConfig"
import type { ConnectorInfo } from "../connectors/ConnectorInfo"
import { asWalletConnectWallet, type CatalogueWallet } from "./catalogue/CatalogueWallet"
import { matchesWalletSearch } from "./matchesWalletSearch"
import { type ConnectorOrdering, orderConnectors } from "./orderConnectors"

/** How many catalogue wallets the Connect view recommends (the rest are in AllWallets). */
export const recommendedWalletsShown = 4

/** How many wallets a page of the headless wallet list holds unless asked otherwise. */
export const defaultWalletPageSize = 10

/**
 * A wallet the visitor can connect with, as the modal lists it: a discovered connector
 * (EIP-6963 announced, legacy injected, WalletConnect, external) or a WalletConnect wallet of
 * the config (`walletConnectWallets`), which connects through the pairing connector.
 */
export interface WalletEntry {
  /** Unique in a list: `connector:<id>` or `walletConnect:<id>`. */
  readonly key: string
  /** The connector's id, or the configured WalletConnect wallet's id (`open({ walletId })`). */
  readonly id: string
  /** Display name; untrusted text from the wallet, render as text only. */
  readonly name: string
  readonly icon: string | undefined
  /**
   * The connector `client.connect` takes: the wallet's own, or for a WalletConnect wallet the
   * WALLET_CONNECT connector (undefined when none is listed: 'WalletConnectConnector not found').
   */
  readonly connectorId: string | undefined
  /** A configured WalletConnect wallet's id, passed as `connect(connectorId, { walletId })`. */
  readonly walletId?: string
  /** The Connect view's group that lists it (tagged there); undefined when only AllWallets lists it. */
  readonly group: ConnectorGroup | undefined
}

/** What the wallet lists are made of: the kit's stores and config, read at one moment. */
export interface WalletSources {
  /** The discovered connectors (`client.stores.connectors`). */
  readonly connectors: ReadonlyArray<ConnectorInfo>
  /** The Connect view's group order, recent and featured wallet ids. */
  readonly ordering: ConnectorOrdering
  /** The configured WalletConnect wallets (config `walletConnectWallets`). */
  readonly walletConnectWallets: ReadonlyArray<WalletConnectWallet>
  /** Whether they are listed: the modal lists them on a phone, which cannot scan its own QR code. */
  readonly listWalletConnectWallets: boolean
  /**
   * The wallet catalogue as the config narrows it (`client.stores.walletCatalogue`; empty until
   * its chunk has loaded). A catalogue wallet whose extension is installed is not listed apart:
   * its connector stands for it.
   */
  readonly catalogue?: ReadonlyArray<CatalogueWallet>
}

/** What a page of the headless wallet list is asked for. */
export interface WalletQuery {
  /** Words the name must all contain, case-insensitive (AllWallets' search); none by default. */
  readonly search?: string
  /** The page, from 1 (the default). */
  readonly page?: number
  /** Wallets per page ({@link defaultWalletPageSize} by default). */
  readonly pageSize?: number
}

/** One page of the wallet list. */
export interface WalletPage {
  readonly wallets: ReadonlyArray<WalletEntry>
  /** How many wallets match the search, on every page. */
  readonly total: number
  readonly page: number
  readonly pageSize: number
  /** How many pages the matching wallets fill (at least 1). */
  readonly pageCount: number
}

const connectorEntry = (connector: ConnectorInfo, group?: ConnectorGroup): WalletEntry => ({
  key: `connector:${connector.id}`,
  id: connector.id,
  name: connector.name,
  icon: connector.icon,
  connectorId: connector.id,
  group,
})

const walletConnectEntry = (
  wallet: WalletConnectWallet,
  pairingId: string | undefined,
): WalletEntry => ({
  key: `walletConnect:${wallet.id}`,
  id: wallet.id,
  name: wallet.name,
  icon: wallet.icon,
  connectorId: pairingId,
  walletId: wallet.id,
  group: undefined,
})

/** The catalogue wallets not installed: no connector has their rdns. */
const catalogueNotInstalled = (
  sources: Pick<WalletSources, "connectors" | "catalogue">,
): ReadonlyArray<CatalogueWallet> => {
  const installed = new Set(sources.connectors.map((c) => c.rdns).filter((r) => r !== undefined))
  return (sources.catalogue ?? []).filter(
    (wallet) => wallet.rdns === undefined || !installed.has(wallet.rdns),
  )
}

const catalogueEntry = (
  wallet: CatalogueWallet,
  pairingId: string | undefined,
  group?: ConnectorGroup,
): WalletEntry => ({ ...walletConnectEntry(asWalletConnectWallet(wallet), pairingId), group })

/**
 * The Connect view's list: the connectors in the spec's group order (see `orderConnectors`),
 * with the catalogue's wallets that are not installed: the featured ones (`featuredWalletIds`,
 * in that order) in the featured group, and the first {@link recommendedWalletsShown} others
 * in the recommended group.
 */
export const connectWalletEntries = (sources: WalletSources): ReadonlyArray<WalletEntry> => {
  const { order, featuredIds } = sources.ordering
  const connectors = orderConnectors(sources.connectors, sources.ordering).map(
    ({ connector, group }) => connectorEntry(connector, group),
  )
  const pairingId = sources.connectors.find((c) => c.type === "WALLET_CONNECT")?.id
  const offered = catalogueNotInstalled(sources)
  const featured = featuredIds.flatMap((id) => offered.filter((wallet) => wallet.id === id))
  const recommended = offered
    .filter((wallet) => !featuredIds.includes(wallet.id))
    .slice(0, recommendedWalletsShown)
  const rank = (entry: WalletEntry) =>
    entry.group === undefined ? order.length : order.indexOf(entry.group)
  // Stable: each group keeps its own order; a group the order leaves out is not shown.
  return [
    ...connectors,
    ...featured.map((wallet) => catalogueEntry(wallet, pairingId, "featured")),
    ...recommended.map((wallet) => catalogueEntry(wallet, pairingId, "recommended")),
  ]
    .filter((entry) => entry.group === undefined || order.includes(entry.group))
    .sort((a, b) => rank(a) - rank(b))
}

/**
 * The AllWallets view's list: every connector but the embedded AUTH wallet, the catalogue's
 * wallets that are not installed, and the configured WalletConnect wallets where they are
 * listed, matching `search`, alphabetically.
 */
export const allWalletEntries = (
  sources: Omit<WalletSources, "ordering">,
  search = "",
): ReadonlyArray<WalletEntry> => {
  const pairingId = sources.connectors.find((c) => c.type === "WALLET_CONNECT")?.id
  const discovered = sources.connectors
    .filter((c) => c.type !== "AUTH")
    .map((c) => connectorEntry(c))
  const walletConnect = sources.listWalletConnectWallets
    ? sources.walletConnectWallets.map((w) => walletConnectEntry(w, pairingId))
    : []
  // A configured wallet listed here stands for the catalogue's of the same id.
  const catalogue = catalogueNotInstalled(sources)
    .filter((wallet) => !walletConnect.some((entry) => entry.id === wallet.id))
    .map((wallet) => catalogueEntry(wallet, pairingId))
  return [...discovered, ...walletConnect, ...catalogue]
    .filter((entry) => matchesWalletSearch(entry, search))
    .sort((a, b) => a.name.localeCompare(b.name))
}

const wholeNumberAtLeast = (value: number | undefined, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.max(1, Math.floor(value))

/**
 * A page of every wallet the modal offers, in the modal's order. Without a search: the Connect
 * view's list (its groups, recent wallets first-class), then the wallets only AllWallets adds,
 * alphabetically. With one: AllWallets' result for it (same matching, alphabetical).
 * @example
 * const { wallets, total } = listWallets(walletSourcesOf(client), { search: "meta", pageSize: 5 })
 */
export const listWallets = (sources: WalletSources, query: WalletQuery = {}): WalletPage => {
  const search = query.search ?? ""
  const all = allWalletEntries(sources, search)
  const matching =
    search.trim() === ""
      ? (() => {
          const first = connectWalletEntries(sources)
          const listed = new Set(first.map((entry) => entry.key))
          return [...first, ...all.filter((entry) => !listed.has(entry.key))]
        })()
      : all
  const pageSize = wholeNumberAtLeast(query.pageSize, defaultWalletPageSize)
  const page = wholeNumberAtLeast(query.page, 1)
  const start = (page - 1) * pageSize
  return {
    wallets: matching.slice(start, start + pageSize),
    total: matching.length,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(matching.length / pageSize)),
  }
}
