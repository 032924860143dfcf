import { describe, expect, it } from "vitest"
import type { SwapToken } from "./SwapToken"
import {
  orderSwapTokens,
  popularSwapTokens,
  searchSwapTokens,
  suggestedSwapTokens,
} from "./swapTokenLists"

const token = (symbol: string, name: string, hex: string): SwapToken => ({
  caipAddress: `eip155:1:0x${hex.repeat(40)}`,
  address: `0x${hex.repeat(40)}`,
  name,
  symbol,
  decimals: 18,
  logoUri: undefined,
})

const foy = token("FOY", "Foyer Token", "1")
const fusd = token("FUSD", "Foyer USD", "2")
const eth = token("ETH", "Ether", "e")
const usdc = token("USDC", "USD Coin", "3")
const steth = token("stETH", "Lido Staked Ether", "4")

describe("the swap token lists (spec 9: fixed, about 27 suggested and a longer popular list)", () => {
  it("27 suggested tokens and a longer popular list, no symbol in both or twice", () => {
    expect(suggestedSwapTokens).toHaveLength(27)
    expect(popularSwapTokens.length).toBeGreaterThan(suggestedSwapTokens.length)
    const all = [...suggestedSwapTokens, ...popularSwapTokens]
    expect(new Set(all).size).toBe(all.length)
  })

  it("orders the network's tokens: suggested first (list order), then popular, then the rest as given", () => {
    expect(orderSwapTokens([foy, steth, fusd, usdc, eth]).map((t) => t.symbol)).toEqual([
      "ETH",
      "USDC",
      "stETH",
      "FOY",
      "FUSD",
    ])
  })

  it("search matches name, symbol or address, ignoring case and surrounding spaces", () => {
    const tokens = [eth, fusd, foy, usdc]
    expect(searchSwapTokens(tokens, " usd ").map((t) => t.symbol)).toEqual(["FUSD", "USDC"])
    expect(searchSwapTokens(tokens, "foyer").map((t) => t.symbol)).toEqual(["FUSD", "FOY"])
    expect(searchSwapTokens(tokens, "0X1111").map((t) => t.symbol)).toEqual(["FOY"])
    expect(searchSwapTokens(tokens, "")).toBe(tokens)
    expect(searchSwapTokens(tokens, "nothing")).toEqual([])
  })
})
