import { describe, expect, it } from "vitest"
import { sampleOnrampOptions } from "./api/onrampFallbacks"
import { onrampAmountProblem } from "./onrampAmountProblem"

const [card, bank] = sampleOnrampOptions.paymentCurrencies[0]!.payment_method_limits

describe("Onramp sample limits (spec 9): card 10 to 7500, bank account 10 to 25000", () => {
  it("a card amount from 10 to 7500, both ends included, is allowed", () => {
    expect(
      ["10", "10.00", "250", "7499.99", "7500"].map((a) => onrampAmountProblem(a, card, "USD")),
    ).toEqual([undefined, undefined, undefined, undefined, undefined])
  })

  it("a card amount below 10 or above 7500 is refused, naming the exact limits", () => {
    const outside = {
      id: "onramp.error.outOfLimits",
      values: { min: "10", max: "7500", currency: "USD" },
    }
    expect(
      ["9.99", "0", "-5", "7500.01", "25000"].map((a) => onrampAmountProblem(a, card, "USD")),
    ).toEqual([outside, outside, outside, outside, outside])
  })

  it("a bank account takes up to 25000: 7500.01 and 25000 pass, 25000.01 does not", () => {
    expect(onrampAmountProblem("7500.01", bank, "USD")).toBeUndefined()
    expect(onrampAmountProblem("25000", bank, "USD")).toBeUndefined()
    expect(onrampAmountProblem("25000.01", bank, "USD")).toEqual({
      id: "onramp.error.outOfLimits",
      values: { min: "10", max: "25000", currency: "USD" },
    })
  })

  it("text that is not a decimal is 'not a valid decimal number' (spec 5); blank is no problem yet", () => {
    expect(onrampAmountProblem("12abc", card, "USD")).toEqual({ id: "onramp.error.invalidDecimal" })
    expect(onrampAmountProblem("  ", card, "USD")).toBeUndefined()
  })
})
