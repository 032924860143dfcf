import fc from "fast-check"
import { formatUnits } from "viem"
import { describe, expect, it } from "vitest"
import { formatTokenAmount } from "./formatTokenAmount"

describe("formatTokenAmount", () => {
  it("writes the amount in whole units with the token's decimals, trailing zeros dropped", () => {
    expect(formatTokenAmount(1_250_000n, 6)).toBe("1.25")
    expect(formatTokenAmount(1n, 6)).toBe("0.000001")
    expect(formatTokenAmount(42_000_000n, 6)).toBe("42")
    expect(formatTokenAmount(0n, 18)).toBe("0")
    expect(formatTokenAmount(2_000_000_000_000_000_000n, 18)).toBe("2")
    expect(formatTokenAmount(7n, 0)).toBe("7")
  })

  it("gives the same text as viem's formatUnits", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.nat(40), (n, d) => {
        expect(formatTokenAmount(n, d)).toBe(formatUnits(n, d))
      }),
      { numRuns: 300 },
    )
  })
})
