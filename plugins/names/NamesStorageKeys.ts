import type { Schema } from "effect"
import { type CacheKey, cacheKey, storagePrefix } from "../../core"

/**
 * The names plugin's local-storage items (spec 3 "names"): the names of an address, cached per
 * address, and a found name's record, cached per name.
 * @example
 * api.cached(NamesStorageKeys.namesCache(address, S.GetProfileReverseResponse))
 */
export const NamesStorageKeys = {
  /** Names of an address on the naming service (lifetime `cacheLifetimes.names`). */
  namesCache: <A, E>(address: string, value: Schema.Codec<A, E>): CacheKey<A> =>
    cacheKey("names", `${storagePrefix}names_cache/${address}`, value),
  /** A registered name's record, by its full lowercase name (lifetime `cacheLifetimes.names`). */
  nameRecordCache: <A, E>(name: string, value: Schema.Codec<A, E>): CacheKey<A> =>
    cacheKey("names", `${storagePrefix}name_record_cache/${name}`, value),
} as const
