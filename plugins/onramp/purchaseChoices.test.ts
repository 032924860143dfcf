import { describe, expect, it } from "vitest"
import { sampleOnrampOptions } from "./api/onrampFallbacks"
import { purchaseCurrencyOrder, purchaseNetworkOrder } from "./purchaseChoices"

const [usdc, eth] = sampleOnrampOptions.purchaseCurrencies

describe("the active network's currencies first", () => {
  it("currencies the active network delivers lead, the rest follow in the provider's order", () => {
    const symbols = (chainId: string | undefined) =>
      purchaseCurrencyOrder(sampleOnrampOptions.purchaseCurrencies, chainId).map((c) => c.symbol)
    expect(symbols("8453")).toEqual(["ETH", "USDC", "SOL"]) // only ETH is on Base
    expect(symbols("137")).toEqual(["USDC", "ETH", "SOL"])
    expect(symbols("1")).toEqual(["USDC", "ETH", "SOL"])
    expect(symbols(undefined)).toEqual(["USDC", "ETH", "SOL"])
    // Spec 6: Solana too, by its CAIP-2 reference (mainnet's genesis hash prefix).
    expect(symbols("5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")).toEqual(["SOL", "USDC", "ETH"])
  })

  it("a currency's networks put the active one first", () => {
    expect(purchaseNetworkOrder(eth!, "8453").map((n) => n.name)).toEqual([
      "base-mainnet",
      "ethereum-mainnet",
    ])
    expect(purchaseNetworkOrder(usdc!, "31337").map((n) => n.name)).toEqual([
      "ethereum-mainnet",
      "polygon-mainnet",
    ])
  })
})
