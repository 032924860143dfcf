import { Clock, Duration, Effect, Option, Schema } from "effect"
import { type CacheKind, cacheLifetimes } from "../Schedules"
import { Storage } from "./Storage"
import { type StorageKey, storageKey } from "./StorageKey"

/** A cached value and the time it was stored, in epoch ms (spec 3: cache entries per address). */
export interface CacheEntry<A> {
  /** The cached value. */
  readonly value: A
  /** When the value was stored (epoch ms, from Effect's `Clock`). */
  readonly timestamp: number
}

/** The schema of a cache entry whose value has the given schema. */
export const CacheEntry = <A, E>(value: Schema.Codec<A, E>) =>
  Schema.Struct({ value, timestamp: Schema.Finite })

/** A storage key holding a cache entry, with the kind that sets its lifetime (`cacheLifetimes`). */
export interface CacheKey<A> extends StorageKey<CacheEntry<A>> {
  /** Which lifetime of `cacheLifetimes` applies. */
  readonly kind: CacheKind
}

/** Builds a cache key from its kind, full item name and the schema of the cached value. */
export const cacheKey = <A, E>(
  kind: CacheKind,
  name: string,
  value: Schema.Codec<A, E>,
): CacheKey<A> => ({ ...storageKey(name, CacheEntry(value)), kind })

/**
 * True while an entry stored at `timestamp` is within its kind's lifetime at `now`: valid for
 * ages 0 up to (not including) the lifetime. An entry from the future (the clock went back)
 * is not trusted.
 */
export const isCacheFresh = (kind: CacheKind, timestamp: number, now: number): boolean => {
  const age = now - timestamp
  return age >= 0 && age < Duration.toMillis(cacheLifetimes[kind])
}

/** Reads a cached value if it is still fresh by Effect's `Clock`; an expired entry is removed. */
export const readCache = <A>(key: CacheKey<A>): Effect.Effect<Option.Option<A>, never, Storage> =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const entry = yield* storage.get(key)
    if (Option.isNone(entry)) return Option.none()
    const now = yield* Clock.currentTimeMillis
    if (isCacheFresh(key.kind, entry.value.timestamp, now)) return Option.some(entry.value.value)
    yield* storage.remove(key)
    return Option.none()
  })

/** Stores a value with the current `Clock` time as its timestamp. */
export const writeCache = <A>(key: CacheKey<A>, value: A): Effect.Effect<void, never, Storage> =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const timestamp = yield* Clock.currentTimeMillis
    yield* storage.set(key, { value, timestamp })
  })
