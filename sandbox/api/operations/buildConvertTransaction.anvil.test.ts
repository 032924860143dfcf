import { decodeFunctionData, type Hex, parseEther, parseUnits } from "viem"
import { describe, expect, it } from "vitest"
import { isInsufficientLiquidity } from "../../../plugins/swap/InsufficientLiquidityError"
import { withGasMargin } from "../../../plugins/swap/withGasMargin"
import { exchangeTestApi } from "../../exchange/exchangeTestApi"
import { uniswapV2Router02Abi } from "../../exchange/uniswapV2Abis"
import { swapDeadlineSeconds, swapGasLimit } from "./buildConvertTransaction"

describe("buildConvertTransaction on a seeded devnet", () => {
  const t = exchangeTestApi()
  const user = (index: number) => `eip155:${t.chainId}:${t.account(index)}`
  const quoteOf = async (from: string, to: string, amount: bigint) => {
    const answer = await t.get("/v1/convert/quotes", {
      amount: String(amount),
      from: t.caip(from),
      to: t.caip(to),
      userAddress: user(0),
    })
    return BigInt(answer.body.quotes[0].toAmount)
  }
  const build = (
    index: number,
    from: string,
    to: string,
    amount: bigint,
    extra: Record<string, unknown> = {},
  ) =>
    t.post("/v1/convert/build-transaction", {
      amount: String(amount),
      from: t.caip(from),
      to: t.caip(to),
      userAddress: user(index),
      eip155: { slippage: 1 },
      ...extra,
    })
  const approveRouter = async (index: number, from: string, amount: bigint) => {
    const { body } = await t.get("/v1/convert/build-approve", {
      from: t.caip(from),
      to: t.caip("ETH"),
      userAddress: user(index),
      amount: String(amount),
    })
    await t.send(index, { to: body.tx.to, data: body.tx.data })
  }
  const decoded = (data: Hex) => decodeFunctionData({ abi: uniswapV2Router02Abi, data })

  it("FUSD to FOY: approve then swapExactTokensForTokens built by the API and sent by the user move both balances on chain by the quote", async () => {
    const amount = parseUnits("10", 6)
    await approveRouter(0, "FUSD", amount)
    const before = {
      fusd: await t.balanceOf("FUSD", t.account(0)),
      foy: await t.balanceOf("FOY", t.account(0)),
    }
    const quoted = await quoteOf("FUSD", "FOY", amount)
    const { answer, nodeGasPrices } = await t.betweenGasPriceReads(() =>
      build(0, "FUSD", "FOY", amount),
    )
    expect(answer.status).toBe(200)
    const { tx } = answer.body
    expect(tx).toEqual({
      from: user(0),
      to: t.exchange().router,
      data: expect.stringMatching(/^0x/),
      amount: String(quoted),
      eip155: {
        gas: expect.stringMatching(/^\d+$/),
        gasPrice: expect.toBeOneOf(nodeGasPrices),
      },
    })
    const block = await t.client().getBlock()
    const call = decoded(tx.data)
    expect(call.functionName).toBe("swapExactTokensForTokens")
    expect(call.args).toEqual([
      amount,
      (quoted * 99n) / 100n,
      [t.token("FUSD").address, t.token("FOY").address],
      t.account(0),
      block.timestamp + swapDeadlineSeconds,
    ])
    // The approve is mined, so the gas is the node's estimate, below the fallback limit.
    expect(BigInt(tx.eip155.gas)).toBeLessThan(swapGasLimit)
    // Sent as the swap plugin sends it, with its margin over the estimate: an estimate made in
    // the second of the pool's last update skips the pair's price-accumulator writes that the
    // swap, mined a second later, then makes, and the exact estimate can run out of gas.
    const gas = withGasMargin(BigInt(tx.eip155.gas))
    expect(gas).toBeDefined()
    const { receipt } = await t.send(0, { to: tx.to, data: tx.data, ...(gas && { gas }) })
    expect(receipt.status).toBe("success")
    expect(await t.balanceOf("FUSD", t.account(0))).toBe(before.fusd - amount)
    expect(await t.balanceOf("FOY", t.account(0))).toBe(before.foy + quoted)
  })

  it("ETH to FUSD: swapExactETHForTokens, the value to send is the amount; ETH leaves, FUSD arrives", async () => {
    const amount = parseEther("0.05")
    const before = {
      eth: await t.balanceOf("ETH", t.account(1)),
      fusd: await t.balanceOf("FUSD", t.account(1)),
    }
    const { body } = await build(1, "ETH", "FUSD", amount)
    expect(decoded(body.tx.data).functionName).toBe("swapExactETHForTokens")
    const { receipt, fee } = await t.send(1, { to: body.tx.to, data: body.tx.data, value: amount })
    expect(receipt.status).toBe("success")
    expect(await t.balanceOf("ETH", t.account(1))).toBe(before.eth - amount - fee)
    expect(await t.balanceOf("FUSD", t.account(1))).toBe(before.fusd + BigInt(body.tx.amount))
  })

  it("FOY to ETH: swapExactTokensForETH pays the user ether", async () => {
    const amount = parseUnits("20", 18)
    await approveRouter(1, "FOY", amount)
    const before = await t.balanceOf("ETH", t.account(1))
    const { body } = await build(1, "FOY", "ETH", amount)
    expect(decoded(body.tx.data).functionName).toBe("swapExactTokensForETH")
    const { receipt, fee } = await t.send(1, { to: body.tx.to, data: body.tx.data })
    expect(receipt.status).toBe("success")
    expect(await t.balanceOf("ETH", t.account(1))).toBe(before - fee + BigInt(body.tx.amount))
  })

  it("disableEstimate, or a token swap built before its approve (the estimate reverts), gets the fixed gas limit", async () => {
    const amount = parseUnits("1", 6)
    const skipped = await build(1, "FUSD", "ETH", amount, { disableEstimate: true })
    expect(skipped.body.tx.eip155.gas).toBe(String(swapGasLimit))
    const unapproved = await build(1, "FUSD", "ETH", amount)
    expect(unapproved.body.tx.eip155.gas).toBe(String(swapGasLimit))
  })

  it("the least accepted output follows the slippage percent", async () => {
    const amount = parseEther("0.01")
    const { body } = await build(0, "ETH", "FOY", amount, { eip155: { slippage: 5 } })
    expect(decoded(body.tx.data).args[0]).toBe((BigInt(body.tx.amount) * 95n) / 100n)
  })

  it("more than the pool holds is 'Insufficient liquidity' and builds nothing", async () => {
    const { reserveIn } = await t.reserves("ETH", "FUSD")
    const answer = await build(0, "ETH", "FUSD", reserveIn + parseEther("1"))
    expect(answer.status).toBe(400)
    expect(isInsufficientLiquidity(answer.body)).toBe(true)
  })
})
