import { formatUnits, parseEther } from "viem"
import { describe, expect, it } from "vitest"
import { priceOf, sandboxPricesUsd } from "../api/priceTable"
import { serveDevnet } from "../api/SandboxDevnet"
import { exchangeTestApi } from "./exchangeTestApi"
import { poolPriceUsd, readPoolPricesUsd } from "./poolPrices"

describe("prices derived from the exchange's pools", () => {
  const t = exchangeTestApi()
  const symbols = ["ETH", "FUSD", "FOY", "AIRDROP"]
  const fungiblePrices = async () => {
    const { body } = await t.post("/v1/fungible/price", {
      currency: "usd",
      addresses: symbols.map(t.caip),
    })
    return Object.fromEntries(
      (body.fungibles as Array<{ symbol: string; price: number }>).map((f) => [f.symbol, f.price]),
    )
  }
  const balancePrices = async (index: number) => {
    const { body } = await t.get(`/v1/account/${t.account(index)}/balance`, {
      currency: "usd",
      chainId: `eip155:${t.chainId}`,
    })
    return body.balances as Array<{
      symbol: string
      price: number
      value: number
      quantity: { numeric: string }
    }>
  }

  it("start at the documented prices, and after a swap through the API follow the reserves: price, balances and history agree", async () => {
    const devnet = serveDevnet(t.seed())
    expect(await fungiblePrices()).toEqual(sandboxPricesUsd)
    for (const symbol of symbols) expect(await poolPriceUsd(devnet, symbol)).toBe(priceOf(symbol))

    // Account 1 sells 0.5 ETH for FUSD: the FUSD/ETH pool's ETH gets cheaper.
    const amount = parseEther("0.5")
    const built = await t.post("/v1/convert/build-transaction", {
      amount: String(amount),
      from: t.caip("ETH"),
      to: t.caip("FUSD"),
      userAddress: `eip155:${t.chainId}:${t.account(1)}`,
      eip155: { slippage: 1 },
    })
    const { receipt } = await t.send(1, {
      to: built.body.tx.to,
      data: built.body.tx.data,
      value: amount,
    })
    expect(receipt.status).toBe("success")

    const { reserveIn: weth, reserveOut: fusd } = await t.reserves("ETH", "FUSD")
    const ethUsd = Number(formatUnits(fusd, 6)) / Number(formatUnits(weth, 18))
    expect(ethUsd).toBeLessThan(3000)
    const expected = { ETH: ethUsd, FUSD: 1, FOY: 0.25, AIRDROP: 0 }
    expect(await fungiblePrices()).toEqual(expected)
    expect(await poolPriceUsd(devnet, t.caip("ETH").split(":")[2]!)).toBe(ethUsd)
    expect(Object.fromEntries(await readPoolPricesUsd(devnet))).toEqual(expected)

    const balances = await balancePrices(1)
    for (const balance of balances) {
      expect(balance.price).toBe(expected[balance.symbol as keyof typeof expected])
      expect(balance.value).toBe(Number(balance.quantity.numeric) * balance.price)
    }
    expect(balances.map((b) => b.symbol)).toEqual(["ETH", "FUSD", "FOY"])

    const { body: history } = await t.get(`/v1/account/${t.account(1)}/history`, {
      chainId: `eip155:${t.chainId}`,
    })
    const swap = history.data.find(
      (item: { metadata: { hash: string } }) => item.metadata.hash === receipt.transactionHash,
    )
    // A call of the exchange's router is a trade, as the real service names a swap.
    expect(swap.metadata.operationType).toBe("trade")
    const transfers = swap.transfers as Array<{
      fungible_info: { symbol: string }
      price: number
      value: number
      quantity: { numeric: string }
    }>
    expect(transfers.map((transfer) => [transfer.fungible_info.symbol, transfer.price])).toEqual([
      ["ETH", ethUsd],
      ["FUSD", 1],
    ])
    for (const transfer of transfers) {
      expect(transfer.value).toBe(Number(transfer.quantity.numeric) * transfer.price)
    }
  })

  it("a devnet served without an exchange is priced from the table", async () => {
    const { exchange: _, ...bare } = t.seed()
    const devnet = serveDevnet(bare)
    expect(Object.fromEntries(await readPoolPricesUsd(devnet))).toEqual(sandboxPricesUsd)
    expect(await poolPriceUsd(devnet, "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee")).toBe(3000)
    expect(await poolPriceUsd(devnet, t.token("FOY").address)).toBe(0.25)
    expect(await poolPriceUsd(devnet, "NOPE")).toBeUndefined()
  })
})
