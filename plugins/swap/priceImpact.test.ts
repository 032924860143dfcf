import { describe, expect, it } from "vitest"
import { priceImpact } from "./priceImpact"

describe("priceImpact", () => {
  it("is how much less the output is worth than the input, in percent of the input", () => {
    expect(priceImpact({ sourceAmount: 1, toAmount: 1980, prices: { source: 2000, to: 1 } })).toBe(
      1,
    )
    expect(priceImpact({ sourceAmount: 10, toAmount: 5, prices: { source: 1, to: 1 } })).toBe(50)
  })

  it("is negative when the output is worth more", () => {
    expect(priceImpact({ sourceAmount: 1, toAmount: 2, prices: { source: 1, to: 1 } })).toBe(-100)
  })

  it("is unknown when the input is worth nothing (no price, no amount)", () => {
    expect(priceImpact({ sourceAmount: 1, toAmount: 2, prices: { source: 0, to: 1 } })).toBe(
      undefined,
    )
    expect(priceImpact({ sourceAmount: 0, toAmount: 0, prices: { source: 1, to: 1 } })).toBe(
      undefined,
    )
  })
})
