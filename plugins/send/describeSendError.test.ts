import { Effect } from "effect"
import { encodeErrorResult } from "viem"
import { describe, expect, it } from "vitest"
import { InternalError, Messages, UserRejectedRequestError, WalletRpcError } from "../../core"
import { describeSendError } from "./describeSendError"
import { erc20Errors } from "./erc20Errors"
import { en } from "./messages/en"

/** The text the visitor reads: the message looked up in the kernel's and the plugin's catalogues. */
const textOf = (error: unknown): string =>
  Effect.runSync(
    Effect.gen(function* () {
      const messages = yield* Messages
      const { id, values } = describeSendError(error)
      return messages.text(id, values)
    }).pipe(Effect.provide(Messages.layerTest(en))),
  )

/** A node error as a JSON-RPC response carries it, wrapped as the wallet request does. */
const nodeError = (message: string, code = -32000) => new WalletRpcError({ code, message })

describe("describeSendError", () => {
  it("user rejection: code 4001 or the wallet's words give 'User rejected the request'", () => {
    expect(textOf(new UserRejectedRequestError({ code: 4001 }))).toBe("User rejected the request")
    expect(textOf(nodeError("User rejected the request.", 4001))).toBe("User rejected the request")
    expect(textOf(new Error("MetaMask Tx Signature: User denied... user rejected"))).toBe(
      "User rejected the request",
    )
  })

  it("node errors are readable text: insufficient funds", () => {
    expect(textOf(nodeError("insufficient funds for gas * price + value: have 0 want 1"))).toBe(
      "The account does not have enough funds to pay for the gas and the value.",
    )
  })

  it("node errors are readable text: every failure the kernel names has its own message", () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ["nonce too low", "The transaction nonce is lower than the next nonce of the account."],
      ["nonce too high", "The transaction nonce is higher than the next nonce of the account."],
      [
        "max fee per gas less than block base fee",
        "The max fee per gas is lower than the base fee of the block.",
      ],
      ["intrinsic gas too low", "The gas limit of the transaction is too low."],
      [
        "max priority fee per gas higher than max fee per gas",
        "The max priority fee per gas cannot be higher than the max fee per gas.",
      ],
    ]
    for (const [node, readable] of cases) expect(textOf(nodeError(node))).toBe(readable)
  })

  it("a revert shows its reason", () => {
    expect(textOf(nodeError("execution reverted: ERC20: transfer amount exceeds balance", 3))).toBe(
      "Execution reverted: ERC20: transfer amount exceeds balance",
    )
  })

  it("an internal error shows the kernel's text ('No ActiveCaipAddress found')", () => {
    expect(textOf(new InternalError({ reason: "noActiveCaipAddress" }))).toBe(
      "No ActiveCaipAddress found",
    )
  })

  it("any other error shows its own message", () => {
    expect(textOf(nodeError("the wallet is locked", -32603))).toBe("the wallet is locked")
  })
})

describe("describeSendError with an ERC-20's revert data", () => {
  it("names the token's standard error (ERC-6093) with its arguments", () => {
    const data = encodeErrorResult({
      abi: erc20Errors,
      errorName: "ERC20InsufficientBalance",
      args: ["0x70997970C51812dc3A010C7d01b50e0d17dc79C8", 5n, 7n],
    })
    expect(textOf(new WalletRpcError({ code: 3, message: "execution reverted", data }))).toBe(
      'Execution reverted: ERC20InsufficientBalance("0x70997970C51812dc3A010C7d01b50e0d17dc79C8", 5, 7)',
    )
  })
})
