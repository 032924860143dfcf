import { parseEther, parseUnits } from "viem"
import { describe, expect, it } from "vitest"
import { isInsufficientLiquidity } from "../../../plugins/swap/InsufficientLiquidityError"
import { exchangeTestApi } from "../../exchange/exchangeTestApi"
import { uniswapV2Router02Abi } from "../../exchange/uniswapV2Abis"

/** UniswapV2Library.getAmountOut: the constant product after the 0.3% fee, rounded down. */
const constantProductOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)

describe("getConvertQuotes on a seeded devnet", () => {
  const t = exchangeTestApi()
  const quote = (from: string, to: string, amount: bigint) =>
    t.get("/v1/convert/quotes", {
      amount: String(amount),
      from: t.caip(from),
      to: t.caip(to),
      userAddress: `eip155:${t.chainId}:${t.account(0)}`,
      gasPrice: "1000000000",
    })
  const amountsOut = async (from: string, to: string, amount: bigint) => {
    const pool = (symbol: string) =>
      symbol === "ETH" ? t.exchange().weth : t.token(symbol).address
    const amounts = await t.client().readContract({
      address: t.exchange().router,
      abi: uniswapV2Router02Abi,
      functionName: "getAmountsOut",
      args: [amount, [pool(from), pool(to)]],
    })
    return amounts[1]
  }

  it.each([
    ["FUSD", "ETH", parseUnits("300", 6)],
    ["ETH", "FUSD", parseEther("0.1")],
    ["FOY", "FUSD", parseUnits("40", 18)],
    ["FUSD", "FOY", parseUnits("5", 6)],
    ["ETH", "FOY", parseEther("0.01")],
    ["FOY", "ETH", parseUnits("3", 18)],
  ])(
    "%s to %s: the quote is the router's getAmountsOut, the pool's constant product",
    async (from, to, amount) => {
      const answer = await quote(from, to, amount)
      const onChain = await amountsOut(from, to, amount)
      const { reserveIn, reserveOut } = await t.reserves(from, to)
      expect(onChain).toBe(constantProductOut(amount, reserveIn, reserveOut))
      expect(answer).toEqual({
        status: 200,
        body: {
          quotes: [
            {
              id: null,
              fromAmount: String(amount),
              fromAccount: t.caip(from),
              toAmount: String(onChain),
              toAccount: t.caip(to),
            },
          ],
        },
      })
    },
  )

  it("asking to swap more than the pool holds of the source is 'Insufficient liquidity', as the kit reads it; the whole reserve is still quoted", async () => {
    const { reserveIn } = await t.reserves("FUSD", "ETH")
    // The visitor holds more than the pool: the seeded 10000 FUSD against 6000.
    expect(await t.balanceOf("FUSD", t.account(0))).toBeGreaterThan(reserveIn)
    const tooMuch = await quote("FUSD", "ETH", reserveIn + 1n)
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body).toEqual({
      status: "FAILED",
      reasons: [
        {
          field: "amount",
          description:
            "Insufficient liquidity: the FUSD/ETH pool holds 6000 FUSD, less than the 6000.000001 FUSD to swap",
        },
      ],
    })
    expect(isInsufficientLiquidity(tooMuch.body)).toBe(true)
    const whole = await quote("FUSD", "ETH", reserveIn)
    expect(whole.status).toBe(200)
    expect(whole.body.quotes[0].toAmount).toBe(String(await amountsOut("FUSD", "ETH", reserveIn)))
  })

  it("a pair without a pool (the spam AIRDROP) is 'Insufficient liquidity'", async () => {
    const answer = await quote("FUSD", "AIRDROP", parseUnits("1", 6))
    expect(answer.status).toBe(400)
    expect(answer.body.reasons[0].description).toBe(
      "Insufficient liquidity: no pool for FUSD/AIRDROP",
    )
    expect(isInsufficientLiquidity(answer.body)).toBe(true)
  })

  it("an amount too small to buy anything is a 400 that is not about liquidity", async () => {
    const answer = await quote("FOY", "FUSD", 1n)
    expect(answer.status).toBe(400)
    expect(answer.body.reasons[0].field).toBe("amount")
    expect(isInsufficientLiquidity(answer.body)).toBe(false)
  })

  it("a chain the sandbox does not serve, an unknown token, a zero amount and a swap of an asset for itself are 400s", async () => {
    const user = `eip155:${t.chainId}:${t.account(0)}`
    const ask = (query: Record<string, string>) =>
      t.get("/v1/convert/quotes", {
        amount: "1000",
        from: t.caip("FUSD"),
        to: t.caip("ETH"),
        userAddress: user,
        ...query,
      })
    const reasons = async (query: Record<string, string>) => {
      const answer = await ask(query)
      expect(answer.status).toBe(400)
      return answer.body.reasons
    }
    const elsewhere = `eip155:1:${t.token("FUSD").address}`
    expect(await reasons({ from: elsewhere })).toEqual([
      { field: "from", description: "Unsupported chain: eip155:1" },
    ])
    expect(await reasons({ to: `eip155:${t.chainId}:${t.account(1)}` })).toEqual([
      { field: "to", description: `Unknown token on eip155:${t.chainId}: ${t.account(1)}` },
    ])
    expect((await reasons({ amount: "0" }))[0].field).toBe("amount")
    expect((await reasons({ to: t.caip("FUSD") }))[0].field).toBe("to")
  })

  it.each([
    "getConvertTokens",
    "getConvertQuotes",
    "getConvertAllowance",
    "getConvertGasPrice",
    "buildConvertApprove",
    "buildConvertTransaction",
  ])("fault injection applies to %s like to every operation", async (operationId) => {
    t.seeded.api().faults.arm({ operationId, count: 1, fault: { kind: "status", status: 503 } })
    const user = `eip155:${t.chainId}:${t.account(0)}`
    const query = {
      chainId: `eip155:${t.chainId}`,
      amount: "1000",
      from: t.caip("FUSD"),
      to: t.caip("ETH"),
      userAddress: user,
      tokenAddress: t.caip("FUSD"),
    }
    const paths: Record<string, () => Promise<{ status: number }>> = {
      getConvertTokens: () => t.get("/v1/convert/tokens", { chainId: query.chainId }),
      getConvertQuotes: () =>
        t.get("/v1/convert/quotes", {
          amount: query.amount,
          from: query.from,
          to: query.to,
          userAddress: user,
        }),
      getConvertAllowance: () =>
        t.get("/v1/convert/allowance", { tokenAddress: query.tokenAddress, userAddress: user }),
      getConvertGasPrice: () => t.get("/v1/convert/gas-price", { chainId: query.chainId }),
      buildConvertApprove: () =>
        t.get("/v1/convert/build-approve", { from: query.from, to: query.to, userAddress: user }),
      buildConvertTransaction: () =>
        t.post("/v1/convert/build-transaction", {
          amount: query.amount,
          from: query.from,
          to: query.to,
          userAddress: user,
          eip155: { slippage: 1 },
        }),
    }
    const call = paths[operationId]!
    expect((await call()).status).toBe(503)
    expect((await call()).status).toBe(200)
  })
})
