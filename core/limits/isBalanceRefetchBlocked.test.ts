import { describe, expect, it } from "vitest"
import { balanceRetryWaitLeft, isBalanceRefetchBlocked } from "./isBalanceRefetchBlocked"

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

  it("the wait left is what remains of the 30 s window, and nothing outside it", () => {
    expect(balanceRetryWaitLeft(t0, t0)).toBe(30_000)
    expect(balanceRetryWaitLeft(t0, t0 + 10_000)).toBe(20_000)
    expect(balanceRetryWaitLeft(t0, t0 + 30_000)).toBe(0)
    expect(balanceRetryWaitLeft(t0, t0 + 90_000)).toBe(0)
    expect(balanceRetryWaitLeft(undefined, t0)).toBe(0)
    expect(balanceRetryWaitLeft(t0 + 1, t0)).toBe(0)
  })

  it("a failure stamped in the future does not block", () => {
    expect(isBalanceRefetchBlocked(t0 + 1, t0)).toBe(false)
  })
})
