import { Effect, Layer, Option, Schema } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { memoryBackend, readCache, Storage, writeCache } from "../../core"
import { SwapStorageKeys } from "./SwapStorageKeys"

const run = <A>(effect: Effect.Effect<A, never, Storage>) =>
  Effect.runPromise(
    Effect.provide(effect, Layer.mergeAll(TestClock.layer(), Storage.layer(memoryBackend()))),
  )

describe("SwapStorageKeys", () => {
  it("caches token prices per list of token addresses (spec 3)", () => {
    expect(SwapStorageKeys.tokenPriceCache(["0xa", "0xb"], Schema.Finite).name).toBe(
      "@foyer/token_price_cache/0xa,0xb",
    )
  })

  it("cache lifetime: token price 15 s (spec 9)", () =>
    run(
      Effect.gen(function* () {
        const key = SwapStorageKeys.tokenPriceCache(["0xa"], Schema.Finite)
        expect(key.kind).toBe("tokenPrice")
        yield* writeCache(key, 1)
        yield* TestClock.adjust(15_000 - 1)
        expect(yield* readCache(key)).toEqual(Option.some(1))
        yield* TestClock.adjust(1)
        expect(yield* readCache(key)).toEqual(Option.none())
      }),
    ))

  it("a rewritten price gets a fresh lifetime", () =>
    run(
      Effect.gen(function* () {
        const key = SwapStorageKeys.tokenPriceCache(["0xa"], Schema.Finite)
        yield* writeCache(key, 1)
        yield* TestClock.adjust(10_000)
        yield* writeCache(key, 2)
        yield* TestClock.adjust(10_000)
        expect(yield* readCache(key)).toEqual(Option.some(2))
      }),
    ))
})
