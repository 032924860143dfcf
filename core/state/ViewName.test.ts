import { describe, expect, it } from "vitest"
import { polygon } from "../chains/defaultNetworks"
import { isViewName, view, viewDataOf, viewNames } from "./ViewName"

describe("ViewName", () => {
  it("lists the spec's 21 views", () => {
    expect(viewNames).toEqual([
      "Connect",
      "Account",
      "AllWallets",
      "ConnectingWalletConnect",
      "ConnectingWalletConnectBasic",
      "ConnectingExternal",
      "ConnectingMultiChain",
      "ConnectingSocial",
      "ConnectingFarcaster",
      "EmailLogin",
      "ProfileWallets",
      "UpdateEmailWallet",
      "SwitchNetwork",
      "SwitchActiveChain",
      "UnsupportedChain",
      "ApproveTransaction",
      "SIWXSignMessage",
      "DataCapture",
      "RegisterAccountName",
      "RegisterAccountNameSuccess",
      "UsageExceeded",
    ])
    expect(viewNames.length).toBe(21)
  })

  it("tells the spec's views from plugin views", () => {
    expect(isViewName("Account")).toBe(true)
    expect(isViewName("Swap")).toBe(false)
  })

  it("a view may carry data, read back by its name", () => {
    const entry = view("SwitchNetwork", { network: polygon })
    expect(entry).toEqual({ name: "SwitchNetwork", data: { network: polygon } })
    expect(viewDataOf(entry, "SwitchNetwork")).toEqual({ network: polygon })
    expect(viewDataOf(entry, "SwitchActiveChain")).toBeUndefined()
    expect(view("Account")).toEqual({ name: "Account" })
  })
})
