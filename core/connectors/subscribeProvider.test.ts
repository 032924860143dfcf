import { describe, expect, it } from "vitest"
import { makeFakeWallet } from "./fakeWallet"
import { subscribeProvider } from "./subscribeProvider"

describe("subscribeProvider", () => {
  it("passes checked accountsChanged, chainChanged (hex to decimal) and disconnect events", () => {
    const wallet = makeFakeWallet()
    const seen: Array<readonly [string, unknown]> = []
    subscribeProvider(wallet.provider, {
      accountsChanged: (accounts) => seen.push(["accounts", accounts]),
      chainChanged: (chainId) => seen.push(["chain", chainId]),
      disconnect: () => seen.push(["disconnect", undefined]),
    })
    const a = `0x${"cd".repeat(20)}`
    wallet.emit("accountsChanged", [a])
    wallet.emit("accountsChanged", [])
    wallet.emit("chainChanged", "0x2105")
    wallet.emit("disconnect", new Error("gone"))
    expect(seen).toEqual([
      ["accounts", [a]],
      ["accounts", []],
      ["chain", 8453],
      ["disconnect", undefined],
    ])
  })

  it("ignores malformed event arguments", () => {
    const wallet = makeFakeWallet()
    const seen: unknown[] = []
    subscribeProvider(wallet.provider, {
      accountsChanged: (accounts) => seen.push(accounts),
      chainChanged: (chainId) => seen.push(chainId),
      disconnect: () => {},
    })
    wallet.emit("accountsChanged", "0x1")
    wallet.emit("accountsChanged", [42])
    wallet.emit("chainChanged", { id: 1 })
    expect(seen).toEqual([])
  })

  it("the returned function removes exactly the listeners it added", () => {
    const wallet = makeFakeWallet()
    wallet.provider.on?.("chainChanged", () => {})
    const stop = subscribeProvider(wallet.provider, {
      accountsChanged: () => {},
      chainChanged: () => {},
      disconnect: () => {},
    })
    expect(wallet.listenerCount()).toBe(4)
    stop()
    expect(wallet.listenerCount()).toBe(1)
  })

  it("a provider without on/removeListener is accepted", () => {
    const stop = subscribeProvider(
      { request: async () => null },
      { accountsChanged: () => {}, chainChanged: () => {}, disconnect: () => {} },
    )
    expect(stop).not.toThrow()
  })
})
