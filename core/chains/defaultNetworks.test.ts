import { Result, Schema } from "effect"
import { arbitrum, avalanche, base, bsc, mainnet, optimism, polygon } from "viem/chains"
import { describe, expect, it } from "vitest"
import { CaipNetwork } from "./CaipNetwork"
import { defaultNetworks } from "./defaultNetworks"

describe("defaultNetworks", () => {
  it("the default listed chains are Ethereum, Optimism, Arbitrum, Polygon, BNB, Avalanche, Base, the Solana networks and the Bitcoin networks", () => {
    expect(defaultNetworks.map((network) => [network.caipNetworkId, network.name])).toEqual([
      ["eip155:1", "Ethereum"],
      ["eip155:10", "Optimism"],
      ["eip155:42161", "Arbitrum"],
      ["eip155:137", "Polygon"],
      ["eip155:56", "BNB"],
      ["eip155:43114", "Avalanche"],
      ["eip155:8453", "Base"],
      ["solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "Solana"],
      ["solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1", "Solana Devnet"],
      ["solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z", "Solana Testnet"],
      ["bip122:000000000019d6689c085ae165831e93", "Bitcoin"],
      ["bip122:000000000933ea01ad0ee984209779ba", "Bitcoin Testnet"],
    ])
  })

  it("every default network is a valid CaipNetwork", () => {
    for (const network of defaultNetworks) {
      expect(Result.isSuccess(Schema.decodeUnknownResult(CaipNetwork)(network))).toBe(true)
    }
  })

  it("EVM entries agree with viem's chain definitions on id, currency and explorer", () => {
    const viemChains = [mainnet, optimism, arbitrum, polygon, bsc, avalanche, base]
    const evmNetworks = defaultNetworks.filter((network) => network.chainNamespace === "eip155")
    expect(evmNetworks.map((network) => network.id)).toEqual(viemChains.map((chain) => chain.id))
    for (const [index, chain] of viemChains.entries()) {
      const network = evmNetworks[index]
      expect(network?.nativeCurrency).toEqual(chain.nativeCurrency)
      expect(network?.blockExplorers?.default.url).toBe(chain.blockExplorers.default.url)
    }
  })

  it("Solana networks pay in SOL with 9 decimals and Bitcoin networks in BTC with 8", () => {
    for (const network of defaultNetworks) {
      if (network.chainNamespace === "solana") {
        expect(network.nativeCurrency).toEqual({ name: "Solana", symbol: "SOL", decimals: 9 })
      }
      if (network.chainNamespace === "bip122") {
        expect(network.nativeCurrency).toEqual({ name: "Bitcoin", symbol: "BTC", decimals: 8 })
      }
    }
  })
})
