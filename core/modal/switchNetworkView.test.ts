import { describe, expect, it } from "vitest"
import { bitcoin, ethereum, polygon, solana } from "../chains/defaultNetworks"
import { namespaceSupport } from "../chains/namespaceSupport"
import type { SwitchNetworkRequest } from "./switchNetworkView"
import { switchNetworkView } from "./switchNetworkView"

// Connected on Ethereum through an external wallet, nothing else connected.
const base: SwitchNetworkRequest = {
  target: polygon,
  active: ethereum,
  activeNamespace: "eip155",
  ignoreSwitchConfirmation: false,
  connectedWithAuth: false,
  connectedOnActiveNamespace: true,
  connectedOnTargetNamespace: false,
}

describe("switchNetworkView", () => {
  it("nothing happens if the target is already the active network", () => {
    expect(switchNetworkView({ ...base, target: ethereum })).toBeUndefined()
  })

  it("SwitchNetwork opens when the caller asks to skip confirmation", () => {
    expect(switchNetworkView({ ...base, target: solana, ignoreSwitchConfirmation: true })).toEqual({
      name: "SwitchNetwork",
      data: { network: solana },
    })
  })

  it("SwitchNetwork opens when the current connector is the embedded AUTH wallet and the target chain is EVM or Solana", () => {
    expect(namespaceSupport.authConnector).toEqual(["eip155", "solana"])
    const auth = { ...base, connectedWithAuth: true }
    expect(switchNetworkView({ ...auth, target: solana })).toEqual({
      name: "SwitchNetwork",
      data: { network: solana },
    })
    expect(switchNetworkView({ ...auth, target: polygon })).toEqual({
      name: "SwitchNetwork",
      data: { network: polygon },
    })
  })

  it("SwitchActiveChain opens when connected on the current chain, the target is a different chain family, and the user has no account on the target", () => {
    expect(switchNetworkView({ ...base, target: solana })).toEqual({
      name: "SwitchActiveChain",
      data: {
        switchToChain: "solana",
        navigateTo: "Connect",
        navigateWithReplace: true,
        network: solana,
      },
    })
  })

  it("the embedded AUTH wallet switching to Bitcoin gets SwitchActiveChain", () => {
    expect(switchNetworkView({ ...base, connectedWithAuth: true, target: bitcoin })?.name).toBe(
      "SwitchActiveChain",
    )
  })

  it("otherwise SwitchNetwork opens", () => {
    const expected = { name: "SwitchNetwork", data: { network: solana } }
    // Same family.
    expect(switchNetworkView(base)).toEqual({ name: "SwitchNetwork", data: { network: polygon } })
    // Not connected on the current chain.
    expect(
      switchNetworkView({ ...base, target: solana, connectedOnActiveNamespace: false }),
    ).toEqual(expected)
    // Already has an account on the target family.
    expect(
      switchNetworkView({ ...base, target: solana, connectedOnTargetNamespace: true }),
    ).toEqual(expected)
  })
})
