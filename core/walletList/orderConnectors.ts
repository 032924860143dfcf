import type { ConnectorGroup } from "../config/Features"
import type { ConnectorInfo } from "../connectors/ConnectorInfo"

/** How many recent wallets the Connect view shows first (spec 3, 9: recent wallets kept, 2). */
export const recentWalletsShown = 2

/** A connector as the Connect view lists it, with the group that placed it. */
export interface ListedConnector {
  readonly connector: ConnectorInfo
  readonly group: ConnectorGroup
}

/** What ordering depends on besides the connectors. */
export interface ConnectorOrdering {
  /** The group order (spec 9 default: walletConnect, recent, injected, featured, custom, external, recommended). */
  readonly order: ReadonlyArray<ConnectorGroup>
  /** Ids of the wallets used last, newest first. */
  readonly recentIds: ReadonlyArray<string>
  /** `featuredWalletIds` from the config, in their order. */
  readonly featuredIds: ReadonlyArray<string>
}

const injectedTypes: ReadonlyArray<ConnectorInfo["type"]> = ["ANNOUNCED", "INJECTED", "MULTI_CHAIN"]

/**
 * The connectors in the spec's group order. Each connector shows once, in the first group
 * that claims it: WalletConnect, then the recent wallets (at most two, newest first), then
 * the browser wallets (announced, then a legacy injected one), then featured, then the other
 * external ones. The embedded AUTH wallet is not listed: its plugin draws email and social
 * login itself. The featured and recommended wallets of the catalogue, which have no
 * connector, are added by `connectWalletEntries`; the configured WalletConnect wallets are
 * listed by AllWallets.
 */
export const orderConnectors = (
  connectors: ReadonlyArray<ConnectorInfo>,
  ordering: ConnectorOrdering,
): ReadonlyArray<ListedConnector> => {
  const listable = connectors.filter((c) => c.type !== "AUTH")
  const claimed = new Set<string>()
  const take = (candidates: ReadonlyArray<ConnectorInfo>) => {
    const fresh = candidates.filter((c) => !claimed.has(c.id))
    for (const c of fresh) claimed.add(c.id)
    return fresh
  }
  const byId = (id: string) => listable.find((c) => c.id === id)
  const present = (c: ConnectorInfo | undefined): c is ConnectorInfo => c !== undefined

  // Claim in precedence order, independent of the display order.
  const walletConnect = take(listable.filter((c) => c.type === "WALLET_CONNECT"))
  const recent = take(
    [...new Set(ordering.recentIds)]
      .map(byId)
      .filter(present)
      .filter((c) => !claimed.has(c.id))
      .slice(0, recentWalletsShown),
  )
  const injected = take(listable.filter((c) => injectedTypes.includes(c.type)))
  const featured = take(ordering.featuredIds.map(byId).filter(present))
  const external = take(listable.filter((c) => c.type === "EXTERNAL"))

  const groups: Readonly<Record<ConnectorGroup, ReadonlyArray<ConnectorInfo>>> = {
    walletConnect,
    recent,
    injected,
    featured,
    custom: [],
    external,
    recommended: [],
  }
  return ordering.order.flatMap((group) => groups[group].map((connector) => ({ connector, group })))
}
