import type { Address } from "viem"
import type { DevnetToken } from "../devnet/seedDevnet"
import type { PricesUsd } from "../exchange/poolPrices"
import { nativeCurrency, nativeTokenAddress, priceOf } from "./priceTable"
import type { ServedDevnet } from "./SandboxDevnet"
import { iconDataUrl } from "./sandboxAssets"

/** What the sandbox says about an asset of a devnet: names, decimals, spam flag, price. */
export interface AssetInfo {
  /** The token contract; undefined for the native currency. */
  readonly address: Address | undefined
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly spam: boolean
  /**
   * From the prices given (the devnet's pools, `readPoolPricesUsd`), else from the price
   * table; undefined when neither has one.
   */
  readonly priceUsd: number | undefined
  /**
   * The icon as a `data:image/svg+xml` URL (the kit shows only `https:` and `data:image/`
   * images; the sandbox is plain http), also served at `iconPath(symbol)`. Empty when the
   * sandbox has no icon for the symbol, so that the kit shows its letter fallback.
   */
  readonly iconUrl: string
}

const priceIn = (prices: PricesUsd | undefined, symbol: string): number | undefined =>
  prices === undefined ? priceOf(symbol) : prices.get(symbol)

/** The native currency of the devnets, priced from `prices` (default: the price table). */
export const nativeAssetInfo = (prices?: PricesUsd): AssetInfo => ({
  address: undefined,
  ...nativeCurrency,
  spam: false,
  priceUsd: priceIn(prices, nativeCurrency.symbol),
  iconUrl: iconDataUrl(nativeCurrency.symbol) ?? "",
})

/** A seeded test token, priced from `prices` (default: the price table). */
export const tokenAssetInfo = (token: DevnetToken, prices?: PricesUsd): AssetInfo => ({
  address: token.address,
  name: token.name,
  symbol: token.symbol,
  decimals: token.decimals,
  spam: token.spam,
  priceUsd: priceIn(prices, token.symbol),
  iconUrl: iconDataUrl(token.symbol) ?? "",
})

/**
 * The asset at `address` on a devnet: a seeded token, or the native currency for the
 * conventional 0xeeee…eeee; undefined for anything else.
 */
export const findAssetInfo = (
  devnet: Pick<ServedDevnet, "tokens">,
  address: string,
  prices?: PricesUsd,
): AssetInfo | undefined => {
  if (address.toLowerCase() === nativeTokenAddress) return nativeAssetInfo(prices)
  const token = devnet.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())
  return token === undefined ? undefined : tokenAssetInfo(token, prices)
}
