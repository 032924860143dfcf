import { decodeFunctionData, erc20Abi } from "viem"
import { describe, expect, it } from "vitest"
import { toSendTransaction } from "./toSendTransaction"

const receiver = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"
const token = "0x5FbDB2315678afecb367f032d93F642f64180aa3"

describe("toSendTransaction", () => {
  it("a native send is the value to the receiver, without calldata", () => {
    expect(toSendTransaction({ tokenAddress: undefined, units: 10n ** 18n, receiver })).toEqual({
      to: receiver,
      value: 10n ** 18n,
    })
  })

  it("an ERC-20 send calls transfer(receiver, units) on the token contract, without value", () => {
    const transaction = toSendTransaction({ tokenAddress: token, units: 1_500_000n, receiver })
    expect(transaction).toEqual({
      to: token,
      data:
        "0xa9059cbb" +
        "0000000000000000000000003c44cdddb6a900fa2b585dd299e03d12fa4293bc" +
        "000000000000000000000000000000000000000000000000000000000016e360",
    })
    expect(decodeFunctionData({ abi: erc20Abi, data: transaction.data ?? "0x" })).toEqual({
      functionName: "transfer",
      args: [receiver, 1_500_000n],
    })
  })
})
