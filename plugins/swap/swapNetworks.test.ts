import { describe, expect, it } from "vitest"
import { isSwapNetwork, isSwapSupported, swapChainIds, swapNetworks } from "./swapNetworks"

describe("swapNetworks", () => {
  it("swap networks are chain ids 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554", () => {
    expect(swapChainIds).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ])
    expect(swapNetworks).toEqual(swapChainIds.map((id) => `eip155:${id}`))
  })

  it("isSwapSupported is true on a swap network", () => {
    for (const id of swapNetworks) expect(isSwapSupported(id)).toBe(true)
  })

  it("isSwapSupported is false elsewhere, on other namespaces and for an empty id", () => {
    expect(isSwapSupported("eip155:31337")).toBe(false)
    expect(isSwapSupported("eip155:11155111")).toBe(false)
    expect(isSwapSupported("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")).toBe(false)
    expect(isSwapSupported("cosmos:1")).toBe(false)
    expect(isSwapSupported("")).toBe(false)
    expect(isSwapSupported(undefined)).toBe(false)
  })
})

describe("isSwapNetwork", () => {
  it("adds the networks the developer configured to the spec's", () => {
    expect(isSwapNetwork("eip155:31337", ["eip155:31337"])).toBe(true)
    expect(isSwapNetwork("eip155:8453", ["eip155:31337"])).toBe(true)
    expect(isSwapNetwork("eip155:31338", ["eip155:31337"])).toBe(false)
    expect(isSwapNetwork("eip155:31337")).toBe(false)
    expect(isSwapNetwork(undefined, ["eip155:31337"])).toBe(false)
  })
})
