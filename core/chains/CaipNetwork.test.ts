import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { CaipNetwork } from "./CaipNetwork"

const decode = Schema.decodeUnknownResult(CaipNetwork)

const ethereum = {
  id: 1,
  caipNetworkId: "eip155:1",
  chainNamespace: "eip155",
  name: "Ethereum",
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
  blockExplorers: { default: { name: "Etherscan", url: "https://etherscan.io" } },
  rpcUrls: {
    default: { http: ["https://rpc.example/v1/?chainId=eip155:1"] },
    chainDefault: { http: ["https://eth.example"] },
  },
  assets: { imageId: "abc", imageUrl: "https://img.example/eth.png" },
}

describe("CaipNetwork", () => {
  it("a network has the fields of spec 3", () => {
    const result = decode(ethereum)
    expect(Result.isSuccess(result)).toBe(true)
    if (Result.isSuccess(result)) expect(result.success).toEqual(ethereum)
  })

  it("blockExplorers, chainDefault and assets are optional", () => {
    const { blockExplorers: _b, assets: _a, ...bare } = ethereum
    const minimal = { ...bare, rpcUrls: { default: { http: [] } } }
    expect(Result.isSuccess(decode(minimal))).toBe(true)
  })

  it("the namespace must be a known one", () => {
    expect(
      Result.isFailure(decode({ ...ethereum, chainNamespace: "tron", caipNetworkId: "tron:1" })),
    ).toBe(true)
  })

  it("the caipNetworkId must agree with chainNamespace and id", () => {
    const result = decode({ ...ethereum, caipNetworkId: "eip155:10" })
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) {
      expect(result.failure.message).toBe('caipNetworkId must be eip155:1\n  at ["caipNetworkId"]')
    }
  })

  it("native currency decimals are a non-negative integer", () => {
    const bad = { ...ethereum, nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 1.5 } }
    expect(Result.isFailure(decode(bad))).toBe(true)
  })

  it("a Solana network has a string id", () => {
    const solana = {
      id: "5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      caipNetworkId: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      chainNamespace: "solana",
      name: "Solana",
      nativeCurrency: { name: "Solana", symbol: "SOL", decimals: 9 },
      rpcUrls: { default: { http: ["https://api.mainnet-beta.solana.com"] } },
    }
    expect(Result.isSuccess(decode(solana))).toBe(true)
  })
})
