import { describe, expect, it } from "vitest"
import { polygon } from "../chains/defaultNetworks"
import { coreRoutes, coreViews } from "../plugins/coreViews"
import type { View } from "./ViewName"
import { view, viewDataOf } from "./ViewName"

describe("ViewName", () => {
  it("the kernel declares its own 11 views; every other view comes from a plugin", () => {
    expect(coreViews).toEqual([
      "Connect",
      "Account",
      "AllWallets",
      "ConnectingWalletConnect",
      "ConnectingWalletConnectBasic",
      "ConnectingExternal",
      "ConnectingMultiChain",
      "SwitchNetwork",
      "SwitchActiveChain",
      "UnsupportedChain",
      "UsageExceeded",
    ])
    expect(coreViews.length).toBe(11)
  })

  it("the kernel's routes: connect-flow views, and the two usage-limited connecting views", () => {
    expect(coreRoutes).toEqual({
      Connect: { flow: "connect" },
      Account: {},
      AllWallets: { flow: "connect" },
      ConnectingWalletConnect: { flow: "connect" },
      ConnectingWalletConnectBasic: { flow: "connect" },
      ConnectingExternal: { flow: "connect", usageLimited: true },
      ConnectingMultiChain: { flow: "connect", usageLimited: true },
      SwitchNetwork: {},
      SwitchActiveChain: {},
      UnsupportedChain: {},
      UsageExceeded: {},
    })
  })

  it("a view may carry data, read back by its name", () => {
    const entry = view("SwitchNetwork", { network: polygon })
    expect(entry).toEqual({ name: "SwitchNetwork", data: { network: polygon } })
    expect(viewDataOf(entry, "SwitchNetwork")).toEqual({ network: polygon })
    expect(viewDataOf(entry, "SwitchActiveChain")).toBeUndefined()
    expect(view("Account")).toEqual({ name: "Account" })
  })

  it("a plugin's view name is a view too, its data untyped for core", () => {
    const entry: View = view("FakeSocialLogin", { provider: "google" })
    expect(entry).toEqual({ name: "FakeSocialLogin", data: { provider: "google" } })
    expect(viewDataOf(entry, "SwitchNetwork")).toBeUndefined()
    expect(view("FakeSocialLogin")).toEqual({ name: "FakeSocialLogin" })
  })
})
