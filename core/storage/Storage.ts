import { Context, Effect, Layer, Option, Schema } from "effect"
import type { StorageKey } from "./StorageKey"

/** The synchronous string store under the `Storage` service (the shape of `localStorage`). */
export interface StorageBackend {
  /** The stored string, or `null` when absent. */
  readonly getItem: (name: string) => string | null
  /** Stores a string. */
  readonly setItem: (name: string, value: string) => void
  /** Removes an item; absent items are ignored. */
  readonly removeItem: (name: string) => void
}

/** A backend over an in-memory map: for tests, SSR and browsers without usable localStorage. */
export const memoryBackend = (): StorageBackend => {
  const items = new Map<string, string>()
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => {
      items.set(name, value)
    },
    removeItem: (name) => {
      items.delete(name)
    },
  }
}

/** Item written and removed once to find out whether localStorage accepts writes. */
const probeName = "@foyer/__probe__"

/** `window.localStorage` when it exists and is reachable (it throws when storage is blocked). */
const defaultLocalStorage = (): globalThis.Storage | undefined =>
  typeof window === "undefined" ? undefined : window.localStorage

/**
 * The localStorage backend, falling back to memory where localStorage is missing (SSR), its
 * access throws (storage blocked) or it refuses writes (Safari private mode throws
 * QuotaExceededError on every setItem). An operation that throws later (quota full) also
 * falls back to memory, so a value written this session can still be read back.
 */
export const browserBackend = (
  getLocalStorage: () => globalThis.Storage | undefined = defaultLocalStorage,
): StorageBackend => {
  const memory = memoryBackend()
  const local = usableLocalStorage(getLocalStorage)
  if (local === undefined) return memory
  // Names written to memory because localStorage threw; memory wins for those on read.
  const inMemory = new Set<string>()
  return {
    getItem: (name) => {
      if (inMemory.has(name)) return memory.getItem(name)
      try {
        return local.getItem(name)
      } catch {
        return null
      }
    },
    setItem: (name, value) => {
      try {
        local.setItem(name, value)
        inMemory.delete(name)
        memory.removeItem(name)
      } catch {
        inMemory.add(name)
        memory.setItem(name, value)
      }
    },
    removeItem: (name) => {
      inMemory.delete(name)
      memory.removeItem(name)
      try {
        local.removeItem(name)
      } catch {
        // Nothing more to do: the item is gone from memory and unreachable in localStorage.
      }
    },
  }
}

/** Returns localStorage if it can be reached and written to, else `undefined`. */
const usableLocalStorage = (
  getLocalStorage: () => globalThis.Storage | undefined,
): globalThis.Storage | undefined => {
  try {
    const local = getLocalStorage()
    if (local === undefined || local === null) return undefined
    local.setItem(probeName, "1")
    local.removeItem(probeName)
    return local
  } catch {
    return undefined
  }
}

/** The `Storage` service: typed reads and writes of the local-storage items of spec point 3. */
export interface StorageShape {
  /** Reads and decodes an item; absent, unparsable or mistyped values read as `None`. */
  readonly get: <A>(key: StorageKey<A>) => Effect.Effect<Option.Option<A>>
  /** Encodes and stores an item. */
  readonly set: <A>(key: StorageKey<A>, value: A) => Effect.Effect<void>
  /** Removes an item. */
  readonly remove: <A>(key: StorageKey<A>) => Effect.Effect<void>
}

/** Builds the `Storage` service over a backend. */
export const makeStorage = (backend: StorageBackend): StorageShape => ({
  get: (key) =>
    Effect.sync(() => {
      const raw = backend.getItem(key.name)
      return raw === null ? Option.none() : Schema.decodeUnknownOption(key.codec)(raw)
    }),
  // A value of the key's type always encodes; a failure here is a defect, not an error.
  set: (key, value) =>
    Effect.sync(() => backend.setItem(key.name, Schema.encodeSync(key.codec)(value))),
  remove: (key) => Effect.sync(() => backend.removeItem(key.name)),
})

/** Typed local storage (spec 3), with a browser layer and an in-memory layer for tests. */
export class Storage extends Context.Service<Storage, StorageShape>()("foyer-kit/storage/Storage") {
  /** Over `window.localStorage`, falling back to memory where it is missing or throws. */
  static readonly layerBrowser: Layer.Layer<Storage> = Layer.sync(Storage, () =>
    makeStorage(browserBackend()),
  )
  /** Over a fresh in-memory map each time the layer is built. */
  static readonly layerMemory: Layer.Layer<Storage> = Layer.sync(Storage, () =>
    makeStorage(memoryBackend()),
  )
  /** Over a given backend (e.g. one a test inspects). */
  static readonly layer = (backend: StorageBackend): Layer.Layer<Storage> =>
    Layer.succeed(Storage, makeStorage(backend))
}
