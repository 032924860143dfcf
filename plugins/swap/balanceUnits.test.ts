import { describe, expect, it } from "vitest"
import { balanceUnits } from "./balanceUnits"

describe("balanceUnits", () => {
  it("reads a balance in the token's units, its decimals beyond the token's dropped", () => {
    expect(balanceUnits("1.5", 6)).toBe(1_500_000n)
    expect(balanceUnits(" 10000 ", 6)).toBe(10_000_000_000n)
    expect(balanceUnits(".25", 2)).toBe(25n)
    expect(balanceUnits("10.0000009", 6)).toBe(10_000_000n)
  })

  it("unreadable text (no balance yet, a sign, an exponent) is 0", () => {
    expect(balanceUnits("-", 18)).toBe(0n)
    expect(balanceUnits("-1", 18)).toBe(0n)
    expect(balanceUnits("1e-7", 18)).toBe(0n)
  })
})
