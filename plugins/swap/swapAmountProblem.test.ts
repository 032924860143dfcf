import { describe, expect, it } from "vitest"
import type { SwapToken } from "./SwapToken"
import { swapAmountProblem } from "./swapAmountProblem"

const fusd: SwapToken = {
  caipAddress: `eip155:31337:0x${"1".repeat(40)}`,
  address: `0x${"1".repeat(40)}`,
  name: "Foyer USD",
  symbol: "FUSD",
  decimals: 6,
  logoUri: undefined,
}

describe("swapAmountProblem", () => {
  it("nothing for an empty field, no token, or an amount within the balance", () => {
    expect(swapAmountProblem("", fusd, "10")).toBeUndefined()
    expect(swapAmountProblem("5", undefined, "10")).toBeUndefined()
    expect(swapAmountProblem("10", fusd, "10")).toBeUndefined()
    expect(swapAmountProblem("9.9999999", { ...fusd, decimals: 7 }, "10")).toBeUndefined()
  })

  it("more than the account holds is an insufficient balance (balance decimals beyond the token's dropped)", () => {
    expect(swapAmountProblem("10.000001", fusd, "10")).toEqual({
      id: "swap.error.insufficientBalance",
      values: { symbol: "FUSD" },
    })
    expect(swapAmountProblem("1", fusd, "0")).toMatchObject({
      id: "swap.error.insufficientBalance",
    })
    expect(swapAmountProblem("10", fusd, "10.0000009")).toBeUndefined()
  })

  it("spec 5: not decimal text is 'not a valid decimal number'; zero is not an amount", () => {
    expect(swapAmountProblem("1,5x", fusd, "10")).toEqual({ id: "swap.error.invalidDecimal" })
    expect(swapAmountProblem("0", fusd, "10")).toEqual({ id: "swap.error.amountNotPositive" })
  })
})
