import { Result } from "effect"
import { parseUnits } from "viem"
import type { SwapMessage } from "./SwapState"

// Spec 5 decimal text: optional minus, digits, optional dot, digits.
const decimalText = /^-?[0-9]*(\.[0-9]*)?$/

/**
 * The amount typed, in the token's smallest units; none for an empty field. Fails with what is
 * wrong with it: 'not a valid decimal number' (spec 5), more decimals than the token has, or
 * not above zero.
 * @example
 * toSourceUnits("1.5", { symbol: "FUSD", decimals: 6 }) // Result.succeed(1_500_000n)
 */
export const toSourceUnits = (
  text: string,
  token: { readonly symbol: string; readonly decimals: number },
): Result.Result<bigint | undefined, SwapMessage> => {
  const amount = text.trim()
  if (amount === "") return Result.succeed(undefined)
  if (!decimalText.test(amount) || !/[0-9]/.test(amount)) {
    return Result.fail({ id: "swap.error.invalidDecimal" })
  }
  const fraction = amount.split(".")[1] ?? ""
  if (fraction.length > token.decimals) {
    return Result.fail({
      id: "swap.error.tooManyDecimals",
      values: { symbol: token.symbol, decimals: token.decimals },
    })
  }
  const normalised = amount.startsWith(".")
    ? `0${amount}`
    : amount.endsWith(".")
      ? `${amount}0`
      : amount
  const units = parseUnits(normalised.replace(/^-\./, "-0."), token.decimals)
  return units > 0n ? Result.succeed(units) : Result.fail({ id: "swap.error.amountNotPositive" })
}
