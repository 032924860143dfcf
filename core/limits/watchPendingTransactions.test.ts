import { Clock, Duration, Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import {
  countPendingTransactions,
  isPendingWatchExhausted,
  watchPendingTransactions,
} from "./watchPendingTransactions"

describe("pending-transaction counter", () => {
  it("pending-transaction watching stops once the counter reaches 99", () => {
    expect(isPendingWatchExhausted(98)).toBe(false)
    expect(isPendingWatchExhausted(99)).toBe(true)
    expect(countPendingTransactions(97)).toEqual({ counter: 98, keepWatching: true })
    expect(countPendingTransactions(98)).toEqual({ counter: 99, keepWatching: false })
  })

  it("pending transactions: polled every 30 s, stopping after the 99th batch", () =>
    Effect.runPromise(
      Effect.gen(function* () {
        const polls: number[] = []
        const poll = Effect.map(Clock.currentTimeMillis, (t) => {
          polls.push(t)
          return true
        })
        const fiber = yield* watchPendingTransactions(poll).pipe(Effect.forkChild)
        yield* TestClock.adjust(Duration.millis(98 * 30_000 - 1))
        expect(fiber.pollUnsafe()).toBeUndefined()
        expect(polls).toHaveLength(98)
        yield* TestClock.adjust(Duration.millis(1))
        expect(yield* Fiber.join(fiber)).toBe(99)
        yield* TestClock.adjust(Duration.hours(1))
        expect(polls).toHaveLength(99)
        expect(polls.slice(0, 3)).toEqual([0, 30_000, 60_000])
        expect(polls.at(-1)).toBe(98 * 30_000)
      }).pipe(Effect.provide(TestClock.layer())),
    ))

  it("pending transactions: polls that saw nothing new do not count", () =>
    Effect.runPromise(
      Effect.gen(function* () {
        let polls = 0
        const poll = Effect.sync(() => {
          polls++
          return polls % 2 === 0
        })
        const fiber = yield* watchPendingTransactions(poll).pipe(Effect.forkChild)
        // The 198th poll (t = 197 × 30 s) sees the 99th batch.
        yield* TestClock.adjust(Duration.millis(197 * 30_000 - 1))
        expect(fiber.pollUnsafe()).toBeUndefined()
        expect(polls).toBe(197)
        yield* TestClock.adjust(Duration.millis(1))
        expect(yield* Fiber.join(fiber)).toBe(99)
        expect(polls).toBe(198)
      }).pipe(Effect.provide(TestClock.layer())),
    ))
})
