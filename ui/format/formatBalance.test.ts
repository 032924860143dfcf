import { describe, expect, it } from "vitest"
import { formatBalance, formatBalanceWithSymbol } from "./formatBalance"

describe("formatBalance", () => {
  it.each([
    ["1.23456789", "1.2345"],
    ["2.50", "2.5"],
    ["3", "3"],
    ["0", "0"],
    ["0.0000", "0"],
    ["0.00001", "<0.0001"],
    ["-0.00001", ">-0.0001"],
    ["007.1", "7.1"],
    ["123456789012345678901234.5", "123456789012345678901234.5"],
    ["not a number", "not a number"],
  ])("cuts %s to %s (four fraction digits, no rounding)", (input, shown) => {
    expect(formatBalance(input)).toBe(shown)
  })

  it("adds the symbol, and says nothing for an unknown balance", () => {
    expect(formatBalanceWithSymbol("1.25", "ETH")).toBe("1.25 ETH")
    expect(formatBalanceWithSymbol("1.25", undefined)).toBe("1.25")
    expect(formatBalanceWithSymbol(undefined, "ETH")).toBeUndefined()
  })
})
