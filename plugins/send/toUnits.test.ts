import { describe, expect, it } from "vitest"
import { fractionDigits, toUnits } from "./toUnits"

describe("toUnits", () => {
  it("turns a decimal amount into the token's smallest units", () => {
    expect(toUnits("1", 18)).toBe(1_000_000_000_000_000_000n)
    expect(toUnits("1.5", 6)).toBe(1_500_000n)
    expect(toUnits("0.000001", 6)).toBe(1n)
    expect(toUnits(".5", 18)).toBe(500_000_000_000_000_000n)
    expect(toUnits("1.", 6)).toBe(1_000_000n)
    expect(toUnits(" 2.25 ", 2)).toBe(225n)
  })

  it("sending: a non-numeric value becomes zero (spec 5)", () => {
    expect(toUnits("abc", 18)).toBe(0n)
    expect(toUnits("", 18)).toBe(0n)
    expect(toUnits("1e18", 18)).toBe(0n)
    expect(toUnits("1,5", 6)).toBe(0n)
    expect(toUnits(".", 6)).toBe(0n)
    expect(toUnits("0x10", 6)).toBe(0n)
  })

  it("keeps every digit of a large amount (no floating point)", () => {
    expect(toUnits("123456789012345678.123456789012345678", 18)).toBe(
      123_456_789_012_345_678_123_456_789_012_345_678n,
    )
  })
})

describe("fractionDigits", () => {
  it("counts the digits after the dot that carry value", () => {
    expect(fractionDigits("1")).toBe(0)
    expect(fractionDigits("1.")).toBe(0)
    expect(fractionDigits("1.25")).toBe(2)
    expect(fractionDigits("1.2500")).toBe(2)
    expect(fractionDigits(".0000001")).toBe(7)
  })
})
