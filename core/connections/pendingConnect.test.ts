import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { Connector } from "../connectors/Connector"
import {
  createConnectionStore,
  initialConnectionState,
  setConnectionFields,
} from "./ConnectionState"
import { makePendingConnect } from "./pendingConnect"

const connectorOf = (id: string, cancel?: () => void): Connector => ({
  info: { id, type: "ANNOUNCED", name: id, icon: undefined, rdns: id, chains: ["eip155"] },
  connect: () => Effect.never,
  restore: Effect.succeed(undefined),
  disconnect: () => Effect.void,
  ...(cancel === undefined ? {} : { cancel: Effect.sync(cancel) }),
})

const setup = () => {
  const connection = createConnectionStore<CaipNetwork>(initialConnectionState)
  const forked: Array<Effect.Effect<void>> = []
  const pending = makePendingConnect(connection, (effect) => forked.push(effect))
  return { connection, pending, forked }
}

describe("makePendingConnect: the connect under way", () => {
  it("a newer attempt makes the older one's answer stale, and settling forgets the connector", () => {
    const { pending } = setup()
    const first = pending.start(connectorOf("io.a"))
    const second = pending.start(connectorOf("io.b"))
    expect([pending.isCurrent(first), pending.isCurrent(second)]).toEqual([false, true])
    expect(pending.attempt.getSnapshot()).toEqual({ _tag: "Connecting", connectorId: "io.b" })
    pending.settle()
    expect(pending.connector()).toBeUndefined()
  })

  it("dropping cancels the connector's prompt, clears the pairing it reported and goes Idle; the answer that comes anyway is stale", () => {
    const { connection, pending, forked } = setup()
    let cancelled = 0
    const mine = pending.start(
      connectorOf("walletConnect", () => {
        cancelled += 1
      }),
    )
    connection.update((s) => setConnectionFields(s, { wcUri: "wc:abc@2", buffering: true }))
    pending.drop()
    for (const effect of forked) Effect.runSync(effect)
    expect(cancelled).toBe(1)
    expect(pending.isCurrent(mine)).toBe(false)
    expect(pending.connector()).toBeUndefined()
    expect(pending.attempt.getSnapshot()).toEqual({ _tag: "Idle" })
    expect(connection.getSnapshot()).toMatchObject({ wcUri: undefined, buffering: false })
  })

  it("a connector that cannot cancel keeps its prompt: nothing is dropped", () => {
    const { pending } = setup()
    const connector = connectorOf("io.metamask")
    const mine = pending.start(connector)
    pending.drop()
    expect(pending.isCurrent(mine)).toBe(true)
    expect(pending.connector()).toBe(connector)
  })

  it("as the kit goes, the pending connect is forgotten and its cancel handed back to run", () => {
    const { pending } = setup()
    let cancelled = false
    pending.start(
      connectorOf("walletConnect", () => {
        cancelled = true
      }),
    )
    const cancel = pending.end()
    expect(pending.connector()).toBeUndefined()
    if (cancel !== undefined) Effect.runSync(cancel)
    expect(cancelled).toBe(true)
    expect(pending.end()).toBeUndefined()
  })
})
