import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { CaipNetwork } from "./CaipNetwork"
import type { CaipNetworkId } from "./parseCaipNetworkId"
import { isUnknownNetwork, unknownNetwork } from "./unknownNetwork"

describe("unknownNetwork", () => {
  it("an unsupported network is named 'Unknown Network'", () => {
    expect(unknownNetwork("eip155:999")).toEqual({
      id: 999,
      caipNetworkId: "eip155:999",
      chainNamespace: "eip155",
      name: "Unknown Network",
      nativeCurrency: { name: "", symbol: "", decimals: 0 },
      rpcUrls: { default: { http: [] } },
    })
  })

  it("keeps non-EVM chain ids as strings", () => {
    const network = unknownNetwork("solana:abc")
    expect(network.id).toBe("abc")
    expect(network.caipNetworkId).toBe("solana:abc")
  })

  it("is a valid CaipNetwork", () => {
    expect(
      Result.isSuccess(Schema.decodeUnknownResult(CaipNetwork)(unknownNetwork("bip122:x"))),
    ).toBe(true)
  })

  it("refuses a malformed id or an unknown namespace", () => {
    expect(() => unknownNetwork("eip155" as CaipNetworkId)).toThrow("Invalid CAIP-2 network id")
    expect(() => unknownNetwork("tron:1" as CaipNetworkId)).toThrow("Invalid CAIP-2 network id")
  })

  it("isUnknownNetwork recognises the placeholder", () => {
    expect(isUnknownNetwork(unknownNetwork("eip155:5"))).toBe(true)
    expect(
      isUnknownNetwork({ ...unknownNetwork("eip155:5"), rpcUrls: { default: { http: ["x"] } } }),
    ).toBe(false)
  })
})
