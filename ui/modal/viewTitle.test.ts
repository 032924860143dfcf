import { describe, expect, it } from "vitest"
import { ethereum } from "../../core/chains/defaultNetworks"
import { viewTitle } from "./viewTitle"

describe("viewTitle", () => {
  it("names each core view the UI draws", () => {
    expect(
      [
        "Connect",
        "AllWallets",
        "ConnectingExternal",
        "Account",
        "SwitchActiveChain",
        "UnsupportedChain",
      ].map((name) => viewTitle({ name })),
    ).toEqual([
      "Connect Wallet",
      "All Wallets",
      "Connecting",
      "Account",
      "Switch Chain",
      "Unsupported Network",
    ])
  })

  it("SwitchNetwork without a target is the network list", () => {
    expect(viewTitle({ name: "SwitchNetwork" })).toBe("Select Network")
    expect(viewTitle({ name: "SwitchNetwork", data: { network: ethereum } })).toBe("Switch Network")
  })

  it("a plugin's view gets its name spelled out", () => {
    expect(viewTitle({ name: "RegisterAccountName" })).toBe("Register Account Name")
    expect(viewTitle({ name: "swap" })).toBe("Swap")
  })
})
