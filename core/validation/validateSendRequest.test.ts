import { Result } from "effect"
import { describe, expect, it } from "vitest"
import {
  SendAmountAndReceiverRequiredError,
  SendTokenAddressRequiredError,
  SendTokenRequiredError,
  validateSendRequest,
} from "./validateSendRequest"

const receiver = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const usdc = { symbol: "USDC", address: "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48" }
const eth = { symbol: "ETH" }

const failureOf = <A, E>(result: Result.Result<A, E>) =>
  Result.isFailure(result) ? result.failure : undefined

describe("validateSendRequest", () => {
  it("sending requires an amount and receiver address", () => {
    for (const input of [
      { token: eth, sendTokenAmount: undefined, receiverAddress: receiver },
      { token: eth, sendTokenAmount: "", receiverAddress: receiver },
      { token: eth, sendTokenAmount: "1", receiverAddress: undefined },
      { token: eth, sendTokenAmount: "1", receiverAddress: " " },
      { token: undefined, sendTokenAmount: undefined, receiverAddress: undefined },
    ]) {
      const error = failureOf(validateSendRequest(input))
      expect(error).toBeInstanceOf(SendAmountAndReceiverRequiredError)
      expect(error?.message).toBe("An amount and receiver address are required")
    }
  })

  it("sending requires a token", () => {
    const error = failureOf(
      validateSendRequest({ token: undefined, sendTokenAmount: "1", receiverAddress: receiver }),
    )
    expect(error).toBeInstanceOf(SendTokenRequiredError)
    expect(error?.message).toBe("A token is required")
  })

  it("an ERC20 send needs a token address", () => {
    const error = failureOf(
      validateSendRequest(
        { token: eth, sendTokenAmount: "1", receiverAddress: receiver },
        { erc20: true },
      ),
    )
    expect(error).toBeInstanceOf(SendTokenAddressRequiredError)
    expect(error?.message).toBe("A token address is required.")
  })

  it("a native send needs no token address", () => {
    expect(
      validateSendRequest({ token: eth, sendTokenAmount: "0.5", receiverAddress: receiver }),
    ).toEqual(Result.succeed({ token: eth, sendTokenAmount: "0.5", receiverAddress: receiver }))
  })

  it("a complete ERC20 send passes, with a numeric amount turned to text", () => {
    expect(
      validateSendRequest(
        { token: usdc, sendTokenAmount: 2, receiverAddress: receiver },
        { erc20: true },
      ),
    ).toEqual(Result.succeed({ token: usdc, sendTokenAmount: "2", receiverAddress: receiver }))
  })
})
