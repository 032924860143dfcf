import type { Schema } from "effect"
import { type CacheKey, cacheKey, storagePrefix } from "../../core"

/**
 * The swap plugin's local-storage items (spec 3 "token prices per address list"): token prices,
 * cached per list of token addresses.
 * @example
 * api.cached(SwapStorageKeys.tokenPriceCache(addresses, S.FungiblePrices.fields.fungibles))
 */
export const SwapStorageKeys = {
  /** Token prices of a list of token addresses (lifetime `cacheLifetimes.tokenPrice`). */
  tokenPriceCache: <A, E>(
    addresses: ReadonlyArray<string>,
    value: Schema.Codec<A, E>,
  ): CacheKey<A> =>
    cacheKey("tokenPrice", `${storagePrefix}token_price_cache/${addresses.join(",")}`, value),
} as const
