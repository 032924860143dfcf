/** Spec 9: the swap's slippage tolerance, in percent. */
export const swapSlippage = 1

const basisPoints = 10_000n
const basisPointsPerPercent = 100

/**
 * The least the swap may give (the router's amountOutMin): the quoted output less the
 * slippage tolerance in percent, rounded down, so the swap reverts rather than give less.
 * @example
 * amountOutMin(1_000_000n) // 990_000n (1 % below)
 */
export const amountOutMin = (quotedOut: bigint, slippagePercent: number = swapSlippage): bigint =>
  (quotedOut * (basisPoints - BigInt(Math.round(slippagePercent * basisPointsPerPercent)))) /
  basisPoints
