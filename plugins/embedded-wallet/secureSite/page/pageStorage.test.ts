import { describe, expect, it } from "vitest"
import type { PageStorage } from "./pageKeys"
import { memoryPageStorage, pageStorageOf } from "./pageStorage"

describe("pageStorageOf", () => {
  it("is the window's localStorage when it takes writes, and leaves no probe in it", () => {
    const local = memoryPageStorage()
    expect(pageStorageOf({ localStorage: local })).toBe(local)
    expect([...local.items.keys()]).toEqual([])
  })

  it("is memory when reading localStorage throws (third-party storage blocked)", () => {
    const blocked = {
      get localStorage(): PageStorage {
        throw new DOMException("Access is denied for this document.", "SecurityError")
      },
    }
    const storage = pageStorageOf(blocked)
    storage.setItem("foyer-secure:session", "token")
    expect(storage.getItem("foyer-secure:session")).toBe("token")
  })

  it("is memory when localStorage refuses writes (a full or read-only store)", () => {
    const full: PageStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
      },
      removeItem: () => undefined,
    }
    const storage = pageStorageOf({ localStorage: full })
    expect(storage).not.toBe(full)
    storage.setItem("key", "value")
    expect(storage.getItem("key")).toBe("value")
  })
})
