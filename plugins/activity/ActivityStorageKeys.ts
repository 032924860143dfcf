import type { Schema } from "effect"
import { type CacheKey, cacheKey, storagePrefix } from "../../core"

/**
 * The activity plugin's local-storage items (spec 3 "transaction history per chain"): an
 * address's history, cached per address and chain.
 * @example
 * api.cached(ActivityStorageKeys.historyCache(address, caipNetworkId, S.TransactionHistory))
 */
export const ActivityStorageKeys = {
  /** Transaction history of an address on one chain (lifetime `cacheLifetimes.history`). */
  historyCache: <A, E>(address: string, chainId: string, value: Schema.Codec<A, E>): CacheKey<A> =>
    cacheKey("history", `${storagePrefix}history_cache/${address}/${chainId}`, value),
} as const
