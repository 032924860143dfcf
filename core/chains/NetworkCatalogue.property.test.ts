import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileValue } from "../../test/hostile/hostileValues"
import type { ChainNamespace } from "./ChainNamespace"
import { defaultNetworks } from "./defaultNetworks"
import { makeNetworkCatalogue } from "./NetworkCatalogue"

const catalogue = makeNetworkCatalogue()

describe("network lookups: an empty network id gives no image or lookup (spec 5)", () => {
  it("every listed network is found by its CAIP-2 id and by its chain id, as number or text", () => {
    for (const network of defaultNetworks) {
      expect(catalogue.byCaipNetworkId(network.caipNetworkId)).toBe(network)
      expect(catalogue.byId(network.id, network.chainNamespace)).toBe(network)
      expect(catalogue.byId(String(network.id), network.chainNamespace)).toBe(network)
    }
  })

  it("any other value finds nothing, and nothing throws", () => {
    fc.assert(
      fc.property(hostileValue, hostileValue, (id, ns) => {
        const byCaip = catalogue.byCaipNetworkId(id as string)
        if (byCaip !== undefined) expect(byCaip.caipNetworkId).toBe(id)
        const byId = catalogue.byId(id as string, ns as ChainNamespace)
        if (byId !== undefined) expect(String(byId.id)).toBe(id)
        expect(catalogue.imageOf(id as string)).toBe(byCaip?.assets)
      }),
      { numRuns: 200 },
    )
    expect(catalogue.byId(Object.create(null))).toBeUndefined()
    expect(catalogue.byId([1] as unknown as number)).toBeUndefined()
  })
})
