// @vitest-environment happy-dom
import { Effect, Option, Schema } from "effect"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { browserBackend, memoryBackend, Storage } from "./Storage"
import { storageKey } from "./StorageKey"
import { StorageKeys } from "./StorageKeys"

const counter = storageKey("@foyer/test_counter", Schema.Finite)

/** A localStorage stand-in whose every method throws, as when storage is blocked or full. */
const throwingLocalStorage = (error: Error): globalThis.Storage => ({
  length: 0,
  clear: () => {
    throw error
  },
  getItem: () => {
    throw error
  },
  key: () => {
    throw error
  },
  removeItem: () => {
    throw error
  },
  setItem: () => {
    throw error
  },
})

/** Reads, writes and removes one item through the service. */
const roundTrip = Effect.gen(function* () {
  const storage = yield* Storage
  yield* storage.set(StorageKeys.walletId, "io.metamask")
  const written = yield* storage.get(StorageKeys.walletId)
  yield* storage.remove(StorageKeys.walletId)
  const removed = yield* storage.get(StorageKeys.walletId)
  return { written, removed }
})

beforeEach(() => {
  window.localStorage.clear()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("Storage.layerBrowser", () => {
  it("stores values as JSON in window.localStorage under the key's name", async () => {
    await Effect.runPromise(
      Effect.gen(function* () {
        const storage = yield* Storage
        yield* storage.set(StorageKeys.walletName, "MetaMask")
        yield* storage.set(StorageKeys.disconnectedConnectorIds, { solana: ["phantom"] })
      }).pipe(Effect.provide(Storage.layerBrowser)),
    )
    expect(window.localStorage.getItem("@foyer/wallet_name")).toBe('"MetaMask"')
    expect(window.localStorage.getItem("@foyer/disconnected_connector_ids")).toBe(
      '{"solana":["phantom"]}',
    )
  })

  it("reads back what it wrote, and nothing after remove", async () => {
    const result = await Effect.runPromise(roundTrip.pipe(Effect.provide(Storage.layerBrowser)))
    expect(result).toEqual({ written: Option.some("io.metamask"), removed: Option.none() })
    expect(window.localStorage.getItem("@foyer/wallet_id")).toBeNull()
  })

  it("reads values already in localStorage (a restored session)", async () => {
    window.localStorage.setItem("@foyer/connection_status", '"connected"')
    const status = await Effect.runPromise(
      Storage.use((s) => s.get(StorageKeys.connectionStatus)).pipe(
        Effect.provide(Storage.layerBrowser),
      ),
    )
    expect(status).toEqual(Option.some("connected"))
  })

  it("corrupt JSON in storage reads as absent", async () => {
    window.localStorage.setItem("@foyer/test_counter", "{not json")
    const value = await Effect.runPromise(
      Storage.use((s) => s.get(counter)).pipe(Effect.provide(Storage.layerBrowser)),
    )
    expect(value).toEqual(Option.none())
  })

  it("a stored value of the wrong type reads as absent", async () => {
    window.localStorage.setItem("@foyer/test_counter", '"seven"')
    window.localStorage.setItem("@foyer/connection_status", '"sleeping"')
    const values = await Effect.runPromise(
      Effect.gen(function* () {
        const storage = yield* Storage
        return [yield* storage.get(counter), yield* storage.get(StorageKeys.connectionStatus)]
      }).pipe(Effect.provide(Storage.layerBrowser)),
    )
    expect(values).toEqual([Option.none(), Option.none()])
  })

  it("falls back to memory outside a browser (no window)", async () => {
    vi.stubGlobal("window", undefined)
    const result = await Effect.runPromise(roundTrip.pipe(Effect.provide(Storage.layerBrowser)))
    expect(result).toEqual({ written: Option.some("io.metamask"), removed: Option.none() })
  })
})

describe("browserBackend", () => {
  it("uses localStorage when it works", () => {
    const backend = browserBackend(() => window.localStorage)
    backend.setItem("@foyer/x", "1")
    expect(window.localStorage.getItem("@foyer/x")).toBe("1")
    expect(backend.getItem("@foyer/x")).toBe("1")
    backend.removeItem("@foyer/x")
    expect(window.localStorage.getItem("@foyer/x")).toBeNull()
  })

  it("leaves no probe item behind", () => {
    browserBackend(() => window.localStorage)
    expect(window.localStorage.length).toBe(0)
  })

  it("falls back to memory when localStorage is absent", () => {
    const backend = browserBackend(() => undefined)
    backend.setItem("@foyer/x", "1")
    expect(backend.getItem("@foyer/x")).toBe("1")
    backend.removeItem("@foyer/x")
    expect(backend.getItem("@foyer/x")).toBeNull()
  })

  it("falls back to memory when reaching localStorage throws (storage blocked)", () => {
    const backend = browserBackend(() => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    })
    backend.setItem("@foyer/x", "1")
    expect(backend.getItem("@foyer/x")).toBe("1")
  })

  it("falls back to memory when localStorage throws on every call (Safari private mode)", () => {
    const backend = browserBackend(() =>
      throwingLocalStorage(new DOMException("quota", "QuotaExceededError")),
    )
    backend.setItem("@foyer/x", "1")
    expect(backend.getItem("@foyer/x")).toBe("1")
    backend.removeItem("@foyer/x")
    expect(backend.getItem("@foyer/x")).toBeNull()
  })

  it("keeps a value in memory when a later write throws (quota full)", () => {
    window.localStorage.setItem("@foyer/x", "old")
    let full = false
    const local = window.localStorage
    const flaky: globalThis.Storage = {
      get length() {
        return local.length
      },
      clear: () => local.clear(),
      key: (index) => local.key(index),
      getItem: (name) => local.getItem(name),
      removeItem: (name) => local.removeItem(name),
      setItem: (name, value) => {
        if (full) throw new DOMException("quota", "QuotaExceededError")
        local.setItem(name, value)
      },
    }
    const backend = browserBackend(() => flaky)
    full = true
    backend.setItem("@foyer/x", "new")
    // The stale localStorage value must not shadow the newer in-memory one.
    expect(backend.getItem("@foyer/x")).toBe("new")
    full = false
    backend.setItem("@foyer/x", "newest")
    expect(local.getItem("@foyer/x")).toBe("newest")
    expect(backend.getItem("@foyer/x")).toBe("newest")
  })

  it("reads as absent when localStorage getItem throws", () => {
    const local = window.localStorage
    let broken = false
    const flaky: globalThis.Storage = {
      get length() {
        return local.length
      },
      clear: () => local.clear(),
      key: (index) => local.key(index),
      getItem: (name) => {
        if (broken) throw new Error("boom")
        return local.getItem(name)
      },
      removeItem: (name) => local.removeItem(name),
      setItem: (name, value) => local.setItem(name, value),
    }
    const backend = browserBackend(() => flaky)
    backend.setItem("@foyer/x", "1")
    broken = true
    expect(backend.getItem("@foyer/x")).toBeNull()
  })
})

describe("Storage.layerMemory", () => {
  it("round-trips without touching localStorage", async () => {
    const result = await Effect.runPromise(roundTrip.pipe(Effect.provide(Storage.layerMemory)))
    expect(result).toEqual({ written: Option.some("io.metamask"), removed: Option.none() })
    expect(window.localStorage.length).toBe(0)
  })

  it("starts empty each time the layer is built", async () => {
    await Effect.runPromise(
      Storage.use((s) => s.set(StorageKeys.walletId, "a")).pipe(
        Effect.provide(Storage.layerMemory),
      ),
    )
    const value = await Effect.runPromise(
      Storage.use((s) => s.get(StorageKeys.walletId)).pipe(Effect.provide(Storage.layerMemory)),
    )
    expect(value).toEqual(Option.none())
  })

  it("Storage.layer runs over a given backend", async () => {
    const backend = memoryBackend()
    await Effect.runPromise(
      Storage.use((s) => s.set(counter, 3)).pipe(Effect.provide(Storage.layer(backend))),
    )
    expect(backend.getItem("@foyer/test_counter")).toBe("3")
  })
})
