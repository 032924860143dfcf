/** Prices in US dollars of a swap's two tokens (POST /v1/fungible/price). */
export interface SwapPrices {
  readonly source: number
  readonly to: number
}

/**
 * The swap's price impact in percent, from the tokens' US dollar prices (as the reference kit
 * computes it): how much less the output is worth than the input. Undefined when the input is
 * worth nothing or a price is unknown.
 * @example
 * priceImpact({ sourceAmount: 1, toAmount: 1980, prices: { source: 2000, to: 1 } }) // 1
 */
export const priceImpact = (swap: {
  readonly sourceAmount: number
  readonly toAmount: number
  readonly prices: SwapPrices
}): number | undefined => {
  const input = swap.sourceAmount * swap.prices.source
  const output = swap.toAmount * swap.prices.to
  if (!Number.isFinite(input) || !Number.isFinite(output) || input <= 0) return undefined
  return ((input - output) / input) * 100
}
