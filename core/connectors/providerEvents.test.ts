import { describe, expect, it } from "vitest"
import { createProviderEvents } from "./providerEvents"

describe("createProviderEvents", () => {
  it("emits to the listeners of that event only, and counts them", () => {
    const events = createProviderEvents()
    const seen: Array<unknown> = []
    const onChain = (chainId: never) => seen.push(chainId)
    events.on("chainChanged", onChain)
    events.on("accountsChanged", () => seen.push("accounts"))
    events.emit("chainChanged", "0x1")
    expect(seen).toEqual(["0x1"])
    expect([events.count("chainChanged"), events.count()]).toEqual([1, 2])
    events.removeListener("chainChanged", onChain)
    events.emit("chainChanged", "0x2")
    expect(seen).toEqual(["0x1"])
    expect(events.count()).toBe(1)
  })

  it("a listener may remove itself while the event is being emitted", () => {
    const events = createProviderEvents()
    const seen: Array<string> = []
    const once = () => {
      seen.push("once")
      events.removeListener("disconnect", once)
    }
    events.on("disconnect", once)
    events.on("disconnect", () => seen.push("always"))
    events.emit("disconnect")
    events.emit("disconnect")
    expect(seen).toEqual(["once", "always", "always"])
  })

  it("a throwing listener goes to onListenerError and the others still run; without it, it throws", () => {
    const reported: Array<unknown> = []
    const isolated = createProviderEvents((error) => reported.push(error))
    const seen: Array<string> = []
    const boom = new Error("dApp bug")
    isolated.on("connect", () => {
      throw boom
    })
    isolated.on("connect", () => seen.push("next"))
    isolated.emit("connect")
    expect([reported, seen]).toEqual([[boom], ["next"]])

    const plain = createProviderEvents()
    plain.on("connect", () => {
      throw boom
    })
    expect(() => plain.emit("connect")).toThrow(boom)
  })
})
