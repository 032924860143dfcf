import { formatUnits } from "viem"

/** How many decimals an amount shows at most (a fee of 0.000021000000168 ETH reads 0.000021). */
export const shownDecimals = 6

/**
 * `units` of a token with `decimals` as short decimal text: at most `shownDecimals` digits after
 * the dot, cut (not rounded up), trailing zeros dropped; an amount too small to show reads as
 * "<0.000001".
 * @example
 * formatAmount(21_000_000_000_000n, 18) // "0.000021"
 */
export const formatAmount = (units: bigint, decimals: number): string => {
  const text = formatUnits(units, decimals)
  const dot = text.indexOf(".")
  if (dot === -1) return text
  const fraction = text.slice(dot + 1, dot + 1 + shownDecimals).replace(/0+$/, "")
  const whole = text.slice(0, dot)
  if (fraction === "" && (whole === "0" || whole === "-0") && units !== 0n) {
    return `<0.${"0".repeat(shownDecimals - 1)}1`
  }
  return fraction === "" ? whole : `${whole}.${fraction}`
}
