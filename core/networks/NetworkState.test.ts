import { describe, expect, it } from "vitest"
import { ethereum, polygon, solana } from "../chains/defaultNetworks"
import {
  createNetworkStore,
  emptyNamespaceNetworkState,
  initialNetworkState,
  isNetworkSupported,
  isSmartAccountEnabled,
  namespaceNetworks,
  setNamespaceNetworks,
} from "./NetworkState"

describe("NetworkState", () => {
  it("keeps network state per namespace", () => {
    const state = setNamespaceNetworks(initialNetworkState, "eip155", {
      caipNetworks: [ethereum, polygon],
      approvedCaipNetworkIds: ["eip155:1"],
    })
    expect(namespaceNetworks(state, "eip155")).toEqual({
      caipNetwork: undefined,
      caipNetworks: [ethereum, polygon],
      requestedCaipNetworks: [],
      approvedCaipNetworkIds: ["eip155:1"],
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
    })
    expect(namespaceNetworks(state, "solana")).toBe(emptyNamespaceNetworkState)
  })

  it("a network is supported when it is requested, or when none are requested", () => {
    expect(isNetworkSupported(initialNetworkState, polygon)).toBe(true)
    const state = setNamespaceNetworks(initialNetworkState, "eip155", {
      requestedCaipNetworks: [ethereum],
    })
    expect(isNetworkSupported(state, ethereum)).toBe(true)
    expect(isNetworkSupported(state, polygon)).toBe(false)
    expect(isNetworkSupported(state, solana)).toBe(true)
  })

  it("smart accounts are enabled on the networks listed for the namespace", () => {
    const state = setNamespaceNetworks(initialNetworkState, "eip155", {
      smartAccountEnabledNetworks: [137],
    })
    expect(isSmartAccountEnabled(state, polygon)).toBe(true)
    expect(isSmartAccountEnabled(state, ethereum)).toBe(false)
  })

  it("createNetworkStore starts from the initial state", () => {
    expect(createNetworkStore().getSnapshot()).toBe(initialNetworkState)
  })
})
