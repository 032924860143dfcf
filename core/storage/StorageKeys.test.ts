import { Effect, Option, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { memoryBackend, Storage } from "./Storage"
import type { StorageKey } from "./StorageKey"
import { StorageKeys } from "./StorageKeys"

const address = "0x52908400098527886E0F7030069857D2E4169EE7"
const caipAddress = `eip155:1:${address}`
const Identity = Schema.Struct({
  name: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(Schema.String),
})

/** One concrete key for each entry of StorageKeys (factories applied to sample ids). */
const allKeys: Record<keyof typeof StorageKeys, StorageKey<unknown>> = {
  walletId: StorageKeys.walletId,
  walletName: StorageKeys.walletName,
  activeCaipNetworkId: StorageKeys.activeCaipNetworkId,
  connectedSocial: StorageKeys.connectedSocial,
  recentWallets: StorageKeys.recentWallets,
  connectionStatus: StorageKeys.connectionStatus,
  siwxAuthToken: StorageKeys.siwxAuthToken,
  siwxNonceToken: StorageKeys.siwxNonceToken,
  nativeBalanceCache: StorageKeys.nativeBalanceCache(caipAddress, Schema.String),
  portfolioCache: StorageKeys.portfolioCache(caipAddress, Schema.Array(Schema.String)),
  namesCache: StorageKeys.namesCache(address, Schema.Array(Schema.String)),
  identityCache: StorageKeys.identityCache(address, Identity),
  historyCache: StorageKeys.historyCache(address, "eip155:1", Schema.Array(Schema.String)),
  tokenPriceCache: StorageKeys.tokenPriceCache(["0xa", "0xb"], Schema.Array(Schema.Finite)),
  preferredAccountTypes: StorageKeys.preferredAccountTypes,
  connections: StorageKeys.connections,
  disconnectedConnectorIds: StorageKeys.disconnectedConnectorIds,
  recentEmails: StorageKeys.recentEmails,
  latestToolkitVersion: StorageKeys.latestToolkitVersion,
  emailLoginUsed: StorageKeys.emailLoginUsed,
  email: StorageKeys.email,
  lastEmailLoginTime: StorageKeys.lastEmailLoginTime,
  lastUsedChain: StorageKeys.lastUsedChain,
  socialUsername: StorageKeys.socialUsername,
  smartAccountEnabledNetworks: StorageKeys.smartAccountEnabledNetworks,
}

const run = <A>(effect: Effect.Effect<A, never, Storage>) => {
  const backend = memoryBackend()
  return { backend, result: Effect.runSync(effect.pipe(Effect.provide(Storage.layer(backend)))) }
}

describe("StorageKeys", () => {
  it("local storage holds every item of spec 3, under these names", () => {
    expect(Object.fromEntries(Object.entries(allKeys).map(([k, v]) => [k, v.name]))).toEqual({
      walletId: "@foyer/wallet_id",
      walletName: "@foyer/wallet_name",
      activeCaipNetworkId: "@foyer/active_caip_network_id",
      connectedSocial: "@foyer/connected_social",
      recentWallets: "@foyer/recent_wallets",
      connectionStatus: "@foyer/connection_status",
      siwxAuthToken: "@foyer/siwx_auth_token",
      siwxNonceToken: "@foyer/siwx_nonce_token",
      nativeBalanceCache: `@foyer/native_balance_cache/${caipAddress}`,
      portfolioCache: `@foyer/portfolio_cache/${caipAddress}`,
      namesCache: `@foyer/names_cache/${address}`,
      identityCache: `@foyer/identity_cache/${address}`,
      historyCache: `@foyer/history_cache/${address}/eip155:1`,
      tokenPriceCache: "@foyer/token_price_cache/0xa,0xb",
      preferredAccountTypes: "@foyer/preferred_account_types",
      connections: "@foyer/connections",
      disconnectedConnectorIds: "@foyer/disconnected_connector_ids",
      recentEmails: "@foyer/recent_emails",
      latestToolkitVersion: "@foyer/latest_toolkit_version",
      emailLoginUsed: "@foyer-wallet/EMAIL_LOGIN_USED",
      email: "@foyer-wallet/EMAIL",
      lastEmailLoginTime: "@foyer-wallet/LAST_EMAIL_LOGIN_TIME",
      lastUsedChain: "@foyer-wallet/LAST_USED_CHAIN",
      socialUsername: "@foyer-wallet/SOCIAL_USERNAME",
      smartAccountEnabledNetworks: "@foyer-wallet/SMART_ACCOUNT_ENABLED_NETWORKS",
    })
  })

  it("embedded-wallet keys use a fixed prefix, different from the ordinary one", () => {
    const walletKeys = Object.values(allKeys)
      .map((k) => k.name)
      .filter((name) => name.startsWith("@foyer-wallet/"))
    expect(walletKeys).toHaveLength(6)
    expect(Object.values(allKeys).every((k) => /^@foyer(-wallet)?\//.test(k.name))).toBe(true)
  })

  it("cache entries are stored per address (and per chain for history)", () => {
    const other = "0x0000000000000000000000000000000000000001"
    expect(StorageKeys.identityCache(address, Identity).name).not.toBe(
      StorageKeys.identityCache(other, Identity).name,
    )
    expect(StorageKeys.historyCache(address, "eip155:1", Schema.String).name).not.toBe(
      StorageKeys.historyCache(address, "eip155:10", Schema.String).name,
    )
  })

  it("each cache key carries the lifetime kind of its item", () => {
    const kinds = Object.fromEntries(
      Object.entries(allKeys).flatMap(([k, v]) => ("kind" in v ? [[k, v.kind]] : [])),
    )
    expect(kinds).toEqual({
      nativeBalanceCache: "nativeBalance",
      portfolioCache: "portfolio",
      namesCache: "names",
      identityCache: "identity",
      historyCache: "history",
      tokenPriceCache: "tokenPrice",
      latestToolkitVersion: "latestToolkitVersion",
    })
  })

  it("typed values round-trip through storage", () => {
    const { backend, result } = run(
      Effect.gen(function* () {
        const storage = yield* Storage
        yield* storage.set(StorageKeys.connectedSocial, "github")
        yield* storage.set(StorageKeys.recentWallets, [{ id: "w1", name: "One", imageId: "i1" }])
        yield* storage.set(StorageKeys.preferredAccountTypes, {
          eip155: "smartAccount",
          solana: "eoa",
        })
        yield* storage.set(StorageKeys.connections, {
          eip155: [{ connectorId: "injected", accounts: [{ address }], chainId: 1 }],
        })
        yield* storage.set(StorageKeys.disconnectedConnectorIds, { solana: ["phantom"] })
        yield* storage.set(StorageKeys.lastEmailLoginTime, 1_700_000_000_000)
        yield* storage.set(StorageKeys.smartAccountEnabledNetworks, [1, 8453])
        return {
          social: yield* storage.get(StorageKeys.connectedSocial),
          recent: yield* storage.get(StorageKeys.recentWallets),
          types: yield* storage.get(StorageKeys.preferredAccountTypes),
          connections: yield* storage.get(StorageKeys.connections),
          disconnected: yield* storage.get(StorageKeys.disconnectedConnectorIds),
          lastLogin: yield* storage.get(StorageKeys.lastEmailLoginTime),
          smart: yield* storage.get(StorageKeys.smartAccountEnabledNetworks),
        }
      }),
    )
    expect(result).toEqual({
      social: Option.some("github"),
      recent: Option.some([{ id: "w1", name: "One", imageId: "i1" }]),
      types: Option.some({ eip155: "smartAccount", solana: "eoa" }),
      connections: Option.some({
        eip155: [{ connectorId: "injected", accounts: [{ address }], chainId: 1 }],
      }),
      disconnected: Option.some({ solana: ["phantom"] }),
      lastLogin: Option.some(1_700_000_000_000),
      smart: Option.some([1, 8453]),
    })
    expect(backend.getItem("@foyer-wallet/SMART_ACCOUNT_ENABLED_NETWORKS")).toBe("[1,8453]")
  })

  it("corrupt JSON under any key reads as absent", () => {
    const backend = memoryBackend()
    for (const key of Object.values(allKeys)) backend.setItem(key.name, "{corrupt")
    const values = Effect.runSync(
      Effect.forEach(Object.values(allKeys), (key) => Storage.use((s) => s.get(key))).pipe(
        Effect.provide(Storage.layer(backend)),
      ),
    )
    expect(values.every(Option.isNone)).toBe(true)
    expect(values).toHaveLength(25)
  })
})
