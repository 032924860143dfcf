import { describe, expect, it } from "vitest"
import { exchangeTestApi } from "../../exchange/exchangeTestApi"
import { gasPriceTierPercent } from "../../exchange/readGasPrices"

describe("getConvertGasPrice on a seeded devnet", () => {
  const t = exchangeTestApi()

  it("standard is the node's eth_gasPrice; fast and instant pay the documented premium", async () => {
    const { answer, nodeGasPrices } = await t.betweenGasPriceReads(() =>
      t.get("/v1/convert/gas-price", { chainId: `eip155:${t.chainId}` }),
    )
    expect(nodeGasPrices).toContain(answer.body.standard)
    const node = BigInt(answer.body.standard)
    expect(node).toBeGreaterThan(0n)
    expect(answer).toEqual({
      status: 200,
      body: {
        standard: String(node),
        fast: String((node * gasPriceTierPercent.fast) / 100n),
        instant: String((node * gasPriceTierPercent.instant) / 100n),
      },
    })
    expect(BigInt(answer.body.instant)).toBeGreaterThan(BigInt(answer.body.fast))
    expect(BigInt(answer.body.fast)).toBeGreaterThan(BigInt(answer.body.standard))
  })

  it("a chain the sandbox does not serve is a 400 naming it", async () => {
    const answer = await t.get("/v1/convert/gas-price", { chainId: "eip155:10" })
    expect(answer.status).toBe(400)
    expect(answer.body.reasons).toEqual([
      { field: "chainId", description: "Unsupported chain: eip155:10" },
    ])
  })
})
