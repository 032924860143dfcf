// The parts every Wallet Standard test wallet shares, apart from any chain: the remembered
// state, the simulated visitor's request log, the session's standard features, the bundle cache.
import { isWalletStandardError } from "@wallet-standard/errors"
import { describe, expect, it } from "vitest"
import { bundledOnce } from "../../build/bundleScript"
import type { TestWalletStorage } from "../wallet/TestWalletState"
import { loggable } from "./loggable"
import { createStandardTestWalletRequests } from "./StandardTestWalletRequests"
import { createStandardTestWalletSession } from "./StandardTestWalletSession"
import { loadStandardTestWalletState, saveStandardTestWalletState } from "./StandardTestWalletState"
import { standardSessionFeatures } from "./standardTestWallet"

const memoryStorage = (): TestWalletStorage & { readonly items: Map<string, string> } => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, value),
  }
}

const key = (address: string) => ({ address, publicKey: new Uint8Array([1, 2, 3]) })

const sessionWith = (storage: TestWalletStorage, storageKey = "a-wallet") =>
  createStandardTestWalletSession({
    walletName: "A Test Wallet",
    keys: [key("first"), key("second")],
    chains: ["test:one"],
    accountFeatures: ["test:sign"],
    accountLabel: (index) => `Test account ${index + 1}`,
    storage,
    storageKey,
  })

describe("standard test wallet parts", () => {
  it("remembers each wallet's state under its own key and starts fresh from a damaged entry", () => {
    const storage = memoryStorage()
    saveStandardTestWalletState(storage, "one", { connected: true, accountIndex: 1 })
    expect(loadStandardTestWalletState(storage, "one")).toEqual({
      connected: true,
      accountIndex: 1,
    })
    expect(loadStandardTestWalletState(storage, "two")).toBeUndefined()
    storage.setItem("two", "{not json")
    expect(loadStandardTestWalletState(storage, "two")).toBeUndefined()
    storage.setItem("two", JSON.stringify({ connected: "yes", accountIndex: 0 }))
    expect(loadStandardTestWalletState(storage, "two")).toBeUndefined()
  })

  it("a session labels its accounts as the wallet says and saves its authorisation under the wallet's key", () => {
    const storage = memoryStorage()
    const session = sessionWith(storage)
    expect(session.authorized()).toEqual([])
    session.grant()
    session.setAccount(1)
    expect(
      session
        .authorized()
        .map(({ address, label, chains, features }) => [address, label, chains, features]),
    ).toEqual([["second", "Test account 2", ["test:one"], ["test:sign"]]])
    expect(JSON.parse(storage.items.get("a-wallet") ?? "null")).toEqual({
      connected: true,
      accountIndex: 1,
    })
    expect(
      sessionWith(storage)
        .authorized()
        .map(({ address }) => address),
    ).toEqual(["second"])
    expect(sessionWith(storage, "another-wallet").authorized()).toEqual([])
  })

  it("logs each request JSON-safe, rejects with the standard's user-rejected error, and ends a delay on release", async () => {
    const requests = createStandardTestWalletRequests<"test:sign" | "standard:disconnect">()
    await requests.run("test:sign", { message: new Uint8Array([104, 105]), amount: 5n }, () => "ok")
    requests.setBehaviour("test:sign", "reject")
    const rejected = await requests
      .run("test:sign", [], () => "never")
      .catch((error: unknown) => error)
    expect(isWalletStandardError(rejected)).toBe(true)
    requests.setBehaviour("test:sign", { delayMs: 60_000 })
    const delayed = requests.run("test:sign", [], () => "late")
    expect(requests.requests().at(-1)?.outcome).toBe("pending")
    requests.release("test:sign")
    await expect(delayed).resolves.toBe("late")
    expect(requests.requests().map(({ input, outcome }) => [input, outcome])).toEqual([
      [{ message: "aGk=", amount: "5" }, "approved"],
      [[], "rejected"],
      [[], "approved"],
    ])
    expect(loggable({ address: "first", publicKey: new Uint8Array([1]) })).toBe("first")
  })

  it("standard:disconnect asks the visitor only when the wallet says so; standard:events tells the session's changes", async () => {
    const requests = createStandardTestWalletRequests<"standard:disconnect">()
    requests.setBehaviour("standard:disconnect", "reject")
    const asking = sessionWith(memoryStorage())
    asking.grant()
    const refused = await standardSessionFeatures(asking, requests, true)
      ["standard:disconnect"].disconnect()
      .catch((error: unknown) => error)
    expect(isWalletStandardError(refused)).toBe(true)
    expect(asking.state().connected).toBe(true)

    const silent = sessionWith(memoryStorage())
    silent.grant()
    const features = standardSessionFeatures(silent, requests, false)
    const changes: number[] = []
    features["standard:events"].on("change", ({ accounts }) => changes.push(accounts?.length ?? -1))
    await features["standard:disconnect"].disconnect()
    expect(silent.state().connected).toBe(false)
    expect(changes).toEqual([0])
  })

  it("builds a bundle once per process, and again after a failed build", async () => {
    let builds = 0
    const build = bundledOnce(async () => {
      builds += 1
      if (builds === 1) throw new Error("first build fails")
      return `bundle ${builds}`
    })
    await expect(build()).rejects.toThrow("first build fails")
    expect(await build()).toBe("bundle 2")
    expect(await build()).toBe("bundle 2")
    expect(builds).toBe(2)
  })
})
