import {
  getNodeErrorMessage,
  InternalError,
  isUserRejectedRequestError,
  nodeErrorKind,
} from "../../core"
import { isInsufficientLiquidity } from "./InsufficientLiquidityError"
import { SwapNetworkNotSupportedError } from "./SwapNetworkNotSupportedError"
import type { SwapMessage } from "./SwapState"

/** The provider API calls a swap makes, each with its own failure message. */
export type SwapCall = "tokens" | "quote" | "gasPrice" | "allowance" | "approve" | "transaction"

/**
 * The message for a provider API call of the swap that failed: the spec's texts where it has
 * one ('Network not supported for Swaps' / 'for Gas Price', and spec 8's 'Insufficient
 * liquidity' when the first reason mentions it), else which call failed and the API's reason.
 * @example
 * describeSwapApiError("quote", apiHttpError) // { id: "swap.error.quoteFailed", values: { reason } }
 */
export const describeSwapApiError = (call: SwapCall, error: unknown): SwapMessage => {
  if (error instanceof SwapNetworkNotSupportedError) {
    return {
      id:
        error.capability === "swaps"
          ? "error.networkNotSupportedForSwaps"
          : "error.networkNotSupportedForGasPrice",
    }
  }
  if (isInsufficientLiquidity(error)) return { id: "error.insufficientLiquidity" }
  return {
    id: `swap.error.${call}Failed`,
    values: { reason: error instanceof Error ? error.message : String(error) },
  }
}

/**
 * The message for a transaction the wallet or the node refused: 'User rejected the request'
 * for a rejection (spec 8), the kernel's text for an internal error and for each node failure
 * it names, and otherwise the node's own text made readable (a revert with its reason).
 */
export const describeSwapWalletError = (error: unknown): SwapMessage => {
  if (isUserRejectedRequestError(error)) return { id: "error.userRejected" }
  if (error instanceof InternalError) return { id: `error.${error.reason}` }
  const kind = nodeErrorKind(error)
  if (kind !== undefined && kind !== "executionReverted") return { id: `error.${kind}` }
  return { id: "swap.error.text", values: { text: getNodeErrorMessage(error) } }
}
