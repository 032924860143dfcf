import { describe, expect, it } from "vitest"
import type { CaipNetworkId, TokenBalance } from "../../core"
import { listedTokens } from "./listedTokens"

const token = (
  symbol: string,
  value: number,
  { native = false, chainId = "eip155:1" as CaipNetworkId } = {},
): TokenBalance => ({
  name: symbol,
  symbol,
  chainId,
  ...(native ? {} : { address: `${chainId}:0x${symbol}` }),
  value,
  price: 1,
  quantity: { decimals: "18", numeric: String(value) },
  iconUrl: "",
})

const symbols = (tokens: ReadonlyArray<TokenBalance>) => tokens.map((t) => t.symbol)

describe("listedTokens", () => {
  it("lists the native currency first, then tokens by USD value, descending", () => {
    const tokens = [
      token("FOY", 250),
      token("ETH", 1, { native: true }),
      token("FUSD", 10_000),
      token("DUST", 0),
    ]
    expect(symbols(listedTokens(tokens, "eip155:1"))).toEqual(["ETH", "FUSD", "FOY", "DUST"])
  })

  it("the native currency comes first even when a token is worth more", () => {
    const tokens = [token("FUSD", 10_000), token("ETH", 0, { native: true })]
    expect(symbols(listedTokens(tokens, "eip155:1"))).toEqual(["ETH", "FUSD"])
  })

  it("tokens of equal value keep the API's order", () => {
    const tokens = [token("B", 5), token("A", 5), token("C", 5)]
    expect(symbols(listedTokens(tokens, "eip155:1"))).toEqual(["B", "A", "C"])
  })

  it("lists only the tokens of the active network, none without one", () => {
    const tokens = [
      token("ETH", 1, { native: true }),
      token("OP", 9, { chainId: "eip155:10" }),
      token("ETH", 2, { native: true, chainId: "eip155:10" }),
      token("FUSD", 3),
    ]
    expect(symbols(listedTokens(tokens, "eip155:1"))).toEqual(["ETH", "FUSD"])
    expect(listedTokens(tokens, undefined)).toEqual([])
  })

  it("lists a token the answer gives twice once, as first given", () => {
    const tokens = [token("FUSD", 3), token("ETH", 1, { native: true }), token("FUSD", 7)]
    const listed = listedTokens(tokens, "eip155:1")
    expect(listed.map((t) => [t.symbol, t.value])).toEqual([
      ["ETH", 1],
      ["FUSD", 3],
    ])
  })

  it("does not reorder the account's own list", () => {
    const tokens = [token("FOY", 250), token("FUSD", 10_000)]
    listedTokens(tokens, "eip155:1")
    expect(symbols(tokens)).toEqual(["FOY", "FUSD"])
  })
})
