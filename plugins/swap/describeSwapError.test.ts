import { describe, expect, it } from "vitest"
import { ApiHttpError, ApiTimeoutError, UserRejectedRequestError } from "../../core"
import { describeSwapApiError, describeSwapWalletError } from "./describeSwapError"
import { SwapNetworkNotSupportedError } from "./SwapNetworkNotSupportedError"

const httpError = (description: string) =>
  new ApiHttpError({
    operationId: "getConvertQuotes",
    status: 400,
    reasons: [{ description }] as never,
  })

describe("describeSwapApiError", () => {
  it("spec 8: 'Network not supported for Swaps' and 'Network not supported for Gas Price'", () => {
    expect(
      describeSwapApiError(
        "transaction",
        new SwapNetworkNotSupportedError({ capability: "swaps" }),
      ),
    ).toEqual({ id: "error.networkNotSupportedForSwaps" })
    expect(
      describeSwapApiError(
        "gasPrice",
        new SwapNetworkNotSupportedError({ capability: "gasPrice" }),
      ),
    ).toEqual({ id: "error.networkNotSupportedForGasPrice" })
  })

  it("spec 8: 'Insufficient liquidity' when the first reason mentions it, whichever call", () => {
    expect(describeSwapApiError("quote", httpError("Insufficient liquidity: 6000 FUSD"))).toEqual({
      id: "error.insufficientLiquidity",
    })
    expect(describeSwapApiError("transaction", httpError("insufficient LIQUIDITY"))).toEqual({
      id: "error.insufficientLiquidity",
    })
  })

  it("otherwise names the call that failed, with the API's reason", () => {
    expect(describeSwapApiError("quote", httpError("Invalid amount"))).toEqual({
      id: "swap.error.quoteFailed",
      values: { reason: "Invalid amount" },
    })
    const timeout = new ApiTimeoutError({ operationId: "getConvertGasPrice" } as never)
    expect(describeSwapApiError("gasPrice", timeout)).toEqual({
      id: "swap.error.gasPriceFailed",
      values: { reason: timeout.message },
    })
  })
})

describe("describeSwapWalletError", () => {
  it("spec 8: a rejection in the wallet is 'User rejected the request'", () => {
    expect(describeSwapWalletError(new UserRejectedRequestError({ code: 4001 }))).toEqual({
      id: "error.userRejected",
    })
  })

  it("a node's own text, made readable, for anything else", () => {
    expect(describeSwapWalletError(new Error("boom"))).toEqual({
      id: "swap.error.text",
      values: { text: expect.any(String) },
    })
  })
})
