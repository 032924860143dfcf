import { Result } from "effect"
import type { SwapMessage } from "./SwapState"
import type { SwapToken } from "./SwapToken"
import { toSourceUnits } from "./toSourceUnits"

/** A balance in the token's units; its decimals beyond the token's are dropped, unreadable is 0. */
const balanceUnits = (balance: string, decimals: number): bigint => {
  const [whole = "", fraction = ""] = balance.trim().split(".")
  if (!/^[0-9]*$/.test(whole) || !/^[0-9]*$/.test(fraction)) return 0n
  return BigInt(`${whole || "0"}${fraction.slice(0, decimals).padEnd(decimals, "0")}`)
}

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
