import { Duration, Effect } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { balanceRefetchBlocked, isBalanceRefetchBlocked } from "./isBalanceRefetchBlocked"

const t0 = 1_700_000_000_000

describe("balance retry window", () => {
  it("token balance refetch is blocked for 30 s after a failure", () => {
    expect(isBalanceRefetchBlocked(t0, t0)).toBe(true)
    expect(isBalanceRefetchBlocked(t0, t0 + 29_999)).toBe(true)
    expect(isBalanceRefetchBlocked(t0, t0 + 30_000)).toBe(false)
  })

  it("token balance refetch is allowed with no recorded failure", () => {
    expect(isBalanceRefetchBlocked(undefined, t0)).toBe(false)
  })

  it("a failure stamped in the future does not block", () => {
    expect(isBalanceRefetchBlocked(t0 + 1, t0)).toBe(false)
  })

  it("balance retry window by the Clock: blocked until 30 s after lastRetry", () =>
    Effect.runPromise(
      Effect.gen(function* () {
        const lastRetry = 5_000
        yield* TestClock.setTime(lastRetry)
        expect(yield* balanceRefetchBlocked(lastRetry)).toBe(true)
        yield* TestClock.adjust(Duration.millis(29_999))
        expect(yield* balanceRefetchBlocked(lastRetry)).toBe(true)
        yield* TestClock.adjust(Duration.millis(1))
        expect(yield* balanceRefetchBlocked(lastRetry)).toBe(false)
      }).pipe(Effect.provide(TestClock.layer())),
    ))
})
