import type { SwapToken } from "./SwapToken"

/**
 * Spec 9: the swap token lists are fixed. The suggested tokens (27) are shown first when the
 * network offers them, then the popular ones, then the rest. Both are symbols of well-known
 * tokens: the largest stablecoins, wrapped and staked ether and bitcoin, and the governance
 * tokens of the biggest DeFi protocols and networks, by market capitalisation (CoinGecko's
 * Ethereum-ecosystem ranking, 2024), which is how the reference kit chose its fixed lists.
 */
export const suggestedSwapTokens = [
  "ETH",
  "WETH",
  "USDC",
  "USDT",
  "DAI",
  "WBTC",
  "UNI",
  "LINK",
  "AAVE",
  "1INCH",
  "MATIC",
  "POL",
  "ARB",
  "OP",
  "BNB",
  "AVAX",
  "SHIB",
  "LDO",
  "MKR",
  "CRV",
  "COMP",
  "SNX",
  "ENS",
  "GRT",
  "APE",
  "PEPE",
  "SUSHI",
] as const

/** The popular tokens, shown after the suggested ones (spec 9: a longer list). */
export const popularSwapTokens = [
  "STETH",
  "WSTETH",
  "RETH",
  "CBETH",
  "CBBTC",
  "TBTC",
  "FRAX",
  "LUSD",
  "TUSD",
  "USDE",
  "GHO",
  "CRVUSD",
  "PYUSD",
  "EURC",
  "BAL",
  "YFI",
  "ZRX",
  "BAT",
  "MANA",
  "SAND",
  "AXS",
  "CHZ",
  "IMX",
  "RNDR",
  "FET",
  "INJ",
  "QNT",
  "GNO",
  "RPL",
  "FXS",
  "CVX",
  "DYDX",
  "BLUR",
  "GMX",
  "PENDLE",
  "ENA",
  "STG",
  "KNC",
  "LRC",
  "ANKR",
  "AUDIO",
  "BAND",
  "SKL",
  "STORJ",
  "UMA",
  "API3",
  "COW",
  "SSV",
  "FLOKI",
  "WLD",
] as const

const rankOf = (symbol: string): number => {
  const upper = symbol.toUpperCase()
  const suggested = (suggestedSwapTokens as ReadonlyArray<string>).indexOf(upper)
  if (suggested !== -1) return suggested
  const popular = (popularSwapTokens as ReadonlyArray<string>).indexOf(upper)
  return popular === -1 ? Number.POSITIVE_INFINITY : suggestedSwapTokens.length + popular
}

/**
 * The network's tokens in the order the pickers show them: the suggested ones present, in the
 * list's order, then the popular ones present, then the rest as the provider API gave them.
 * @example
 * orderSwapTokens([foy, fusd, eth]).map((t) => t.symbol) // ["ETH", "FOY", "FUSD"]
 */
export const orderSwapTokens = (tokens: ReadonlyArray<SwapToken>): ReadonlyArray<SwapToken> =>
  tokens
    .map((token, index) => ({ token, index, rank: rankOf(token.symbol) }))
    .sort((a, b) => (a.rank === b.rank ? a.index - b.index : a.rank < b.rank ? -1 : 1))
    .map(({ token }) => token)

/**
 * The tokens whose name, symbol or address contains the search text (ignoring case and the
 * spaces around it); every token for an empty search.
 * @example
 * searchSwapTokens(tokens, "usd") // FUSD, USDC, ...
 */
export const searchSwapTokens = (
  tokens: ReadonlyArray<SwapToken>,
  search: string,
): ReadonlyArray<SwapToken> => {
  const text = search.trim().toLowerCase()
  if (text === "") return tokens
  return tokens.filter(
    (token) =>
      token.name.toLowerCase().includes(text) ||
      token.symbol.toLowerCase().includes(text) ||
      token.address.toLowerCase().includes(text),
  )
}
