import type { Schema } from "effect"
import { type CacheKey, cacheKey, storagePrefix } from "../../core"

/**
 * The names plugin's local-storage items (spec 3 "names"): the names of an address, cached per
 * address.
 * @example
 * api.cached(NamesStorageKeys.namesCache(address, S.GetProfileReverseResponse))
 */
export const NamesStorageKeys = {
  /** Names of an address on the naming service (lifetime `cacheLifetimes.names`). */
  namesCache: <A, E>(address: string, value: Schema.Codec<A, E>): CacheKey<A> =>
    cacheKey("names", `${storagePrefix}names_cache/${address}`, value),
} as const
