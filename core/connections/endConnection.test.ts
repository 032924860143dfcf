import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { bob, connectionFixture } from "./connectionFixtures"
import { endConnection } from "./endConnection"

describe("ending a connection (spec 4), whoever ended it", () => {
  it("the visitor's disconnect revokes the wallet's side; the connection that remains becomes current, stored and shown, and the end is told with 1 left", async () => {
    const { connect, environment, log, revoked, held, settled } = connectionFixture()
    connect("io.a")
    const wallet = connect("io.b", { accounts: [bob] })
    await Effect.runPromise(endConnection(environment, "io.b", { revoke: true }))
    await Effect.runPromise(settled)
    expect(log).toEqual([
      "stored io.a: alice on Ethereum (1)",
      "shown io.a",
      "Disconnected io.b bob (1 left)",
    ])
    expect({ revoked, held: held.get("io.b"), listening: wallet.listenerCount() }).toEqual({
      revoked: ["io.b"],
      held: undefined,
      listening: 0,
    })
  })

  it("the last connection ending stores nothing, closes the open modal, then emits DISCONNECT_SUCCESS", async () => {
    const { connect, environment, modal, log, revoked, settled } = connectionFixture()
    connect("io.a")
    await Effect.runPromise(modal.open())
    await Effect.runPromise(endConnection(environment, "io.a", { revoke: false }))
    await Effect.runPromise(settled)
    expect(log).toEqual([
      "stored nothing",
      "shown nothing",
      "Disconnected io.a alice (0 left)",
      "modal closed",
      "DISCONNECT_SUCCESS",
    ])
    expect(revoked).toEqual([])
  })

  it("a connection whose wallet the kit does not hold is removed with nothing to revoke or tell as Disconnected", async () => {
    const { connect, environment, log, revoked, settled } = connectionFixture()
    connect("io.a", { follow: false })
    await Effect.runPromise(endConnection(environment, "io.a", { revoke: true }))
    await Effect.runPromise(settled)
    expect(log).toEqual(["stored nothing", "shown nothing", "DISCONNECT_SUCCESS"])
    expect(revoked).toEqual([])
  })
})
