import type { ConnectorGroup } from "../config/Features"
import type { WalletConnectWallet } from "../config/FoyerConfig"
import type { ConnectorInfo } from "../connectors/ConnectorInfo"
import { asWalletConnectWallet, type CatalogueWallet } from "./catalogue/CatalogueWallet"
import { matchesWalletSearch } from "./matchesWalletSearch"
import { type MultiChainWallet, multiChainWallets } from "./multiChainWallets"
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
  /**
   * The connector's id, or the configured WalletConnect wallet's id (`open({ walletId })`); for
   * a wallet of several chain families, its first family's connector's.
   */
  readonly id: string
  /** Display name; untrusted text from the wallet, render as text only. */
  readonly name: string
  readonly icon: string | undefined
  /**
   * The connector `client.connect` takes: the wallet's own (for a wallet of several chain
   * families, its first family's: EVM's), or for a WalletConnect wallet the WALLET_CONNECT
   * connector (undefined when none is listed: 'WalletConnectConnector not found').
   */
  readonly connectorId: string | undefined
  /**
   * For a wallet that serves several chain families (see `multiChainWallets`), listed once:
   * its connectors, one per family, in the kit's family order (EVM first). The modal opens
   * ConnectingMultiChain with them, where the visitor picks the family; `connectWallet`
   * connects `connectorId`, and any of these connects its family. Absent for other wallets.
   */
  readonly connectorIds?: ReadonlyArray<string>
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
  /** Whether they are listed (the modal lists them: the Connect view's custom group). */
  readonly listWalletConnectWallets: boolean
  /**
   * The wallet catalogue as the config narrows it (`client.walletCatalogue`; empty until
   * its chunk has loaded). A catalogue wallet whose extension is installed is not listed apart:
   * its connector stands for it.
   */
  readonly catalogue?: ReadonlyArray<CatalogueWallet>
  /**
   * Connector ids and rdns never listed (`client.excludedWallets`: `excludeWalletIds` and the
   * rdns of the catalogue wallets it names).
   */
  readonly excluded?: ReadonlySet<string>
  /**
   * Whether All Wallets is offered (the `allWallets` feature and option; default true). Without
   * it the visitor reaches only the Connect view's wallets, so the headless list is those alone,
   * and a search looks only there.
   */
  readonly allWallets?: boolean
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

/** A wallet of several chain families as one entry, named and drawn as its first family's. */
const multiChainEntry = (wallet: MultiChainWallet, first: WalletEntry): WalletEntry => {
  const [own] = wallet.connectors
  return {
    key: wallet.key,
    id: own?.id ?? first.id,
    name: own?.name ?? first.name,
    icon: wallet.connectors.find((c) => c.icon !== undefined)?.icon,
    connectorId: own?.id ?? first.connectorId,
    connectorIds: wallet.connectors.map((c) => c.id),
    group: first.group,
  }
}

/**
 * `entries` with each wallet of several chain families among `connectors` (the connectors the
 * list shows) once: in the place, and the group, of its first entry; its other entries go.
 */
const oneEntryPerWallet = (
  entries: ReadonlyArray<WalletEntry>,
  connectors: ReadonlyArray<ConnectorInfo>,
): ReadonlyArray<WalletEntry> => {
  const walletOf = new Map<string, MultiChainWallet>()
  for (const wallet of multiChainWallets(connectors)) {
    for (const connector of wallet.connectors) walletOf.set(connector.id, wallet)
  }
  if (walletOf.size === 0) return entries
  const listed = new Set<string>()
  return entries.flatMap((entry) => {
    const wallet = entry.walletId === undefined ? walletOf.get(entry.id) : undefined
    if (wallet === undefined) return [entry]
    if (listed.has(wallet.key)) return []
    listed.add(wallet.key)
    return [multiChainEntry(wallet, entry)]
  })
}

/** The connectors a list may show: not excluded by id or rdns (`excludeWalletIds`). */
const listedConnectors = (
  sources: Pick<WalletSources, "connectors" | "excluded">,
): ReadonlyArray<ConnectorInfo> => {
  const excluded = sources.excluded
  if (excluded === undefined || excluded.size === 0) return sources.connectors
  return sources.connectors.filter(
    (c) => !excluded.has(c.id) && (c.rdns === undefined || !excluded.has(c.rdns)),
  )
}

/** Whether a wallet's browser extension is installed: a connector has its rdns. */
const installedRdns = (connectors: ReadonlyArray<ConnectorInfo>) => {
  const installed = new Set(connectors.map((c) => c.rdns).filter((r) => r !== undefined))
  return (wallet: { readonly rdns?: string | undefined }) =>
    wallet.rdns !== undefined && installed.has(wallet.rdns)
}

/**
 * The wallets reached over WalletConnect that are not installed (their connector stands for
 * an installed one): the dApp's own (`walletConnectWallets`, the custom group), then the
 * catalogue's others (a dApp's wallet with a catalogue id stands for that catalogue wallet).
 */
const pairedWallets = (
  sources: Pick<WalletSources, "connectors" | "catalogue" | "walletConnectWallets" | "excluded">,
): ReadonlyArray<{ readonly wallet: WalletConnectWallet; readonly custom: boolean }> => {
  const installed = installedRdns(sources.connectors)
  const own = sources.walletConnectWallets.filter((wallet) => !sources.excluded?.has(wallet.id))
  return [
    ...own.map((wallet) => ({ wallet, custom: true })),
    ...(sources.catalogue ?? [])
      .filter((wallet) => !own.some((w) => w.id === wallet.id) && !sources.excluded?.has(wallet.id))
      .map((wallet) => ({ wallet: asWalletConnectWallet(wallet), custom: false })),
  ].filter(({ wallet }) => !installed(wallet))
}

/**
 * The Connect view's list: the connectors in the spec's group order (see `orderConnectors`),
 * a wallet of several chain families once (in its first connector's place), with the wallets reached over WalletConnect that are not installed: the featured ones
 * (`featuredWalletIds`, in that order) in the featured group, the dApp's own
 * (`walletConnectWallets`) in the custom group, and the first {@link recommendedWalletsShown}
 * others of the catalogue in the recommended group.
 */
export const connectWalletEntries = (sources: WalletSources): ReadonlyArray<WalletEntry> => {
  const { order, featuredIds } = sources.ordering
  const connectors = listedConnectors(sources)
  const ordered = orderConnectors(connectors, sources.ordering)
  const listed = oneEntryPerWallet(
    ordered.map(({ connector, group }) => connectorEntry(connector, group)),
    ordered.map(({ connector }) => connector),
  )
  const pairingId = connectors.find((c) => c.type === "WALLET_CONNECT")?.id
  const paired = pairedWallets({ ...sources, connectors }).filter(
    ({ custom }) => !custom || sources.listWalletConnectWallets,
  )
  const grouped = (wallet: WalletConnectWallet, group: ConnectorGroup): WalletEntry => ({
    ...walletConnectEntry(wallet, pairingId),
    group,
  })
  const featured = featuredIds.flatMap((id) =>
    paired
      .filter(({ wallet }) => wallet.id === id)
      .map(({ wallet }) => grouped(wallet, "featured")),
  )
  const others = paired.filter(({ wallet }) => !featuredIds.includes(wallet.id))
  const custom = others.filter((p) => p.custom).map(({ wallet }) => grouped(wallet, "custom"))
  const recommended = others
    .filter((p) => !p.custom)
    .slice(0, recommendedWalletsShown)
    .map(({ wallet }) => grouped(wallet, "recommended"))
  const rank = (entry: WalletEntry) =>
    entry.group === undefined ? order.length : order.indexOf(entry.group)
  // Stable: each group keeps its own order; a group the order leaves out is not shown.
  return [...listed, ...featured, ...custom, ...recommended]
    .filter((entry) => entry.group === undefined || order.includes(entry.group))
    .sort((a, b) => rank(a) - rank(b))
}

/**
 * The AllWallets view's list: every connector but the embedded AUTH wallet (a wallet of several
 * chain families once), and the wallets
 * reached over WalletConnect that are not installed (the dApp's own where they are listed, the
 * catalogue's), matching `search`, alphabetically; nothing `excludeWalletIds` names.
 */
export const allWalletEntries = (
  sources: Omit<WalletSources, "ordering">,
  search = "",
): ReadonlyArray<WalletEntry> => {
  const connectors = listedConnectors(sources)
  const pairingId = connectors.find((c) => c.type === "WALLET_CONNECT")?.id
  const listable = connectors.filter((c) => c.type !== "AUTH")
  const discovered = oneEntryPerWallet(
    listable.map((c) => connectorEntry(c)),
    listable,
  )
  const paired = pairedWallets({ ...sources, connectors })
    .filter(({ custom }) => !custom || sources.listWalletConnectWallets)
    .map(({ wallet }) => walletConnectEntry(wallet, pairingId))
  return [...discovered, ...paired]
    .filter((entry) => matchesWalletSearch(entry, search))
    .sort((a, b) => a.name.localeCompare(b.name))
}

const wholeNumberAtLeast = (value: number | undefined, fallback: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.max(1, Math.floor(value))

/** Without a search, the Connect view's list, then the wallets only All Wallets adds; with one, All Wallets' result. */
const everyWallet = (sources: WalletSources, search: string): ReadonlyArray<WalletEntry> => {
  const all = allWalletEntries(sources, search)
  if (search.trim() !== "") return all
  const first = connectWalletEntries(sources)
  const listed = new Set(first.map((entry) => entry.key))
  return [...first, ...all.filter((entry) => !listed.has(entry.key))]
}

/** The Connect view's list alone (All Wallets is not offered), matching `search` if any. */
const connectViewOnly = (sources: WalletSources, search: string): ReadonlyArray<WalletEntry> =>
  connectWalletEntries(sources).filter((entry) => matchesWalletSearch(entry, search))

/**
 * A page of every wallet the modal offers, in the modal's order. Without a search: the Connect
 * view's list (its groups, recent wallets first-class), then the wallets only AllWallets adds,
 * alphabetically. With one: AllWallets' result for it (same matching, alphabetical). Where All
 * Wallets is not offered (`sources.allWallets` false), the Connect view's list alone.
 * @example
 * const { wallets, total } = listWallets(walletSourcesOf(client), { search: "meta", pageSize: 5 })
 */
export const listWallets = (sources: WalletSources, query: WalletQuery = {}): WalletPage => {
  const search = query.search ?? ""
  const matching =
    sources.allWallets === false ? connectViewOnly(sources, search) : everyWallet(sources, search)
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
