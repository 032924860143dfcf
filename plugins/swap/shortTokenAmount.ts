import { formatUnits } from "viem"

/** The most decimals an amount is shown with: enough to read it, few enough to fit a row. */
const shownDecimals = 6

/**
 * An amount in a token's smallest units as the visitor reads it: whole tokens, at most six
 * decimals (cut, not rounded, so a balance is never shown above what it is), no trailing zeros.
 * @example
 * shortTokenAmount(1_234_567_890_000_000_000n, 18) // "1.234567"
 */
export const shortTokenAmount = (units: bigint, decimals: number): string => {
  const [whole = "0", fraction = ""] = formatUnits(units, decimals).split(".")
  const cut = fraction.slice(0, shownDecimals).replace(/0+$/, "")
  return cut === "" ? whole : `${whole}.${cut}`
}
