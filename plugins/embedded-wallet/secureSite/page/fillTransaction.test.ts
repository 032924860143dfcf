import { describe, expect, it } from "vitest"
import { fillTransaction, type NodeCall } from "./fillTransaction"

const from = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const to = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

/** A node answering fixed results, recording what it was asked. */
const node = (results: Readonly<Record<string, unknown>>) => {
  const asked: Array<[string, ReadonlyArray<unknown>]> = []
  const call: NodeCall = async (method, params) => {
    asked.push([method, params])
    if (!(method in results)) throw new Error(`unexpected ${method}`)
    return results[method]
  }
  return { call, asked }
}

describe("fillTransaction", () => {
  it("spec 9 base-fee multiplier 1.2: on an EIP-1559 chain the max fee is the base fee × 1.2 plus the priority fee; nonce pending, gas estimated", async () => {
    const { call, asked } = node({
      eth_chainId: "0x7a69",
      eth_getTransactionCount: "0x3",
      eth_estimateGas: "0x5208",
      eth_getBlockByNumber: { baseFeePerGas: "0x3b9aca00" },
      eth_maxPriorityFeePerGas: "0x5f5e100",
    })
    expect(await fillTransaction(call, from, { to, value: 10n, data: "0x01" })).toEqual({
      chainId: 31337,
      nonce: 3,
      gas: 21000n,
      to,
      value: 10n,
      data: "0x01",
      type: "eip1559",
      maxFeePerGas: 1_200_000_000n + 100_000_000n,
      maxPriorityFeePerGas: 100_000_000n,
    })
    expect(asked).toContainEqual(["eth_getTransactionCount", [from, "pending"]])
    expect(asked).toContainEqual(["eth_estimateGas", [{ from, to, value: "0xa", data: "0x01" }]])
  })

  it("a chain without a base fee gets a legacy transaction at the node's gas price; a given gas is kept, not estimated", async () => {
    const { call, asked } = node({
      eth_chainId: "0x1",
      eth_getTransactionCount: "0x0",
      eth_getBlockByNumber: { number: "0x1" },
      eth_gasPrice: "0x2540be400",
    })
    expect(await fillTransaction(call, from, { to, value: 0n, gas: 50_000n })).toEqual({
      chainId: 1,
      nonce: 0,
      gas: 50_000n,
      to,
      value: 0n,
      type: "legacy",
      gasPrice: 10_000_000_000n,
    })
    expect(asked.map(([method]) => method)).not.toContain("eth_estimateGas")
  })

  it("a node answering no quantity is an error, not a zero", async () => {
    const { call } = node({
      eth_chainId: "0x1",
      eth_getTransactionCount: null,
      eth_estimateGas: "0x5208",
      eth_getBlockByNumber: null,
      eth_gasPrice: "0x1",
    })
    await expect(fillTransaction(call, from, { to, value: 0n })).rejects.toThrow(
      "The node answered eth_getTransactionCount with no quantity",
    )
  })
})
