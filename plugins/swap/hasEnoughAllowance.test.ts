import { describe, expect, it } from "vitest"
import { hasEnoughAllowance } from "./hasEnoughAllowance"

describe("hasEnoughAllowance", () => {
  it("spec 5: the allowance holds if it is at least the source amount in units", () => {
    expect(hasEnoughAllowance(1_000_000n, 1_000_000n)).toBe(true)
    expect(hasEnoughAllowance(1_000_001n, 1_000_000n)).toBe(true)
    expect(hasEnoughAllowance(2n ** 256n - 1n, 1n)).toBe(true)
  })

  it("does not hold one unit below the source amount, nor at zero", () => {
    expect(hasEnoughAllowance(999_999n, 1_000_000n)).toBe(false)
    expect(hasEnoughAllowance(0n, 1n)).toBe(false)
  })
})
