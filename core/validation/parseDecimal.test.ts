import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { DecimalInvalidError, DecimalString, isDecimal, parseDecimal } from "./parseDecimal"

describe("isDecimal", () => {
  it("a decimal is an optional minus, digits, an optional dot and digits", () => {
    for (const text of ["0", "12", "-12", "1.5", "-0.25", "007.100"]) {
      expect(isDecimal(text)).toBe(true)
    }
  })

  it("either run of digits may be empty: '1.' and '.5' are decimals", () => {
    expect(isDecimal("1.")).toBe(true)
    expect(isDecimal(".5")).toBe(true)
    expect(isDecimal("-.5")).toBe(true)
    expect(isDecimal("-1.")).toBe(true)
  })

  it("a decimal needs at least one digit", () => {
    for (const text of ["", "-", ".", "-."]) expect(isDecimal(text)).toBe(false)
  })

  it("anything else is not a decimal", () => {
    for (const text of ["1.2.3", "1e5", "+1", " 1", "1 ", "1,5", "--1", "0x10", "abc", "1-"]) {
      expect(isDecimal(text)).toBe(false)
    }
  })
})

describe("parseDecimal", () => {
  it("returns the text unchanged when it is a decimal", () => {
    expect(parseDecimal("0.000000000000000001")).toEqual(Result.succeed("0.000000000000000001"))
  })

  it("fails with 'not a valid decimal number' otherwise", () => {
    const result = parseDecimal("1.2.3")
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) {
      expect(result.failure).toBeInstanceOf(DecimalInvalidError)
      expect(result.failure.message).toBe("not a valid decimal number")
      expect(result.failure.input).toBe("1.2.3")
    }
  })

  it("the DecimalString schema fails with the same text", () => {
    const result = Schema.decodeUnknownResult(DecimalString)("abc")
    expect(Result.isFailure(result) && result.failure.message).toBe("not a valid decimal number")
    expect(Result.isSuccess(Schema.decodeUnknownResult(DecimalString)("-3.5"))).toBe(true)
  })
})
