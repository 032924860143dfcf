import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { toSourceUnits } from "./toSourceUnits"

const fusd = { symbol: "FUSD", decimals: 6 }

describe("toSourceUnits", () => {
  it("reads whole tokens into the token's smallest units", () => {
    expect(toSourceUnits("1.5", fusd)).toEqual(Result.succeed(1_500_000n))
    expect(toSourceUnits(" 10 ", fusd)).toEqual(Result.succeed(10_000_000n))
    expect(toSourceUnits(".5", fusd)).toEqual(Result.succeed(500_000n))
    expect(toSourceUnits("2.", fusd)).toEqual(Result.succeed(2_000_000n))
    expect(toSourceUnits("0.000001", fusd)).toEqual(Result.succeed(1n))
  })

  it("an empty field is no amount yet", () => {
    expect(toSourceUnits("  ", fusd)).toEqual(Result.succeed(undefined))
  })

  it("spec 5: text that is not decimal is 'not a valid decimal number'", () => {
    for (const text of ["abc", "1e5", "1.2.3", "-", ".", "0x10"]) {
      expect(toSourceUnits(text, fusd), text).toEqual(
        Result.fail({ id: "swap.error.invalidDecimal" }),
      )
    }
  })

  it("more decimals than the token has, zero and negative amounts are refused", () => {
    expect(toSourceUnits("0.0000001", fusd)).toEqual(
      Result.fail({ id: "swap.error.tooManyDecimals", values: { symbol: "FUSD", decimals: 6 } }),
    )
    expect(toSourceUnits("0", fusd)).toEqual(Result.fail({ id: "swap.error.amountNotPositive" }))
    expect(toSourceUnits("-1", fusd)).toEqual(Result.fail({ id: "swap.error.amountNotPositive" }))
    expect(toSourceUnits("-.5", fusd)).toEqual(Result.fail({ id: "swap.error.amountNotPositive" }))
  })
})
