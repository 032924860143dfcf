import { describe, expect, it } from "vitest"
import { defaultSwapGasEstimate, maxSourceUnits, swapFeeReserve } from "./maxSwapAmount"
import { swapGasMarginPercent } from "./withGasMargin"

const gwei = 1_000_000_000n

describe("Max's network fee reserve", () => {
  it("keeps back the swap's gas estimate with the 25 % margin, at the gas price", () => {
    expect(swapGasMarginPercent).toBe(25n)
    expect(swapFeeReserve(320_000n, 2n * gwei)).toBe(400_000n * 2n * gwei)
  })

  it("never keeps back less than the default swap gas: an estimate below it is not trusted", () => {
    expect(swapFeeReserve(120_000n, 2n * gwei)).toBe(250_000n * 2n * gwei)
    expect(swapFeeReserve(defaultSwapGasEstimate, gwei)).toBe(250_000n * gwei)
  })

  it("before the form has an estimate, reckons a Uniswap V2 swap's 200,000 gas (with the margin)", () => {
    expect(defaultSwapGasEstimate).toBe(200_000n)
    expect(swapFeeReserve(undefined, gwei)).toBe(250_000n * gwei)
  })

  it("Max is the balance less the reserve, never below zero", () => {
    expect(maxSourceUnits(10n ** 18n, 250_000n * gwei)).toBe(999_750_000_000_000_000n)
    expect(maxSourceUnits(250_000n * gwei, 250_000n * gwei)).toBe(0n)
    expect(maxSourceUnits(1n, 250_000n * gwei)).toBe(0n)
  })
})
