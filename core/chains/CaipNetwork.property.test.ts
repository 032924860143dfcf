import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileValue, oddNumbers } from "../../test/hostile/hostileValues"
import { CaipNetwork } from "./CaipNetwork"

const decode = Schema.decodeUnknownResult(CaipNetwork)

const evmNetwork = (id: unknown) => ({
  id,
  caipNetworkId: `eip155:${typeof id === "number" || typeof id === "string" ? id : "x"}`,
  chainNamespace: "eip155",
  name: "Chain",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  rpcUrls: { default: { http: [] } },
})

describe("a network (spec 3) whose caipNetworkId agrees with its namespace and id", () => {
  it("a network with a non-negative safe integer id decodes", () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat(), fc.constant(Number.MAX_SAFE_INTEGER)), (id) => {
        expect(decode(evmNetwork(id))).toEqual(Result.succeed(evmNetwork(id)))
      }),
      { numRuns: 100 },
    )
  })

  it("NaN, the infinities, negatives, fractions and unsafe integers are no chain id", () => {
    for (const id of oddNumbers.filter((n) => !Number.isSafeInteger(n) || n < 0)) {
      expect(Result.isFailure(decode(evmNetwork(id)))).toBe(true)
    }
  })

  it("a caipNetworkId must be a CAIP-2 id of exactly 2 non-empty parts", () => {
    for (const id of ["", "1:2", ":"]) {
      const result = decode(evmNetwork(id))
      expect(Result.isFailure(result) && result.failure.message).toContain(
        "Invalid CAIP-2 network id",
      )
    }
  })

  it("any value decodes or fails with a readable message, never a throw", () => {
    fc.assert(
      fc.property(hostileValue, hostileValue, (value, id) => {
        for (const input of [value, evmNetwork(id), { ...evmNetwork(1), nativeCurrency: value }]) {
          const result = decode(input)
          if (Result.isFailure(result)) expect(typeof result.failure.message).toBe("string")
        }
      }),
      { numRuns: 200 },
    )
  })
})
