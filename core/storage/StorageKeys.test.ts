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
  recentWallets: StorageKeys.recentWallets,
  connectionStatus: StorageKeys.connectionStatus,
  nativeBalanceCache: StorageKeys.nativeBalanceCache(caipAddress, Schema.String),
  portfolioCache: StorageKeys.portfolioCache(caipAddress, Schema.Array(Schema.String)),
  identityCache: StorageKeys.identityCache(address, Identity),
  preferredAccountTypes: StorageKeys.preferredAccountTypes,
  connections: StorageKeys.connections,
  disconnectedConnectorIds: StorageKeys.disconnectedConnectorIds,
  latestToolkitVersion: StorageKeys.latestToolkitVersion,
  analyticsForbidden: StorageKeys.analyticsForbidden,
}

const run = <A>(effect: Effect.Effect<A, never, Storage>) => {
  const backend = memoryBackend()
  return { backend, result: Effect.runSync(effect.pipe(Effect.provide(Storage.layer(backend)))) }
}

describe("StorageKeys", () => {
  it("local storage holds the kernel's items of spec 3 (plugins keep theirs), under these names", () => {
    expect(Object.fromEntries(Object.entries(allKeys).map(([k, v]) => [k, v.name]))).toEqual({
      walletId: "@foyer/wallet_id",
      walletName: "@foyer/wallet_name",
      activeCaipNetworkId: "@foyer/active_caip_network_id",
      recentWallets: "@foyer/recent_wallets",
      connectionStatus: "@foyer/connection_status",
      nativeBalanceCache: `@foyer/native_balance_cache/${caipAddress}`,
      portfolioCache: `@foyer/portfolio_cache/${caipAddress}`,
      identityCache: `@foyer/identity_cache/${address}`,
      preferredAccountTypes: "@foyer/preferred_account_types",
      connections: "@foyer/connections",
      disconnectedConnectorIds: "@foyer/disconnected_connector_ids",
      latestToolkitVersion: "@foyer/latest_toolkit_version",
      analyticsForbidden: "@foyer/analytics_forbidden",
    })
  })

  it("cache entries are stored per address", () => {
    const other = "0x0000000000000000000000000000000000000001"
    expect(StorageKeys.identityCache(address, Identity).name).not.toBe(
      StorageKeys.identityCache(other, Identity).name,
    )
  })

  it("each cache key carries the lifetime kind of its item", () => {
    const kinds = Object.fromEntries(
      Object.entries(allKeys).flatMap(([k, v]) => ("kind" in v ? [[k, v.kind]] : [])),
    )
    expect(kinds).toEqual({
      nativeBalanceCache: "nativeBalance",
      portfolioCache: "portfolio",
      identityCache: "identity",
      latestToolkitVersion: "latestToolkitVersion",
    })
  })

  it("typed values round-trip through storage", () => {
    const { backend, result } = run(
      Effect.gen(function* () {
        const storage = yield* Storage
        yield* storage.set(StorageKeys.recentWallets, [{ id: "w1", name: "One", imageId: "i1" }])
        yield* storage.set(StorageKeys.preferredAccountTypes, {
          eip155: "smartAccount",
          solana: "eoa",
        })
        yield* storage.set(StorageKeys.connections, {
          eip155: [{ connectorId: "injected", accounts: [{ address }], chainId: 1 }],
        })
        yield* storage.set(StorageKeys.disconnectedConnectorIds, { solana: ["phantom"] })
        return {
          recent: yield* storage.get(StorageKeys.recentWallets),
          types: yield* storage.get(StorageKeys.preferredAccountTypes),
          connections: yield* storage.get(StorageKeys.connections),
          disconnected: yield* storage.get(StorageKeys.disconnectedConnectorIds),
        }
      }),
    )
    expect(result).toEqual({
      recent: Option.some([{ id: "w1", name: "One", imageId: "i1" }]),
      types: Option.some({ eip155: "smartAccount", solana: "eoa" }),
      connections: Option.some({
        eip155: [{ connectorId: "injected", accounts: [{ address }], chainId: 1 }],
      }),
      disconnected: Option.some({ solana: ["phantom"] }),
    })
    expect(backend.getItem("@foyer/disconnected_connector_ids")).toBe('{"solana":["phantom"]}')
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
    expect(values).toHaveLength(13)
  })
})
