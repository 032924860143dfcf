import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { CaipNetwork } from "./CaipNetwork"
import {
  foyerBitcoinRegtest,
  foyerBitcoinRegtestCaipNetworkId,
  foyerDevnet,
  foyerDevnet2,
  foyerDevnetChainIds,
  foyerSolanaDevnet,
  foyerSolanaDevnetCaipNetworkId,
} from "./foyerDevnet"

describe("foyerDevnet", () => {
  it("the sandbox devnets are anvil chains 31337 and 31338", () => {
    expect(foyerDevnetChainIds).toEqual([31337, 31338])
  })

  it("Foyer Devnet is eip155:31337 with the RPC URL given at runtime", () => {
    expect(foyerDevnet("http://127.0.0.1:8545")).toEqual({
      id: 31337,
      caipNetworkId: "eip155:31337",
      chainNamespace: "eip155",
      name: "Foyer Devnet",
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: {
        default: { http: ["http://127.0.0.1:8545"] },
        chainDefault: { http: ["http://127.0.0.1:8545"] },
      },
    })
  })

  it("Foyer Devnet 2 is eip155:31338", () => {
    const network = foyerDevnet2("http://127.0.0.1:8546")
    expect(network.caipNetworkId).toBe("eip155:31338")
    expect(network.name).toBe("Foyer Devnet 2")
    expect(network.rpcUrls.default.http).toEqual(["http://127.0.0.1:8546"])
    expect(Result.isSuccess(Schema.decodeUnknownResult(CaipNetwork)(network))).toBe(true)
  })

  it("Foyer Solana Devnet is the sandbox's Solana network: SOL with 9 decimals, named by its genesis hash prefix, with the RPC URL given at runtime", () => {
    const network = foyerSolanaDevnet("http://127.0.0.1:8899")
    expect(network).toEqual({
      id: "4bqj8iGQAF33q6CNycphcsExXpAzEcrk",
      caipNetworkId: "solana:4bqj8iGQAF33q6CNycphcsExXpAzEcrk",
      chainNamespace: "solana",
      name: "Foyer Solana Devnet",
      nativeCurrency: { name: "Solana", symbol: "SOL", decimals: 9 },
      rpcUrls: {
        default: { http: ["http://127.0.0.1:8899"] },
        chainDefault: { http: ["http://127.0.0.1:8899"] },
      },
    })
    expect(foyerSolanaDevnetCaipNetworkId).toBe(network.caipNetworkId)
    expect(Result.isSuccess(Schema.decodeUnknownResult(CaipNetwork)(network))).toBe(true)
  })

  it("Foyer Bitcoin Regtest is the sandbox's Bitcoin network: bip122 regtest (its genesis hash prefix), BTC with 8 decimals, the RPC URL given at runtime", () => {
    const network = foyerBitcoinRegtest("http://127.0.0.1:4000/v1/")
    expect(network).toEqual({
      id: "0f9188f13cb7b2c71f2a335e3a4fc328",
      caipNetworkId: "bip122:0f9188f13cb7b2c71f2a335e3a4fc328",
      chainNamespace: "bip122",
      name: "Foyer Bitcoin Regtest",
      nativeCurrency: { name: "Bitcoin", symbol: "BTC", decimals: 8 },
      rpcUrls: {
        default: { http: ["http://127.0.0.1:4000/v1/"] },
        chainDefault: { http: ["http://127.0.0.1:4000/v1/"] },
      },
    })
    expect(foyerBitcoinRegtestCaipNetworkId).toBe(network.caipNetworkId)
    expect(Result.isSuccess(Schema.decodeUnknownResult(CaipNetwork)(network))).toBe(true)
  })
})
