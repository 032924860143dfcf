import { Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import type { FarcasterLeaveHook } from "./leaveFarcaster"
import { leaveFarcaster, noFarcasterLeaveHook } from "./leaveFarcaster"

const recordingHook = (log: Array<string>): FarcasterLeaveHook => ({
  clearFarcasterUrl: Effect.sync(() => void log.push("clearFarcasterUrl")),
  reloadAuthProvider: Effect.sync(() => void log.push("reloadAuthProvider")),
  syncDappData: Effect.sync(() => void log.push("syncDappData")),
})

const run = <A, E>(program: Effect.Effect<A, E>): Promise<A> =>
  Effect.runPromise(Effect.provide(program, TestClock.layer()))

describe("leaveFarcaster", () => {
  it("clears the URL, reloads the auth provider, and re-syncs the dapp data after 100 ms", async () => {
    const log: Array<string> = []
    const steps = await run(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(leaveFarcaster(recordingHook(log)))
        yield* Effect.yieldNow
        const immediately = [...log]
        yield* TestClock.adjust("99 millis")
        const at99 = [...log]
        yield* TestClock.adjust("1 millis")
        yield* Fiber.join(fiber)
        return { immediately, at99, at100: [...log] }
      }),
    )
    expect(steps).toEqual({
      immediately: ["clearFarcasterUrl", "reloadAuthProvider"],
      at99: ["clearFarcasterUrl", "reloadAuthProvider"],
      at100: ["clearFarcasterUrl", "reloadAuthProvider", "syncDappData"],
    })
  })

  it("runs each step once per leave", async () => {
    const log: Array<string> = []
    await run(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(leaveFarcaster(recordingHook(log)))
        yield* TestClock.adjust("1 second")
        yield* Fiber.join(fiber)
      }),
    )
    expect(log).toEqual(["clearFarcasterUrl", "reloadAuthProvider", "syncDappData"])
  })

  it("with the no-op hook it only waits the reload delay", async () => {
    const done = await run(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(leaveFarcaster(noFarcasterLeaveHook))
        yield* TestClock.adjust("99 millis")
        const early = fiber.pollUnsafe()
        yield* TestClock.adjust("1 millis")
        yield* Fiber.join(fiber)
        return early === undefined
      }),
    )
    expect(done).toBe(true)
  })
})
