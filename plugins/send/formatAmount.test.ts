import { describe, expect, it } from "vitest"
import { formatAmount } from "./formatAmount"

describe("formatAmount", () => {
  it("shows at most 6 decimals, cut, without trailing zeros", () => {
    expect(formatAmount(21_000n * 1_000_000_000n, 18)).toBe("0.000021")
    expect(formatAmount(21_000n * 1_000_000_008n, 18)).toBe("0.000021")
    expect(formatAmount(1_500_000n, 6)).toBe("1.5")
    expect(formatAmount(10n ** 18n, 18)).toBe("1")
    expect(formatAmount(123_456_789n, 2)).toBe("1234567.89")
  })

  it("an amount too small to show reads as <0.000001; zero is 0", () => {
    expect(formatAmount(1n, 18)).toBe("<0.000001")
    expect(formatAmount(0n, 18)).toBe("0")
  })
})
