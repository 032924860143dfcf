import { Window } from "happy-dom"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { createWalletDiscovery, injectedConnectorId } from "./createWalletDiscovery"
import type { Eip1193Provider } from "./Eip1193Provider"
import { announceProviderEvent, type Eip6963ProviderInfo, requestProviderEvent } from "./Eip6963"
import { announceWallet, fakeWalletInfo, makeFakeWallet } from "./fakeWallet"

// A fresh happy-dom page per test: announcements and window.ethereum do not leak.
let window: Window
const cleanups: Array<() => void> = []
beforeEach(() => {
  window = new Window({ url: "https://dapp.example/" })
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  await window.happyDOM.close()
})
const announce = (info: Eip6963ProviderInfo, provider: Eip1193Provider) => {
  cleanups.push(announceWallet(window, info, provider))
}
const discover = () => {
  const discovery = createWalletDiscovery(window)
  cleanups.push(discovery.dispose)
  return discovery
}
const setLegacyEthereum = (value: unknown) =>
  Object.defineProperty(window, "ethereum", { value, configurable: true, writable: true })

describe("createWalletDiscovery", () => {
  it("a hostile announcement whose detail throws when read is passed over: no page error, the next wallet is listed", () => {
    const discovery = discover()
    const errors: Array<unknown> = []
    window.addEventListener("error", (event) => errors.push(event))
    const throwing = () => {
      throw new Error("hostile")
    }
    const hostile = new window.CustomEvent(announceProviderEvent, {
      detail: new Proxy({}, { get: throwing, has: throwing }),
    })
    expect(() => window.dispatchEvent(hostile)).not.toThrow()
    announce(fakeWalletInfo("io.metamask"), makeFakeWallet().provider)
    expect(discovery.connectors.getSnapshot().map((c) => c.id)).toEqual(["io.metamask"])
    expect(errors).toEqual([])
  })

  it("lists a wallet whose announced name hides bidi controls under its clean name", () => {
    announce(fakeWalletInfo("io.evil", { name: "\u2067ksaMateM\u2069" }), makeFakeWallet().provider)
    expect(
      discover()
        .connectors.getSnapshot()
        .map((c) => c.name),
    ).toEqual(["ksaMateM"])
  })

  it("lists announced wallets by rdns, in announcement order, with sanitised icons", () => {
    const a = makeFakeWallet()
    const b = makeFakeWallet()
    announce(
      fakeWalletInfo("io.metamask", { name: " MetaMask ", icon: "https://cdn.example/m.png" }),
      a.provider,
    )
    const discovery = discover()
    announce(
      fakeWalletInfo("com.rabby", { name: "Rabby", icon: "javascript:alert(1)" }),
      b.provider,
    )
    expect(discovery.connectors.getSnapshot()).toEqual([
      {
        id: "io.metamask",
        type: "ANNOUNCED",
        name: "MetaMask",
        icon: "https://cdn.example/m.png",
        rdns: "io.metamask",
        chains: ["eip155"],
      },
      {
        id: "com.rabby",
        type: "ANNOUNCED",
        name: "Rabby",
        icon: undefined,
        rdns: "com.rabby",
        chains: ["eip155"],
      },
    ])
    expect(discovery.find("com.rabby")?.provider).toBe(b.provider)
  })

  it("asks wallets to announce themselves when it starts (a request round, no wallet request)", () => {
    const wallet = makeFakeWallet()
    let rounds = 0
    const countRound = () => {
      rounds += 1
    }
    window.addEventListener(requestProviderEvent, countRound)
    cleanups.push(() => window.removeEventListener(requestProviderEvent, countRound))
    announce(fakeWalletInfo("io.metamask"), wallet.provider)
    const discovery = discover()
    expect(rounds).toBe(1)
    expect(discovery.connectors.getSnapshot().map((c) => c.id)).toEqual(["io.metamask"])
    expect(wallet.calls).toEqual([])
  })

  it("deduplicates by rdns: the first announcement wins, a later one with the same rdns is ignored", () => {
    const first = makeFakeWallet()
    const impostor = makeFakeWallet()
    announce(fakeWalletInfo("io.metamask", { name: "MetaMask" }), first.provider)
    const discovery = discover()
    announce(fakeWalletInfo("io.metamask", { name: "Not MetaMask" }), impostor.provider)
    discovery.requestProviders()
    expect(discovery.connectors.getSnapshot().map((c) => c.name)).toEqual(["MetaMask"])
    expect(discovery.find("io.metamask")?.provider).toBe(first.provider)
  })

  it("re-announcements on each request round do not publish a new list", () => {
    announce(fakeWalletInfo("io.metamask"), makeFakeWallet().provider)
    const discovery = discover()
    const before = discovery.connectors.getSnapshot()
    let notified = 0
    cleanups.push(discovery.connectors.subscribe(() => (notified += 1)))
    discovery.requestProviders()
    expect(notified).toBe(0)
    expect(discovery.connectors.getSnapshot()).toBe(before)
  })

  it("a legacy window.ethereum is listed only when no wallet announced itself", () => {
    const legacy = makeFakeWallet()
    setLegacyEthereum(legacy.provider)
    const discovery = discover()
    expect(discovery.connectors.getSnapshot()).toEqual([
      {
        id: injectedConnectorId,
        type: "INJECTED",
        name: "Browser Wallet",
        icon: undefined,
        rdns: undefined,
        chains: ["eip155"],
      },
    ])
    expect(discovery.find("injected")?.provider).toBe(legacy.provider)
    announce(fakeWalletInfo("io.metamask"), makeFakeWallet().provider)
    expect(discovery.connectors.getSnapshot().map((c) => c.id)).toEqual(["io.metamask"])
    expect(discovery.find("injected")).toBeUndefined()
  })

  it("a window.ethereum injected after start-up is noticed on the next request round", () => {
    const discovery = discover()
    expect(discovery.connectors.getSnapshot()).toEqual([])
    setLegacyEthereum(makeFakeWallet().provider)
    discovery.requestProviders()
    expect(discovery.connectors.getSnapshot().map((c) => c.id)).toEqual(["injected"])
  })

  it("a window.ethereum without a request function is not a wallet", () => {
    setLegacyEthereum({ isMetaMask: true })
    expect(discover().connectors.getSnapshot()).toEqual([])
  })

  it("ignores malformed announcements", () => {
    const discovery = discover()
    const provider = makeFakeWallet().provider
    const details: ReadonlyArray<object | null> = [
      null,
      { info: fakeWalletInfo("io.a") },
      { info: fakeWalletInfo("io.b"), provider: {} },
      { info: { ...fakeWalletInfo("io.c"), rdns: " " }, provider },
      { info: { ...fakeWalletInfo("io.d"), name: 42 }, provider },
      { info: null, provider },
    ]
    for (const detail of details) {
      window.dispatchEvent(new window.CustomEvent(announceProviderEvent, { detail }))
    }
    window.dispatchEvent(new window.Event(announceProviderEvent))
    expect(discovery.connectors.getSnapshot()).toEqual([])
  })

  it("stops listening once disposed", () => {
    const discovery = createWalletDiscovery(window)
    discovery.dispose()
    announce(fakeWalletInfo("io.metamask"), makeFakeWallet().provider)
    expect(discovery.connectors.getSnapshot()).toEqual([])
  })

  it("without a window (server rendering) nothing is listed", () => {
    const discovery = createWalletDiscovery(undefined)
    discovery.requestProviders()
    expect(discovery.connectors.getSnapshot()).toEqual([])
    expect(discovery.find("injected")).toBeUndefined()
    discovery.dispose()
  })
})
