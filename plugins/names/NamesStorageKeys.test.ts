import { Effect, Layer, Option, Schema } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { memoryBackend, readCache, Storage, writeCache } from "../../core"
import { NamesStorageKeys } from "./NamesStorageKeys"

const address = "0x52908400098527886E0F7030069857D2E4169EE7"
const other = "0x0000000000000000000000000000000000000001"

describe("NamesStorageKeys", () => {
  it("caches the names of an address per address (spec 3)", () => {
    expect(NamesStorageKeys.namesCache(address, Schema.String).name).toBe(
      `@foyer/names_cache/${address}`,
    )
    expect(NamesStorageKeys.namesCache(other, Schema.String).name).toBe(
      `@foyer/names_cache/${other}`,
    )
  })

  it("cache lifetime: names 5 min (spec 9)", () =>
    Effect.runPromise(
      Effect.gen(function* () {
        const key = NamesStorageKeys.namesCache(address, Schema.Array(Schema.String))
        expect(key.kind).toBe("names")
        yield* writeCache(key, ["alice.foyer"])
        yield* TestClock.adjust(300_000 - 1)
        expect(yield* readCache(key)).toEqual(Option.some(["alice.foyer"]))
        yield* TestClock.adjust(1)
        expect(yield* readCache(key)).toEqual(Option.none())
      }).pipe(Effect.provide(Layer.mergeAll(TestClock.layer(), Storage.layer(memoryBackend())))),
    ))
})
