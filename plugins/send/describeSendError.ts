import {
  getNodeErrorMessage,
  InternalError,
  isUserRejectedRequestError,
  nodeErrorKind,
} from "../../core"
import { erc20Errors } from "./erc20Errors"
import type { SendMessage } from "./SendState"

/**
 * The message for a send the wallet or the node refused: 'User rejected the request' for a
 * rejection (spec 8), the kernel's text for an internal error ('No ActiveCaipAddress found'...)
 * and for each node failure it names (nonce, insufficient funds, fees, gas), and otherwise the
 * node's own text made readable (`getNodeErrorMessage`: a revert with its decoded reason, an
 * ERC-20's standard errors by name, else the error's short message).
 */
export const describeSendError = (error: unknown): SendMessage => {
  if (isUserRejectedRequestError(error)) return { id: "error.userRejected" }
  if (error instanceof InternalError) return { id: `error.${error.reason}` }
  const kind = nodeErrorKind(error)
  if (kind !== undefined && kind !== "executionReverted") return { id: `error.${kind}` }
  return {
    id: "send.error.text",
    values: { text: getNodeErrorMessage(error, { abi: erc20Errors }) },
  }
}
