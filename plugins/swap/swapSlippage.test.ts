import { describe, expect, it } from "vitest"
import { amountOutMin, swapSlippage } from "./swapSlippage"

describe("the swap's slippage", () => {
  it("spec 9: the slippage tolerance is 1", () => {
    expect(swapSlippage).toBe(1)
  })

  it("amountOutMin is the quoted output less 1 %, rounded down", () => {
    expect(amountOutMin(1_000_000n)).toBe(990_000n)
    expect(amountOutMin(997n)).toBe(987n) // 987.03 rounded down
    expect(amountOutMin(1n)).toBe(0n)
    expect(amountOutMin(0n)).toBe(0n)
    expect(amountOutMin(10n ** 18n)).toBe(99n * 10n ** 16n)
  })

  it("other tolerances, including fractions of a percent", () => {
    expect(amountOutMin(1_000_000n, 0)).toBe(1_000_000n)
    expect(amountOutMin(1_000_000n, 0.5)).toBe(995_000n)
    expect(amountOutMin(1_000_000n, 50)).toBe(500_000n)
  })
})
