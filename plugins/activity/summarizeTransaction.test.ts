import { describe, expect, it } from "vitest"
import type { ApiSchemas } from "../../core"
import { kindOf, summarizeTransaction } from "./summarizeTransaction"

const me = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const other = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"

const transfer = (
  direction: ApiSchemas.HistoryTransferDirection,
  numeric: string,
  symbol: string | null = "ETH",
  spam = false,
): ApiSchemas.HistoryTransfer => ({
  fungible_info: { name: null, symbol, icon: null },
  nft_info: spam ? { name: null, content: null, flags: { is_spam: true } } : null,
  direction,
  quantity: { numeric },
  value: null,
  price: null,
})

const transaction = (
  operationType: string,
  transfers: ReadonlyArray<ApiSchemas.HistoryTransfer> | null,
  status = "confirmed",
): ApiSchemas.HistoryTransaction => ({
  id: "eip155:31337:0xabc",
  metadata: {
    operationType,
    hash: "0xabc",
    minedAt: "2026-11-28T14:05:00.000Z",
    sentFrom: operationType === "receive" ? other : me,
    sentTo: operationType === "receive" ? me : other,
    status,
    nonce: 0,
    application: null,
    chain: "eip155:31337",
  },
  transfers,
})

describe("summarizeTransaction", () => {
  it("a send of the native currency: sent, to the receiver, the amount signed negative", () => {
    expect(summarizeTransaction(transaction("send", [transfer("out", "1.25")]))).toEqual({
      id: "eip155:31337:0xabc",
      kind: "sent",
      counterparty: other,
      amounts: [{ amount: "-1.25", symbol: "ETH" }],
      failed: false,
      minedAt: "2026-11-28T14:05:00.000Z",
      hash: "0xabc",
    })
  })

  it("a receipt: received, from the sender, the amount signed positive", () => {
    expect(summarizeTransaction(transaction("receive", [transfer("in", "0.5")]))).toMatchObject({
      kind: "received",
      counterparty: other,
      amounts: [{ amount: "+0.5", symbol: "ETH" }],
    })
  })

  it("a trade is a swap, whatever its transfers show (ether a contract paid out has no log)", () => {
    expect(kindOf(transaction("trade", [transfer("out", "1"), transfer("in", "2", "FUSD")]))).toBe(
      "swapped",
    )
    expect(kindOf(transaction("trade", [transfer("out", "2", "FUSD")]))).toBe("swapped")
    const swap = summarizeTransaction(
      transaction("trade", [transfer("out", "1"), transfer("in", "2", "FUSD")]),
    )
    expect(swap.amounts.map((a) => a.amount)).toEqual(["-1", "+2"])
  })

  it("the kind follows the transfers' directions, else the operation type", () => {
    expect(kindOf(transaction("execute", [transfer("self", "1")]))).toBe("self")
    expect(
      kindOf(transaction("execute", [transfer("out", "1"), transfer("in", "2", "FUSD")])),
    ).toBe("other")
    expect(kindOf(transaction("send", []))).toBe("sent")
    expect(kindOf(transaction("receive", null))).toBe("received")
    expect(kindOf(transaction("deploy", null))).toBe("other")
    expect(kindOf(transaction("execute", []))).toBe("other")
  })

  it("a move between the account's own addresses has no counterparty", () => {
    expect(summarizeTransaction(transaction("send", [transfer("self", "1")])).counterparty).toBe(
      undefined,
    )
  })

  it("a reverted transaction is marked failed", () => {
    expect(summarizeTransaction(transaction("send", [], "failed")).failed).toBe(true)
  })

  it("a spam transfer's amount is not shown; an unknown token has no symbol", () => {
    const summary = summarizeTransaction(
      transaction("receive", [transfer("in", "5", "SCAM", true), transfer("in", "7", null)]),
    )
    expect(summary.amounts).toEqual([{ amount: "+7", symbol: undefined }])
  })
})
