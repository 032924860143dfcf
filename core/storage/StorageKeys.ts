import { Schema } from "effect"
import { type CacheKey, cacheKey } from "./CacheEntry"
import { storageKey, storagePrefix, walletStoragePrefix } from "./StorageKey"

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

/** The social provider of an embedded-wallet login (spec 1, 5), Farcaster included. */
export const StoredSocialProvider = Schema.Literals([
  "google",
  "github",
  "apple",
  "facebook",
  "x",
  "discord",
  "farcaster",
])
/** The social provider of an embedded-wallet login (spec 1, 5). */
export type StoredSocialProvider = typeof StoredSocialProvider.Type

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
const walletKey = <A, E>(name: string, schema: Schema.Codec<A, E>) =>
  storageKey(`${walletStoragePrefix}${name}`, schema)

/**
 * Every local-storage item of spec point 3, typed. API caches are keys per address (or per
 * address and chain, or per address list) and take the schema of the cached response from
 * the caller, so what is read back is decoded with the same schema as a fresh response.
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
  /** Social provider of the current embedded-wallet login. */
  connectedSocial: key("connected_social", StoredSocialProvider),
  /** Recent wallets, newest first, at most `limits.recentWallets`. */
  recentWallets: key("recent_wallets", Schema.Array(RecentWallet)),
  /** Connection status. */
  connectionStatus: key("connection_status", StoredConnectionStatus),
  /** Sign-in (SIWX) auth token. */
  siwxAuthToken: key("siwx_auth_token", Schema.String),
  /** Sign-in (SIWX) nonce token. */
  siwxNonceToken: key("siwx_nonce_token", Schema.String),
  /** Native balance of a CAIP-10 account (lifetime `cacheLifetimes.nativeBalance`). */
  nativeBalanceCache: <A, E>(caipAddress: string, value: Schema.Codec<A, E>): CacheKey<A> =>
    cacheKey("nativeBalance", `${storagePrefix}native_balance_cache/${caipAddress}`, value),
  /** Token portfolio of a CAIP-10 account (lifetime `cacheLifetimes.portfolio`). */
  portfolioCache: <A, E>(caipAddress: string, value: Schema.Codec<A, E>): CacheKey<A> =>
    cacheKey("portfolio", `${storagePrefix}portfolio_cache/${caipAddress}`, value),
  /** Names of an address on the naming service (lifetime `cacheLifetimes.names`). */
  namesCache: <A, E>(address: string, value: Schema.Codec<A, E>): CacheKey<A> =>
    cacheKey("names", `${storagePrefix}names_cache/${address}`, value),
  /** Identity (name and image) of an address (lifetime `cacheLifetimes.identity`). */
  identityCache: <A, E>(address: string, value: Schema.Codec<A, E>): CacheKey<A> =>
    cacheKey("identity", `${storagePrefix}identity_cache/${address}`, value),
  /** Transaction history of an address on one chain (lifetime `cacheLifetimes.history`). */
  historyCache: <A, E>(address: string, chainId: string, value: Schema.Codec<A, E>): CacheKey<A> =>
    cacheKey("history", `${storagePrefix}history_cache/${address}/${chainId}`, value),
  /** Token prices of a list of token addresses (lifetime `cacheLifetimes.tokenPrice`). */
  tokenPriceCache: <A, E>(
    addresses: ReadonlyArray<string>,
    value: Schema.Codec<A, E>,
  ): CacheKey<A> =>
    cacheKey("tokenPrice", `${storagePrefix}token_price_cache/${addresses.join(",")}`, value),
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
  /** Emails recently used for email login. */
  recentEmails: key("recent_emails", Schema.Array(Schema.String)),
  /** Latest published toolkit version (lifetime `cacheLifetimes.latestToolkitVersion`). */
  latestToolkitVersion: cacheKey(
    "latestToolkitVersion",
    `${storagePrefix}latest_toolkit_version`,
    Schema.String,
  ),
  /** Embedded wallet: whether email login has been used. */
  emailLoginUsed: walletKey("EMAIL_LOGIN_USED", Schema.Boolean),
  /** Embedded wallet: the logged-in email. */
  email: walletKey("EMAIL", Schema.String),
  /** Embedded wallet: time of the last email-login trigger (epoch ms). */
  lastEmailLoginTime: walletKey("LAST_EMAIL_LOGIN_TIME", Schema.Finite),
  /** Embedded wallet: the chain namespace used last. */
  lastUsedChain: walletKey("LAST_USED_CHAIN", Schema.String),
  /** Embedded wallet: the social username. */
  socialUsername: walletKey("SOCIAL_USERNAME", Schema.String),
  /** Embedded wallet: chain ids of the networks where smart accounts are enabled. */
  smartAccountEnabledNetworks: walletKey(
    "SMART_ACCOUNT_ENABLED_NETWORKS",
    Schema.Array(Schema.Finite),
  ),
} as const
