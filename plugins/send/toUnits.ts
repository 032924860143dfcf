import { parseUnits } from "viem"
import { isDecimal } from "../../core"

/**
 * An amount typed as decimal text, in the token's smallest units (wei for ether). Spec 5: a
 * non-numeric value becomes zero. Digits beyond `decimals` are rounded (viem's `parseUnits`);
 * the form refuses them before sending (see `amountProblem`).
 * @example
 * toUnits("1.5", 6) // 1500000n
 * toUnits("abc", 18) // 0n
 */
export const toUnits = (text: string, decimals: number): bigint => {
  const trimmed = text.trim()
  return isDecimal(trimmed) ? parseUnits(trimmed, decimals) : 0n
}

/**
 * How many digits of `text` after its decimal point carry value: trailing zeros do not count
 * ("1.500" has 1), as they change nothing in the units.
 */
export const fractionDigits = (text: string): number => {
  const dot = text.indexOf(".")
  return dot === -1 ? 0 : text.slice(dot + 1).replace(/0+$/, "").length
}
