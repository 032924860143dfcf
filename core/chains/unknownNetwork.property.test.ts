import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileValue } from "../../test/hostile/hostileValues"
import { CaipNetwork } from "./CaipNetwork"
import { chainNamespaces } from "./ChainNamespace"
import { type CaipNetworkId, CaipNetworkIdInvalidError } from "./parseCaipNetworkId"
import { isUnknownNetwork, unknownNetwork } from "./unknownNetwork"

const reference = fc.string({
  unit: fc.constantFrom(..."abcXYZ0123456789-_"),
  minLength: 1,
  maxLength: 32,
})

describe("an unsupported network is named 'Unknown Network' (spec 3)", () => {
  it("the placeholder keeps the exact id it was made for, and is a valid CaipNetwork", () => {
    fc.assert(
      fc.property(fc.constantFrom(...chainNamespaces), reference, (ns, ref) => {
        const id = `${ns}:${ref}` as CaipNetworkId
        const network = unknownNetwork(id)
        expect(network.caipNetworkId).toBe(id)
        expect(String(network.id)).toBe(ref)
        expect(network.name).toBe("Unknown Network")
        expect(isUnknownNetwork(network)).toBe(true)
        expect(Result.isSuccess(Schema.decodeUnknownResult(CaipNetwork)(network))).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it("an EVM chain id is a number only when the number writes back as the same id", () => {
    fc.assert(
      fc.property(fc.nat(), (chainId) => {
        expect(unknownNetwork(`eip155:${chainId}`).id).toBe(chainId)
      }),
      { numRuns: 100 },
    )
    expect(unknownNetwork("eip155:0001")).toMatchObject({
      id: "0001",
      caipNetworkId: "eip155:0001",
    })
    expect(unknownNetwork("eip155:99999999999999999999")).toMatchObject({
      id: "99999999999999999999",
      caipNetworkId: "eip155:99999999999999999999",
    })
  })

  it("any other value fails with 'Invalid CAIP-2 network id' and nothing else throws", () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        try {
          const network = unknownNetwork(value as CaipNetworkId)
          expect(network.caipNetworkId).toBe(value)
        } catch (error) {
          expect(error).toBeInstanceOf(CaipNetworkIdInvalidError)
          expect((error as Error).message).toBe("Invalid CAIP-2 network id")
        }
      }),
      { numRuns: 200 },
    )
  })
})
