import { Result } from "effect"
import { balanceUnits } from "./balanceUnits"
import type { SwapMessage } from "./SwapState"
import type { SwapToken } from "./SwapToken"
import { toSourceUnits } from "./toSourceUnits"

/**
 * What is wrong with the amount typed, shown under the field as it is typed: not decimal text
 * (spec 5), too many decimals, not above zero, or more than the account holds. Nothing for an
 * empty field or before a token is chosen.
 * @example
 * swapAmountProblem("20000", fusd, "10000") // { id: "swap.error.insufficientBalance", values: { symbol: "FUSD" } }
 */
export const swapAmountProblem = (
  text: string,
  token: SwapToken | undefined,
  balance: string,
): SwapMessage | undefined => {
  if (token === undefined) return undefined
  const units = toSourceUnits(text, token)
  if (Result.isFailure(units)) return units.failure
  if (units.success === undefined) return undefined
  return units.success > balanceUnits(balance, token.decimals)
    ? { id: "swap.error.insufficientBalance", values: { symbol: token.symbol } }
    : undefined
}
