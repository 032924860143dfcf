import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { unavailableBalance } from "../../core"
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

  it("an unavailable balance reads exactly '0.00 ETH' (spec 8: a failed fetch returns 0.00 ETH)", () => {
    expect(formatBalanceWithSymbol(unavailableBalance, "ETH")).toBe("0.00 ETH")
    expect(formatBalanceWithSymbol(unavailableBalance, "POL")).toBe("0.00 POL")
    // A real zero keeps the usual formatting.
    expect(formatBalanceWithSymbol("0", "ETH")).toBe("0 ETH")
    expect(formatBalanceWithSymbol("0.000", "ETH")).toBe("0 ETH")
  })
})

/** Decimal texts as an API may send them: sign, leading zeros, long fractions, huge integers. */
const decimalText = fc
  .tuple(
    fc.constantFrom("", "-"),
    fc.stringMatching(/^[0-9]{0,40}$/),
    fc.option(fc.stringMatching(/^[0-9]{0,40}$/), { nil: undefined }),
  )
  .map(
    ([sign, whole, fraction]) => `${sign}${whole}${fraction === undefined ? "" : `.${fraction}`}`,
  )

describe("formatBalance on hostile input (property)", () => {
  it("never throws, on decimal texts and on any text", () => {
    fc.assert(
      fc.property(fc.oneof(decimalText, fc.string(), fc.string({ unit: "grapheme" })), (text) => {
        expect(typeof formatBalance(text)).toBe("string")
        expect(typeof formatBalanceWithSymbol(text, "ETH")).toBe("string")
      }),
    )
  })

  it("a decimal text shows at most four fraction digits, never more than it holds", () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const shown = formatBalance(text)
        if (text === unavailableBalance) return expect(shown).toBe("0.00")
        expect(shown).toMatch(/^(?:-?\d+(?:\.\d{1,4})?|<0\.0001|>-0\.0001)$/)
        if (/^[<>]/.test(shown) || !/\d/.test(text)) return
        expect(Math.abs(Number(shown))).toBeLessThanOrEqual(Math.abs(Number(text)))
      }),
    )
  })
})
