import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { ConnectorInfo } from "../client/FoyerClient"
import type { Connector } from "./Connector"
import { Connectors } from "./Connectors"

const info: ConnectorInfo = {
  id: "io.fake",
  type: "ANNOUNCED",
  name: "Fake",
  icon: undefined,
  rdns: "io.fake",
  chains: ["eip155"],
}
const connector: Connector = {
  info,
  connect: () => Effect.die("not connected in this test"),
  restore: Effect.succeed(undefined),
  disconnect: () => Effect.void,
}

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
      listed: [info],
      found: connector,
      awaited: connector,
      missing: undefined,
    })
  })
})
