import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileValue } from "../../test/hostile/hostileValues"
import { isSwapSupported, swapChainIds } from "./swapNetworks"

describe("swaps are offered on the EVM chains of spec 9; never for an empty id", () => {
  it("exactly the swap networks' CAIP-2 ids are supported; nothing throws", () => {
    const swapIds = swapChainIds.map((chainId) => `eip155:${chainId}`)
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...swapIds), hostileValue), (value) => {
        expect(isSwapSupported(value as string)).toBe(swapIds.includes(value as string))
      }),
      { numRuns: 200 },
    )
    expect(isSwapSupported(["eip155:1"] as unknown as string)).toBe(false)
    expect(isSwapSupported("eip155:01")).toBe(false)
  })
})
