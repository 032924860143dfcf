import { Deferred, Effect, Fiber, Stream } from "effect"
import { describe, expect, it } from "vitest"
import { alice, announce, localApiPerTest, startClient } from "../client/clientTestHarness"
import { makeFakeWallet } from "../connectors/fakeWallet"
import { Connections } from "./Connections"

const api = localApiPerTest()

describe("Connections", () => {
  it("gives the connection's status as a stream: the current one, then each change", async () => {
    announce("io.metamask", makeFakeWallet({ accounts: [alice] }), { name: "MetaMask" })
    const client = await startClient(api.server)
    const seen = await client.run(
      Effect.gen(function* () {
        const connections = yield* Connections
        // The first snapshot arrives once the stream listens: only then does the connect start.
        const listening = yield* Deferred.make<void>()
        const reading = yield* connections.changes.pipe(
          Stream.tap(() => Deferred.succeed(listening, undefined)),
          Stream.map((state) => state.status),
          Stream.changes,
          Stream.takeUntil((status) => status === "connected"),
          Stream.runCollect,
          Effect.forkChild,
        )
        yield* Deferred.await(listening)
        yield* connections.connect("io.metamask")
        return yield* Fiber.join(reading)
      }),
    )
    expect(seen[0]).toBe("disconnected")
    expect(seen).toContain("connecting")
    expect(seen.at(-1)).toBe("connected")
  })
})
