import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { Connectors } from "./Connectors"
import { fakeConnector, makeFakeWallet } from "./fakeWallet"

const connector = fakeConnector(makeFakeWallet())

describe("Connectors.layerTest", () => {
  it("lists the given connectors; find and await answer from them at once", () => {
    const seen = Effect.runSync(
      Effect.gen(function* () {
        const connectors = yield* Connectors
        return {
          listed: connectors.store.getSnapshot(),
          found: connectors.find("io.fake"),
          awaited: yield* connectors.await("io.fake"),
          missing: yield* connectors.await("io.other"),
        }
      }).pipe(Effect.provide(Connectors.layerTest([connector]))),
    )
    expect(seen).toEqual({
      listed: [connector.info],
      found: connector,
      awaited: connector,
      missing: undefined,
    })
  })
})
