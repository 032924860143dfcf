import { Schema } from "effect"
import { SocialProvider } from "../validation/SocialProvider"
import { type CacheKey, cacheKey } from "./CacheEntry"
import { storageKey, storagePrefix } from "./StorageKey"

/** A wallet remembered in the recent-wallets list (spec 3). */
export const RecentWallet = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  imageId: Schema.optionalKey(Schema.String),
  imageUrl: Schema.optionalKey(Schema.String),
})
/** A wallet remembered in the recent-wallets list (spec 3). */
export type RecentWallet = typeof RecentWallet.Type

/** The stored connection status (spec 3: connected, reconnecting, connecting, disconnected). */
export const StoredConnectionStatus = Schema.Literals([
  "connected",
  "reconnecting",
  "connecting",
  "disconnected",
])
/** The stored connection status (spec 3). */
export type StoredConnectionStatus = typeof StoredConnectionStatus.Type

/** A stored account type (spec 3: eoa, smartAccount, payment for Bitcoin). */
export const StoredAccountType = Schema.Literals(["eoa", "smartAccount", "payment"])
/** A stored account type (spec 3). */
export type StoredAccountType = typeof StoredAccountType.Type

/** A stored social login provider (spec 3 "connected social"): one of spec 5's socials. */
export const StoredSocialProvider = SocialProvider
/** A stored social login provider (spec 3). */
export type StoredSocialProvider = SocialProvider

/** A connection kept for restore (spec 3 Connection: connectorId, accounts, chainId). */
export const StoredConnection = Schema.Struct({
  connectorId: Schema.String,
  accounts: Schema.Array(Schema.Struct({ address: Schema.String })),
  chainId: Schema.optionalKey(Schema.Union([Schema.String, Schema.Finite])),
})
/** A connection kept for restore (spec 3). */
export type StoredConnection = typeof StoredConnection.Type

const key = <A, E>(name: string, schema: Schema.Codec<A, E>) =>
  storageKey(`${storagePrefix}${name}`, schema)

/**
 * The kernel's local-storage items of spec point 3, typed. A plugin keeps its own items (names,
 * history, token prices, sign-in tokens, the embedded wallet's) in its folder, built with the
 * same `storageKey` and `cacheKey`. API caches are keys per address and take the schema of the
 * cached response from the caller, so what is read back is decoded with the same schema as a
 * fresh response.
 *
 * @example
 * storage.set(StorageKeys.walletId, "io.metamask")
 * readCache(StorageKeys.identityCache(address, Identity))
 */
export const StorageKeys = {
  /** Id of the connected wallet. */
  walletId: key("wallet_id", Schema.String),
  /** Display name of the connected wallet. */
  walletName: key("wallet_name", Schema.String),
  /** CAIP-2 id of the active network. */
  activeCaipNetworkId: key("active_caip_network_id", Schema.String),
  /** Recent wallets, newest first, at most `limits.recentWallets`. */
  recentWallets: key("recent_wallets", Schema.Array(RecentWallet)),
  /** Connection status. */
  connectionStatus: key("connection_status", StoredConnectionStatus),
  /** Native balance of a CAIP-10 account (lifetime `cacheLifetimes.nativeBalance`). */
  nativeBalanceCache: <A, E>(caipAddress: string, value: Schema.Codec<A, E>): CacheKey<A> =>
    cacheKey("nativeBalance", `${storagePrefix}native_balance_cache/${caipAddress}`, value),
  /** Token portfolio of a CAIP-10 account (lifetime `cacheLifetimes.portfolio`). */
  portfolioCache: <A, E>(caipAddress: string, value: Schema.Codec<A, E>): CacheKey<A> =>
    cacheKey("portfolio", `${storagePrefix}portfolio_cache/${caipAddress}`, value),
  /** Identity (name and image) of an address (lifetime `cacheLifetimes.identity`). */
  identityCache: <A, E>(address: string, value: Schema.Codec<A, E>): CacheKey<A> =>
    cacheKey("identity", `${storagePrefix}identity_cache/${address}`, value),
  /** Preferred account type per chain namespace. */
  preferredAccountTypes: key(
    "preferred_account_types",
    Schema.Record(Schema.String, StoredAccountType),
  ),
  /** Connections per chain namespace. */
  connections: key("connections", Schema.Record(Schema.String, Schema.Array(StoredConnection))),
  /** Ids of connectors the user disconnected, per chain namespace. */
  disconnectedConnectorIds: key(
    "disconnected_connector_ids",
    Schema.Record(Schema.String, Schema.Array(Schema.String)),
  ),
  /** Where versions before issue 35 kept the FORBIDDEN flag (spec 7); telemetry removes it. */
  analyticsForbidden: key("analytics_forbidden", Schema.Boolean),
  /** Latest published toolkit version (lifetime `cacheLifetimes.latestToolkitVersion`). */
  latestToolkitVersion: cacheKey(
    "latestToolkitVersion",
    `${storagePrefix}latest_toolkit_version`,
    Schema.String,
  ),
} as const
