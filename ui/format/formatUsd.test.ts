import { describe, expect, it } from "vitest"
import { formatUsd } from "./formatUsd"

describe("formatUsd", () => {
  it.each([
    [10_000, "$10,000.00"],
    [250, "$250.00"],
    [1.5, "$1.50"],
    [0, "$0.00"],
    [29_999_999.99, "$29,999,999.99"],
    [0.016, "$0.02"],
  ])("shows %s dollars as %s (Intl currency USD, two decimals, grouped)", (value, shown) => {
    expect(formatUsd(value)).toBe(shown)
  })

  it("a positive value under a cent reads <$0.01, not $0.00", () => {
    expect(formatUsd(0.004)).toBe("<$0.01")
    expect(formatUsd(Number.MIN_VALUE)).toBe("<$0.01")
  })

  it("a value that is not a finite number shows nothing", () => {
    expect([Number.NaN, Number.POSITIVE_INFINITY].map(formatUsd)).toEqual([undefined, undefined])
  })
})
