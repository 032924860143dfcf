import { describe, expect, it } from "vitest"
import { exchangeTestApi } from "../../exchange/exchangeTestApi"

describe("getConvertTokens on a seeded devnet", () => {
  const t = exchangeTestApi()
  const tokenOf = (symbol: string, name: string, decimals: number) => ({
    name,
    symbol,
    address: t.caip(symbol),
    decimals,
    logoUri: expect.stringMatching(/^data:image\/svg\+xml/),
    eip2612: false,
  })

  it("lists the native currency as 0xeeee…eeee, then FUSD and FOY as CAIP-10; never the spam AIRDROP, which has no pool", async () => {
    const answer = await t.get("/v1/convert/tokens", { chainId: `eip155:${t.chainId}` })
    expect(answer).toEqual({
      status: 200,
      body: {
        tokens: [
          tokenOf("ETH", "Ether", 18),
          tokenOf("FUSD", "Foyer USD", 6),
          tokenOf("FOY", "Foyer Token", 18),
        ],
      },
    })
    expect(t.caip("ETH")).toBe(`eip155:${t.chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`)
  })

  it("address narrows the list to that token", async () => {
    const answer = await t.get("/v1/convert/tokens", {
      chainId: `eip155:${t.chainId}`,
      address: t.caip("FOY").toLowerCase(),
    })
    expect(answer.body.tokens).toEqual([tokenOf("FOY", "Foyer Token", 18)])
  })

  it("a chain the sandbox does not serve is a 400 naming it", async () => {
    const answer = await t.get("/v1/convert/tokens", { chainId: "eip155:1" })
    expect(answer).toEqual({
      status: 400,
      body: {
        status: "FAILED",
        reasons: [{ field: "chainId", description: "Unsupported chain: eip155:1" }],
      },
    })
  })
})
