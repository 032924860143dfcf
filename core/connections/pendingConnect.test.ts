import { Effect, Exit, Fiber } from "effect"
import { describe, expect, it } from "vitest"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { Connector } from "../connectors/Connector"
import { FlowError } from "../errors/FlowError"
import {
  createConnectionStore,
  initialConnectionState,
  setConnectionFields,
} from "./ConnectionState"
import { type AttemptNumber, makePendingConnect } from "./pendingConnect"

const connectorOf = (
  id: string,
  cancel?: () => void,
  keepsPendingOnClose?: () => boolean,
): Connector => ({
  info: { id, type: "ANNOUNCED", name: id, icon: undefined, rdns: id, chains: ["eip155"] },
  connect: () => Effect.never,
  restore: Effect.succeed(undefined),
  disconnect: () => Effect.void,
  ...(cancel === undefined ? {} : { cancel: Effect.sync(cancel) }),
  ...(keepsPendingOnClose === undefined ? {} : { keepsPendingOnClose }),
})

/** Starts waiting on `closed(mine)` and gives the fiber; run `pending.modalClosed` to end it. */
const waitClosed = (pending: ReturnType<typeof makePendingConnect>, mine: AttemptNumber) =>
  Effect.runFork(pending.closed(mine))

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

  it("closing the modal rejects the pending connect's caller with 'Modal closed' (spec 8) and drops a connect the connector can cancel", async () => {
    const { pending, forked } = setup()
    let cancelled = 0
    const mine = pending.start(
      connectorOf("walletConnect", () => {
        cancelled += 1
      }),
    )
    const caller = waitClosed(pending, mine)
    pending.modalClosed()
    for (const effect of forked) Effect.runSync(effect)
    const exit = await Effect.runPromise(Fiber.await(caller))
    expect(exit).toEqual(Exit.fail(new FlowError({ reason: "modalClosed" })))
    expect(cancelled).toBe(1)
    expect(pending.isCurrent(mine)).toBe(false)
    expect(pending.attempt.getSnapshot()).toEqual({ _tag: "Idle" })
  })

  it("closing the modal on a prompt the connector cannot withdraw rejects the caller but keeps the connect pending", async () => {
    const { pending } = setup()
    const connector = connectorOf("io.metamask")
    const mine = pending.start(connector)
    const caller = waitClosed(pending, mine)
    pending.modalClosed()
    expect(await Effect.runPromise(Fiber.await(caller))).toEqual(
      Exit.fail(new FlowError({ reason: "modalClosed" })),
    )
    expect(pending.isCurrent(mine)).toBe(true)
    expect(pending.connector()).toBe(connector)
    expect(pending.attempt.getSnapshot()).toEqual({
      _tag: "Connecting",
      connectorId: "io.metamask",
    })
  })

  it("a connect its connector keeps across a close (Telegram, iOS Safari) is neither rejected nor dropped", async () => {
    const { pending } = setup()
    const mine = pending.start(
      connectorOf(
        "walletConnect",
        () => undefined,
        () => true,
      ),
    )
    const caller = waitClosed(pending, mine)
    pending.modalClosed()
    await Effect.runPromise(Effect.yieldNow)
    expect(caller.pollUnsafe()).toBeUndefined()
    expect(pending.isCurrent(mine)).toBe(true)
    await Effect.runPromise(Fiber.interrupt(caller))
  })

  it("the caller of a replaced attempt is not told when the modal closes", async () => {
    const { pending } = setup()
    const first = pending.start(connectorOf("io.a"))
    const older = waitClosed(pending, first)
    const second = pending.start(connectorOf("io.b"))
    const newer = waitClosed(pending, second)
    pending.modalClosed()
    expect(await Effect.runPromise(Fiber.await(newer))).toEqual(
      Exit.fail(new FlowError({ reason: "modalClosed" })),
    )
    await Effect.runPromise(Effect.yieldNow)
    expect(older.pollUnsafe()).toBeUndefined()
    await Effect.runPromise(Fiber.interrupt(older))
  })
})
