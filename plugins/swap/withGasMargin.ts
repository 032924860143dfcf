/**
 * How much gas a swap may use above the estimate it was built with, in percent. A node's
 * estimate of a router swap can fall a little short of what the swap then uses (seen on anvil:
 * 115,656 estimated for a swapExactETHForTokens that ran out of gas at that limit): a Uniswap V2
 * pair writes its two price accumulators only when the block's second differs from its last
 * update's, so an estimate made within that second leaves out writes the mined swap makes. A
 * swap that runs out of gas still costs its fee.
 */
export const swapGasMarginPercent = 25n

/**
 * The gas limit to send a swap with: its estimate plus {@link swapGasMarginPercent}; none
 * (the wallet estimates) when the API gave no estimate.
 * @example
 * withGasMargin(100_000n) // 125_000n
 */
export function withGasMargin(estimate: bigint): bigint
export function withGasMargin(estimate: bigint | undefined): bigint | undefined
export function withGasMargin(estimate: bigint | undefined): bigint | undefined {
  return estimate === undefined ? undefined : (estimate * (100n + swapGasMarginPercent)) / 100n
}
