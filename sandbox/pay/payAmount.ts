import { parseUnits } from "viem"
import { echoInput } from "../api/echoInput"

/** The native currency's decimals on the sandbox devnets (ETH). */
export const nativeDecimals = 18

/** SOL's decimals (lamports in one SOL: 10^9). */
export const solDecimals = 9

/**
 * An amount in whole units (a decimal string such as "0.05") in the smallest units of an
 * asset of `decimals`, or undefined when it is not a positive amount with at most that many
 * decimals.
 * @example
 * payAmountUnits("0.05", 18) // 50000000000000000n
 * payAmountUnits("0", 18) // undefined
 */
export const payAmountUnits = (amount: string, decimals: number): bigint | undefined => {
  const match = /^(\d{1,30})(?:\.(\d+))?$/.exec(amount)
  if (match === null || (match[2]?.length ?? 0) > decimals) return undefined
  const units = parseUnits(amount, decimals)
  return units > 0n ? units : undefined
}

/** The description of a 400 for an amount that is not a positive decimal of the asset's `decimals`. */
export const invalidAmountDescription = (amount: string, decimals = nativeDecimals): string =>
  `Invalid amount: ${echoInput(amount)} (a positive decimal in whole units, at most ${decimals} decimals)`
