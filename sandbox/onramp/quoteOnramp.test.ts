import { describe, expect, it } from "vitest"
import { formatFiatCents, parseFiatCents, quoteOnramp, withinLimit } from "./quoteOnramp"

describe("fiat amounts", () => {
  it("are read in cents, with at most two decimals", () => {
    expect(parseFiatCents("12.5")).toBe(1250n)
    expect(parseFiatCents("12.05")).toBe(1205n)
    expect(parseFiatCents("7500")).toBe(750000n)
    for (const bad of ["", "1.234", "-1", "1e3", "ten", " 1", "1."]) {
      expect(parseFiatCents(bad), bad).toBeUndefined()
    }
  })

  it("are written with two decimals", () => {
    expect([1250n, 5n, 0n, 750000n].map(formatFiatCents)).toEqual([
      "12.50",
      "0.05",
      "0.00",
      "7500.00",
    ])
  })

  it("are within a limit from its min to its max, both included", () => {
    const card = { id: "card", min: "10.00", max: "7500.00" }
    expect([999n, 1000n, 750000n, 750001n].map((cents) => withinLimit(cents, card))).toEqual([
      false,
      true,
      true,
      false,
    ])
  })
})

describe("quoteOnramp", () => {
  it("buys subtotal / price, rounded down to the asset's base unit", () => {
    const quote = quoteOnramp({
      subtotalCents: 1000n,
      priceUsd: 3,
      decimals: 6,
      gasPriceWei: 0n,
      gas: 21_000n,
      ethPriceUsd: 3000,
    })
    // 10 / 3 = 3.333333… FUSD-like units: 3333333.
    expect(quote).toEqual({
      subtotalCents: 1000n,
      networkFeeCents: 0n,
      totalCents: 1000n,
      purchaseUnits: 3_333_333n,
    })
  })

  it("charges the delivery's gas in dollars, rounded up to the cent, on top of the subtotal", () => {
    const quote = quoteOnramp({
      subtotalCents: 10_000n,
      priceUsd: 1,
      decimals: 6,
      gasPriceWei: 1_000_000_000n,
      gas: 65_000n,
      ethPriceUsd: 3000,
    })
    // 65000 gwei = 0.000065 ETH = 0.195 USD, rounded up to 0.20.
    expect(quote.networkFeeCents).toBe(20n)
    expect(quote.totalCents).toBe(10_020n)
    expect(quote.purchaseUnits).toBe(100_000_000n)
  })
})
