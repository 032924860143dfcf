import { decodeFunctionData, erc20Abi, maxUint256, parseUnits } from "viem"
import { describe, expect, it } from "vitest"
import { exchangeTestApi } from "../../exchange/exchangeTestApi"

describe("buildConvertApprove and getConvertAllowance on a seeded devnet", () => {
  const t = exchangeTestApi()
  const user = (index: number) => `eip155:${t.chainId}:${t.account(index)}`
  const approve = (index: number, from: string, amount?: bigint) =>
    t.get("/v1/convert/build-approve", {
      from: t.caip(from),
      to: t.caip("ETH"),
      userAddress: user(index),
      ...(amount === undefined ? {} : { amount: String(amount) }),
    })
  const allowance = (index: number, symbol: string) =>
    t.get("/v1/convert/allowance", { tokenAddress: t.caip(symbol), userAddress: user(index) })

  it("the approve is approve(router, amount) sent to the source token (tx.from echoes it), at the node's gas price; sent by the user, the allowance read from chain is that amount", async () => {
    const amount = parseUnits("25", 6)
    expect(await allowance(0, "FUSD")).toEqual({ status: 200, body: { allowance: "0" } })
    const { answer, nodeGasPrices } = await t.betweenGasPriceReads(() => approve(0, "FUSD", amount))
    expect(answer.status).toBe(200)
    const { tx } = answer.body
    expect(tx).toEqual({
      from: t.caip("FUSD"),
      to: t.token("FUSD").address,
      data: expect.stringMatching(/^0x/),
      value: "0",
      eip155: { gasPrice: expect.toBeOneOf(nodeGasPrices) },
    })
    expect(decodeFunctionData({ abi: erc20Abi, data: tx.data })).toEqual({
      functionName: "approve",
      args: [t.exchange().router, amount],
    })
    const { receipt } = await t.send(0, { to: tx.to, data: tx.data })
    expect(receipt.status).toBe("success")
    const onChain = await t.client().readContract({
      address: t.token("FUSD").address,
      abi: erc20Abi,
      functionName: "allowance",
      args: [t.account(0), t.exchange().router],
    })
    expect(onChain).toBe(amount)
    expect(await allowance(0, "FUSD")).toEqual({ status: 200, body: { allowance: String(amount) } })
  })

  it("without an amount the approve is unlimited", async () => {
    const { body } = await approve(1, "FOY")
    expect(decodeFunctionData({ abi: erc20Abi, data: body.tx.data }).args).toEqual([
      t.exchange().router,
      maxUint256,
    ])
    await t.send(1, { to: body.tx.to, data: body.tx.data })
    expect((await allowance(1, "FOY")).body).toEqual({ allowance: String(maxUint256) })
  })

  it("the native currency needs no approve: its allowance is unlimited and building one is a 400", async () => {
    expect((await allowance(0, "ETH")).body).toEqual({ allowance: String(maxUint256) })
    const answer = await t.get("/v1/convert/build-approve", {
      from: t.caip("ETH"),
      to: t.caip("FUSD"),
      userAddress: user(0),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.reasons[0].field).toBe("from")
  })

  it("an unknown token or chain is a 400", async () => {
    const unknown = await t.get("/v1/convert/allowance", {
      tokenAddress: `eip155:${t.chainId}:${t.account(1)}`,
      userAddress: user(0),
    })
    expect(unknown.status).toBe(400)
    const elsewhere = await t.get("/v1/convert/allowance", {
      tokenAddress: `eip155:5:${t.token("FUSD").address}`,
      userAddress: user(0),
    })
    expect(elsewhere.body.reasons).toEqual([
      { field: "tokenAddress", description: "Unsupported chain: eip155:5" },
    ])
  })
})
