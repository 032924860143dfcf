import { Effect, Layer, Option, Schema } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { memoryBackend, readCache, Storage, writeCache } from "../../core"
import { ActivityStorageKeys } from "./ActivityStorageKeys"

const address = "0x52908400098527886E0F7030069857D2E4169EE7"

describe("ActivityStorageKeys", () => {
  it("caches transaction history per address and per chain (spec 3)", () => {
    expect(ActivityStorageKeys.historyCache(address, "eip155:1", Schema.String).name).toBe(
      `@foyer/history_cache/${address}/eip155:1`,
    )
    expect(ActivityStorageKeys.historyCache(address, "eip155:10", Schema.String).name).toBe(
      `@foyer/history_cache/${address}/eip155:10`,
    )
  })

  it("cache lifetime: history 15 s (spec 9); an expired entry is removed when read", () => {
    const backend = memoryBackend()
    return Effect.runPromise(
      Effect.gen(function* () {
        const key = ActivityStorageKeys.historyCache(address, "eip155:1", Schema.String)
        expect(key.kind).toBe("history")
        yield* writeCache(key, "page")
        yield* TestClock.adjust(15_000 - 1)
        expect(yield* readCache(key)).toEqual(Option.some("page"))
        yield* TestClock.adjust(1)
        expect(yield* readCache(key)).toEqual(Option.none())
        expect(backend.getItem(key.name)).toBeNull()
      }).pipe(Effect.provide(Layer.mergeAll(TestClock.layer(), Storage.layer(backend)))),
    )
  })
})
