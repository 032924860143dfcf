import { BaseError, encodeErrorResult, parseAbi, RpcRequestError } from "viem"
import { describe, expect, it } from "vitest"
import { getNodeErrorMessage, type NodeErrorKind, nodeErrorKind } from "./getNodeErrorMessage"

const texts = {
  nonceTooLow: "The transaction nonce is lower than the next nonce of the account.",
  nonceTooHigh: "The transaction nonce is higher than the next nonce of the account.",
  insufficientFunds: "The account does not have enough funds to pay for the gas and the value.",
  feeCapTooLow: "The max fee per gas is lower than the base fee of the block.",
  feeCapTooHigh: "The max fee per gas is higher than the largest allowed value (2^256-1).",
  intrinsicGasTooLow: "The gas limit of the transaction is too low.",
  intrinsicGasTooHigh: "The gas limit of the transaction is higher than the block allows.",
  tipAboveFeeCap: "The max priority fee per gas cannot be higher than the max fee per gas.",
} as const

/** A JSON-RPC error as a node returns it. */
const rpc = (message: string, data?: string) => ({
  code: -32000,
  message,
  ...(data ? { data } : {}),
})

const solidity = parseAbi(["error Error(string)", "error Panic(uint256)", "error Paused()"])

describe("getNodeErrorMessage", () => {
  it.each<[Exclude<NodeErrorKind, "executionReverted">, string, string]>([
    ["nonceTooLow", "geth", "nonce too low: address 0xf39F…, tx: 0 state: 3"],
    ["nonceTooLow", "anvil", "nonce too low"],
    ["nonceTooLow", "older nethermind", "OldNonce, Current nonce: 3, nonce of rejected tx: 0"],
    ["nonceTooLow", "besu", "Nonce too low"],
    ["nonceTooHigh", "geth", "nonce too high: address 0xf39F…, tx: 9 state: 3"],
    ["nonceTooHigh", "anvil", "Nonce too high"],
    ["nonceTooHigh", "nethermind", "NonceTooHigh: Nonce exceeds max nonce"],
    ["nonceTooHigh", "nethermind pool", "nonce too far in future"],
    [
      "insufficientFunds",
      "geth",
      "insufficient funds for gas * price + value: balance 0, tx cost 21000",
    ],
    ["insufficientFunds", "anvil", "Insufficient funds for gas * price + value"],
    ["insufficientFunds", "geth transfer", "insufficient funds for transfer"],
    ["insufficientFunds", "nethermind", "insufficient sender balance"],
    ["insufficientFunds", "besu", "Upfront cost exceeds account balance"],
    [
      "feeCapTooLow",
      "geth/anvil",
      "max fee per gas less than block base fee: address 0x1, maxFeePerGas: 1, baseFee: 7",
    ],
    ["feeCapTooLow", "erigon", "fee cap less than block base fee"],
    ["feeCapTooLow", "besu", "gasPrice is less than the current BaseFee"],
    [
      "feeCapTooHigh",
      "geth",
      "max fee per gas higher than 2^256-1: address 0x1, maxFeePerGas bit length: 257",
    ],
    ["feeCapTooHigh", "erigon", "fee cap higher than 2^256-1"],
    ["intrinsicGasTooLow", "geth/anvil", "intrinsic gas too low: have 20000, want 21000"],
    ["intrinsicGasTooLow", "besu", "Intrinsic gas exceeds gas limit"],
    [
      "intrinsicGasTooHigh",
      "anvil",
      "intrinsic gas too high -- tx.gas_limit > env.block.gas_limit",
    ],
    ["intrinsicGasTooHigh", "geth", "gas limit reached"],
    ["intrinsicGasTooHigh", "geth pool", "exceeds block gas limit"],
    [
      "intrinsicGasTooHigh",
      "anvil cap",
      "Transaction gas limit is greater than the block gas limit, gas_limit: 1, cap: 0",
    ],
    [
      "tipAboveFeeCap",
      "geth/anvil",
      "max priority fee per gas higher than max fee per gas: address 0x1",
    ],
    ["tipAboveFeeCap", "erigon", "tip higher than fee cap"],
    [
      "tipAboveFeeCap",
      "nethermind",
      "InvalidMaxPriorityFeePerGas: Cannot be higher than maxFeePerGas.",
    ],
  ])("maps %s as %s says it", (kind, _node, message) => {
    expect(nodeErrorKind(rpc(message))).toBe(kind)
    expect(getNodeErrorMessage(rpc(message))).toBe(texts[kind])
  })

  it("matches node messages case-insensitively", () => {
    expect(getNodeErrorMessage(new Error("NONCE TOO LOW"))).toBe(texts.nonceTooLow)
  })

  it("includes the reason of an execution revert", () => {
    const error = rpc("execution reverted: ERC20: transfer amount exceeds balance")
    expect(nodeErrorKind(error)).toBe("executionReverted")
    expect(getNodeErrorMessage(error)).toBe(
      "Execution reverted: ERC20: transfer amount exceeds balance",
    )
  })

  it("checks for a revert first, so a reason that reads like another failure stays a revert", () => {
    expect(getNodeErrorMessage(rpc("execution reverted: insufficient funds"))).toBe(
      "Execution reverted: insufficient funds",
    )
  })

  it("decodes the revert data when the node gives only 'execution reverted'", () => {
    const data = encodeErrorResult({
      abi: solidity,
      errorName: "Error",
      args: ["Sale not started"],
    })
    expect(getNodeErrorMessage(rpc("execution reverted", data))).toBe(
      "Execution reverted: Sale not started",
    )
  })

  it("decodes revert data that stands where the reason would be, custom errors with the ABI", () => {
    const panic = encodeErrorResult({ abi: solidity, errorName: "Panic", args: [0x11n] })
    expect(getNodeErrorMessage(rpc(`execution reverted: ${panic}`))).toBe(
      "Execution reverted: Panic 0x11: arithmetic overflow or underflow",
    )
    const paused = encodeErrorResult({ abi: solidity, errorName: "Paused" })
    expect(getNodeErrorMessage(rpc("execution reverted", paused), { abi: solidity })).toBe(
      "Execution reverted: Paused()",
    )
  })

  it("says 'unknown reason' for a revert without reason or data", () => {
    expect(getNodeErrorMessage(rpc("execution reverted"))).toBe(
      "Execution reverted: unknown reason",
    )
  })

  it("reads the reason from hardhat and ganache wording", () => {
    expect(getNodeErrorMessage(new Error("reverted with reason string 'Not owner'"))).toBe(
      "Execution reverted: Not owner",
    )
    expect(
      getNodeErrorMessage(new Error("VM Exception while processing transaction: revert Not owner")),
    ).toBe("Execution reverted: Not owner")
  })

  it("finds the node message inside a viem error chain", () => {
    const request = new RpcRequestError({
      body: { method: "eth_sendRawTransaction" },
      error: { code: -32000, message: "nonce too low" },
      url: "http://127.0.0.1:8545",
    })
    const wrapped = new BaseError("Transaction failed.", { cause: request })
    expect(getNodeErrorMessage(wrapped)).toBe(texts.nonceTooLow)
  })

  it("finds the revert reason inside a viem error chain", () => {
    const request = new RpcRequestError({
      body: { method: "eth_call" },
      error: { code: 3, message: "execution reverted: Paused" },
      url: "http://127.0.0.1:8545",
    })
    expect(getNodeErrorMessage(new BaseError("Call failed.", { cause: request }))).toBe(
      "Execution reverted: Paused",
    )
  })

  it("passes unknown messages through unchanged, preferring viem's short message", () => {
    expect(getNodeErrorMessage(rpc("already known"))).toBe("already known")
    expect(getNodeErrorMessage(new BaseError("Something odd."))).toBe("Something odd.")
    expect(nodeErrorKind(rpc("already known"))).toBeUndefined()
  })

  it("falls back to 'An unknown error occurred.' for an error without any message", () => {
    expect(getNodeErrorMessage({ code: -32000 })).toBe("An unknown error occurred.")
    expect(getNodeErrorMessage(undefined)).toBe("An unknown error occurred.")
  })
})
