import { formatEther, formatUnits, type Hash, parseEther, parseUnits } from "viem"
import { describe, expect, it } from "vitest"
import { exchangeTestApi } from "../../exchange/exchangeTestApi"

// The history of a trade lists both of its transfers, as the real service does (its shapes:
// reference/provider-api-shapes.md): what left the account and what it received, including
// ether a contract paid it, which no log records (an internal call, read from the node's trace).
describe("getHistory on a seeded devnet: both sides of a swap", () => {
  const t = exchangeTestApi()
  const user = (index: number) => `eip155:${t.chainId}:${t.account(index)}`

  const swap = async (index: number, from: string, to: string, amount: bigint) => {
    if (from !== "ETH") {
      const approve = await t.get("/v1/convert/build-approve", {
        from: t.caip(from),
        to: t.caip(to),
        userAddress: user(index),
        amount: String(amount),
      })
      await t.send(index, { to: approve.body.tx.to, data: approve.body.tx.data })
    }
    const built = await t.post("/v1/convert/build-transaction", {
      amount: String(amount),
      from: t.caip(from),
      to: t.caip(to),
      userAddress: user(index),
      eip155: { slippage: 1 },
    })
    expect(built.status).toBe(200)
    // Read after the approve, whose fee is not the swap's.
    const ethBefore = await t.balanceOf("ETH", t.account(index))
    const { receipt, fee } = await t.send(index, {
      to: built.body.tx.to,
      data: built.body.tx.data,
      ...(from === "ETH" ? { value: amount } : {}),
    })
    expect(receipt.status).toBe("success")
    return { hash: receipt.transactionHash, ethBefore, fee }
  }

  /** The history entry of `hash` on the account's first page. */
  const entry = async (index: number, hash: Hash) => {
    const { status, body } = await t.get(`/v1/account/${user(index)}/history`, {
      chainId: `eip155:${t.chainId}`,
    })
    expect(status).toBe(200)
    // biome-ignore lint/suspicious/noExplicitAny: the JSON body is read field by field.
    return body.data.find((transaction: any) => transaction.metadata.hash === hash)
  }

  /** What a transfer says, without its prices (the pools move them). */
  // biome-ignore lint/suspicious/noExplicitAny: the JSON body is read field by field.
  const moved = (transfer: any) => ({
    symbol: transfer.fungible_info?.symbol,
    direction: transfer.direction,
    quantity: transfer.quantity.numeric,
  })

  it("FUSD to ETH: the FUSD that left and the ether the router paid back (an internal transfer) are both listed", async () => {
    const amount = parseUnits("10", 6)
    const { hash, ethBefore, fee } = await swap(1, "FUSD", "ETH", amount)
    // What arrived, from the chain: the balance after, less the one before, plus the fee paid.
    const received = (await t.balanceOf("ETH", t.account(1))) - ethBefore + fee
    expect(received).toBeGreaterThan(0n)

    const listed = await entry(1, hash)
    expect(listed.metadata).toMatchObject({
      operationType: "trade",
      status: "confirmed",
      sentTo: t.exchange().router,
    })
    expect(listed.transfers.map(moved)).toEqual([
      { symbol: "FUSD", direction: "out", quantity: formatUnits(amount, 6) },
      { symbol: "ETH", direction: "in", quantity: formatEther(received) },
    ])
    expect(listed.transfers[1].value).toBeCloseTo(
      Number(formatEther(received)) * listed.transfers[1].price,
      6,
    )
  })

  it("ETH to FUSD: the ether sent with the call and the FUSD received, each listed once", async () => {
    const amount = parseEther("0.01")
    const before = await t.balanceOf("FUSD", t.account(0))
    const { hash } = await swap(0, "ETH", "FUSD", amount)
    const received = (await t.balanceOf("FUSD", t.account(0))) - before
    const listed = await entry(0, hash)
    expect(listed.transfers.map(moved)).toEqual([
      { symbol: "ETH", direction: "out", quantity: formatEther(amount) },
      { symbol: "FUSD", direction: "in", quantity: formatUnits(received, 6) },
    ])
  })

  it("a plain send lists only its own value: no internal transfer is made up", async () => {
    const to = t.account(1)
    const { receipt } = await t.send(0, { to, data: "0x", value: parseEther("0.002") })
    const listed = await entry(1, receipt.transactionHash)
    expect(listed.transfers.map(moved)).toEqual([
      { symbol: "ETH", direction: "in", quantity: "0.002" },
    ])
  })
})
