import { Duration, Effect, Layer, Option, Schema } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import type { CacheKind } from "../Schedules"
import { type CacheKey, isCacheFresh, readCache, writeCache } from "./CacheEntry"
import { memoryBackend, Storage } from "./Storage"
import { StorageKeys } from "./StorageKeys"

const address = "0x52908400098527886E0F7030069857D2E4169EE7"
const other = "0x0000000000000000000000000000000000000001"
const Identity = Schema.Struct({
  name: Schema.NullOr(Schema.String),
  avatar: Schema.NullOr(Schema.String),
})
const vitalik = { name: "vitalik.eth", avatar: null }

const runTest = <A>(effect: Effect.Effect<A, never, Storage>, backend = memoryBackend()) =>
  Effect.runPromise(
    Effect.provide(effect, Layer.mergeAll(TestClock.layer(), Storage.layer(backend))),
  )

/** Writes `value` under `key` at t=0 and reads it back just before and at `lifetime`. */
const readAroundLifetime = <A>(key: CacheKey<A>, value: A, lifetime: Duration.Duration) =>
  Effect.gen(function* () {
    yield* writeCache(key, value)
    yield* TestClock.adjust(Duration.toMillis(lifetime) - 1)
    const before = yield* readCache(key)
    yield* TestClock.adjust(1)
    const at = yield* readCache(key)
    return { before, at }
  })

describe("cache entries", () => {
  it("identity cached at t=0 is returned at 4 min 59 s and gone at 5 min", () =>
    runTest(
      Effect.gen(function* () {
        const key = StorageKeys.identityCache(address, Identity)
        yield* writeCache(key, vitalik)
        yield* TestClock.adjust(Duration.seconds(4 * 60 + 59))
        expect(yield* readCache(key)).toEqual(Option.some(vitalik))
        yield* TestClock.adjust(Duration.seconds(1))
        expect(yield* readCache(key)).toEqual(Option.none())
      }),
    ))

  const cases: ReadonlyArray<[string, CacheKind, CacheKey<string>, number]> = [
    [
      "native balance 30 s",
      "nativeBalance",
      StorageKeys.nativeBalanceCache(`eip155:1:${address}`, Schema.String),
      30_000,
    ],
    [
      "portfolio 30 s",
      "portfolio",
      StorageKeys.portfolioCache(`eip155:1:${address}`, Schema.String),
      30_000,
    ],
    ["identity 5 min", "identity", StorageKeys.identityCache(address, Schema.String), 300_000],
    [
      "latest toolkit version 7 days",
      "latestToolkitVersion",
      StorageKeys.latestToolkitVersion,
      604_800_000,
    ],
  ]
  for (const [rule, kind, key, lifetimeMs] of cases) {
    it(`cache lifetime: ${rule}`, () =>
      runTest(
        Effect.gen(function* () {
          expect(key.kind).toBe(kind)
          const result = yield* readAroundLifetime(key, "cached", Duration.millis(lifetimeMs))
          expect(result).toEqual({ before: Option.some("cached"), at: Option.none() })
        }),
      ))
  }

  it("cache entries are per address: one address's entry is not another's", () =>
    runTest(
      Effect.gen(function* () {
        yield* writeCache(StorageKeys.identityCache(address, Identity), vitalik)
        expect(yield* readCache(StorageKeys.identityCache(other, Identity))).toEqual(Option.none())
        expect(yield* readCache(StorageKeys.identityCache(address, Identity))).toEqual(
          Option.some(vitalik),
        )
      }),
    ))

  it("an entry is stored as { value, timestamp } with the Clock time", () => {
    const backend = memoryBackend()
    return runTest(
      Effect.gen(function* () {
        yield* TestClock.setTime(1_700_000_000_000)
        yield* writeCache(StorageKeys.identityCache(address, Identity), vitalik)
        expect(backend.getItem(`@foyer/identity_cache/${address}`)).toBe(
          '{"value":{"name":"vitalik.eth","avatar":null},"timestamp":1700000000000}',
        )
      }),
      backend,
    )
  })

  it("an expired entry is removed from storage when read", () => {
    const backend = memoryBackend()
    return runTest(
      Effect.gen(function* () {
        const key = StorageKeys.portfolioCache(`eip155:1:${address}`, Schema.String)
        yield* writeCache(key, "page")
        yield* TestClock.adjust(Duration.seconds(30))
        expect(yield* readCache(key)).toEqual(Option.none())
        expect(backend.getItem(key.name)).toBeNull()
      }),
      backend,
    )
  })

  it("a rewritten entry gets a fresh lifetime", () =>
    runTest(
      Effect.gen(function* () {
        const key = StorageKeys.nativeBalanceCache(`eip155:1:${address}`, Schema.Finite)
        yield* writeCache(key, 1)
        yield* TestClock.adjust(Duration.seconds(20))
        yield* writeCache(key, 2)
        yield* TestClock.adjust(Duration.seconds(20))
        expect(yield* readCache(key)).toEqual(Option.some(2))
      }),
    ))

  it("a corrupt or mistyped cache entry reads as absent", () => {
    const backend = memoryBackend()
    const key = StorageKeys.identityCache(address, Identity)
    return runTest(
      Effect.gen(function* () {
        backend.setItem(key.name, "{oops")
        expect(yield* readCache(key)).toEqual(Option.none())
        backend.setItem(key.name, '{"value":{"name":1},"timestamp":0}')
        expect(yield* readCache(key)).toEqual(Option.none())
        backend.setItem(key.name, '{"value":{"name":null,"avatar":null}}')
        expect(yield* readCache(key)).toEqual(Option.none())
      }),
      backend,
    )
  })

  it("an entry stamped in the future (clock moved back) is not trusted", () => {
    expect(isCacheFresh("identity", 10_000, 9_999)).toBe(false)
    expect(isCacheFresh("identity", 10_000, 10_000)).toBe(true)
    expect(isCacheFresh("identity", 10_000, 309_999)).toBe(true)
    expect(isCacheFresh("identity", 10_000, 310_000)).toBe(false)
  })
})
