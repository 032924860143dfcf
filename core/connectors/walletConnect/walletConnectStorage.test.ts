import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { memoryBackend } from "../../storage/Storage"
import { relayClientKeyIn, sessionStoreIn, storeChain, storedChain } from "./walletConnectStorage"

describe("what the WalletConnect client keeps across reloads", () => {
  it("the relay client key is made once and found again (the relay keeps messages for its id); one that does not decode is replaced", () => {
    const storage = memoryBackend()
    const first = relayClientKeyIn(storage)
    expect(relayClientKeyIn(storage)).toEqual(first)
    storage.setItem("@foyer/walletConnect.relayKey", '{"seed":"not hex"}')
    const replaced = relayClientKeyIn(storage)
    expect(replaced).not.toEqual(first)
    expect(replaced.seed).toMatch(/^[0-9a-f]{64}$/)
    expect(relayClientKeyIn(storage)).toEqual(replaced)
  })

  it("the chain last used is read back only for its own session", () => {
    const storage = memoryBackend()
    storeChain(storage, { topic: "a".repeat(64), chain: "eip155:10" })
    expect(storedChain(storage, "a".repeat(64))).toBe("eip155:10")
    expect(storedChain(storage, "b".repeat(64))).toBeUndefined()
    storeChain(storage, undefined)
    expect(storedChain(storage, "a".repeat(64))).toBeUndefined()
  })

  it("the session store gives back what it saved, forgets it when no session is left, and reads unparsable text as nothing", async () => {
    const storage = memoryBackend()
    const store = sessionStoreIn(storage)
    await Effect.runPromise(store.save([{ topic: "t" } as never]))
    expect(await Effect.runPromise(store.load)).toEqual([{ topic: "t" }])
    await Effect.runPromise(store.save([]))
    expect(storage.getItem("@foyer/walletConnect.sessions")).toBeNull()
    storage.setItem("@foyer/walletConnect.sessions", "{not json")
    expect(await Effect.runPromise(store.load)).toBeUndefined()
  })
})
