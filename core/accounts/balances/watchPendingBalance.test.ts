import { Duration, Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { watchPendingBalance } from "./watchPendingBalance"

/** A node whose pending-transaction filter answers `batches` in turn (then nothing new). */
const scriptedNode = (batches: Array<ReadonlyArray<string> | "fail">) => {
  const requests: Array<readonly [string, ReadonlyArray<unknown>]> = []
  let filters = 0
  const request = (method: string, params: ReadonlyArray<unknown>) =>
    Effect.suspend((): Effect.Effect<unknown, string> => {
      requests.push([method, params])
      if (method === "eth_newPendingTransactionFilter") return Effect.succeed(`0x${++filters}`)
      const next = batches.shift() ?? []
      return next === "fail" ? Effect.fail("filter not found") : Effect.succeed(next)
    })
  return { request, requests }
}

const run = <A, E>(effect: Effect.Effect<A, E>) =>
  Effect.runPromise(effect.pipe(Effect.provide(TestClock.layer())))

describe("pending-transaction watching (spec 4, 9)", () => {
  it("makes a pending-transaction filter, reads it every polling interval and refreshes the balance when it shows new transactions", () =>
    run(
      Effect.gen(function* () {
        const node = scriptedNode([[], [`0x${"ab".repeat(32)}`], []])
        let refreshes = 0
        const fiber = yield* watchPendingBalance({
          request: node.request,
          interval: Duration.millis(30_000),
          onPending: Effect.sync(() => refreshes++),
        }).pipe(Effect.forkChild)
        yield* TestClock.adjust(Duration.millis(0))
        expect(node.requests).toEqual([["eth_newPendingTransactionFilter", []]])
        yield* TestClock.adjust(Duration.millis(30_000))
        expect(refreshes).toBe(0)
        yield* TestClock.adjust(Duration.millis(29_999))
        expect(refreshes).toBe(0)
        yield* TestClock.adjust(Duration.millis(1))
        expect(refreshes).toBe(1)
        yield* TestClock.adjust(Duration.millis(30_000))
        expect(refreshes).toBe(1)
        expect(node.requests.map(([method]) => method)).toEqual([
          "eth_newPendingTransactionFilter",
          "eth_getFilterChanges",
          "eth_getFilterChanges",
          "eth_getFilterChanges",
        ])
        expect(node.requests[1]).toEqual(["eth_getFilterChanges", ["0x1"]])
        yield* Fiber.interrupt(fiber)
      }),
    ))

  it("polls at the configured pollingInterval", () =>
    run(
      Effect.gen(function* () {
        const node = scriptedNode([])
        yield* watchPendingBalance({
          request: node.request,
          interval: Duration.millis(5_000),
          onPending: Effect.void,
        }).pipe(Effect.forkChild)
        yield* TestClock.adjust(Duration.millis(4_999))
        expect(node.requests).toHaveLength(1)
        yield* TestClock.adjust(Duration.millis(1))
        expect(node.requests).toHaveLength(2)
      }),
    ))

  it("pending-transaction watching stops once the counter reaches the pending limit (99)", () =>
    run(
      Effect.gen(function* () {
        const node = scriptedNode(Array.from({ length: 200 }, (_, i) => [`0x${i}`]))
        let refreshes = 0
        const fiber = yield* watchPendingBalance({
          request: node.request,
          interval: Duration.millis(30_000),
          onPending: Effect.sync(() => refreshes++),
        }).pipe(Effect.forkChild)
        yield* TestClock.adjust(Duration.millis(99 * 30_000))
        expect(yield* Fiber.join(fiber)).toBe(99)
        expect(refreshes).toBe(99)
        yield* TestClock.adjust(Duration.hours(1))
        expect(refreshes).toBe(99)
        expect(node.requests).toHaveLength(100)
      }),
    ))

  it("a filter the node forgot is made again at the next poll; a node without filters ends the watch", () =>
    run(
      Effect.gen(function* () {
        const node = scriptedNode(["fail", ["0x1"]])
        let refreshes = 0
        yield* watchPendingBalance({
          request: node.request,
          interval: Duration.millis(30_000),
          onPending: Effect.sync(() => refreshes++),
        }).pipe(Effect.forkChild)
        yield* TestClock.adjust(Duration.millis(3 * 30_000))
        expect(node.requests).toEqual([
          ["eth_newPendingTransactionFilter", []],
          ["eth_getFilterChanges", ["0x1"]],
          ["eth_newPendingTransactionFilter", []],
          ["eth_getFilterChanges", ["0x2"]],
        ])
        expect(refreshes).toBe(1)

        const fiber = yield* watchPendingBalance({
          request: (method) => Effect.fail(`${method}: method not found`),
          interval: Duration.millis(30_000),
          onPending: Effect.void,
        }).pipe(Effect.forkChild)
        yield* TestClock.adjust(Duration.millis(0))
        expect(yield* Effect.flip(Fiber.join(fiber))).toBe(
          "eth_newPendingTransactionFilter: method not found",
        )
      }),
    ))
})
