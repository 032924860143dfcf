/**
 * The sandbox's documented USD prices, by asset symbol: the prices its exchange's pools are
 * seeded at (see `sandbox/exchange/seedExchange.ts`). Devnet assets have no market, so the
 * pools are it: balances, history values, `/v1/fungible/price` and onramp quotes read the
 * pools' reserves now (`sandbox/exchange/poolPrices.ts`, FUSD the 1 USD anchor), so they
 * start at this table and move with every swap. The table prices a devnet served without
 * an exchange.
 *
 * | symbol  | USD  | asset                                    |
 * |---------|------|------------------------------------------|
 * | ETH     | 3000 | the devnets' native currency             |
 * | FUSD    | 1    | Foyer USD, 6 decimals                    |
 * | FOY     | 0.25 | Foyer Token, 18 decimals                 |
 * | AIRDROP | 0    | Free Airdrop, 18 decimals, flagged spam  |
 */
export const sandboxPricesUsd: Readonly<Record<string, number>> = {
  ETH: 3000,
  FUSD: 1,
  FOY: 0.25,
  AIRDROP: 0,
}

/**
 * The documented (seeded) USD price of an asset by symbol, or undefined when the table has
 * none; the price now is the pools' (`poolPriceUsd`).
 */
export const priceOf = (symbol: string): number | undefined =>
  Object.hasOwn(sandboxPricesUsd, symbol) ? sandboxPricesUsd[symbol] : undefined

/** The native currency of every devnet. */
export const nativeCurrency = { name: "Ether", symbol: "ETH", decimals: 18 } as const

/**
 * The address that stands for the native currency where an address is required
 * (`/v1/fungible/price`, swaps), as in the real service.
 */
export const nativeTokenAddress = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"
