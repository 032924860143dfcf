import type { ConnectError } from "../connectors/Connector"
import { messages } from "../errors/messages"
import { UserRejectedRequestError } from "../errors/UserRejectedRequestError"

/** What a failed connect attempt tells the visitor, and whether the visitor refused it. */
export interface ConnectFailure {
  /** True when the visitor refused in the wallet (the attempt ends `Rejected`, not `Failed`). */
  readonly rejected: boolean
  readonly message: string
}

/**
 * The failure a connector's error (or none, for a wallet that answered no account) makes of
 * a connect attempt: a refusal in the wallet is 'User rejected the request'; a flow's own
 * error and a wallet's RPC error keep their message; anything else is 'Failed to connect'.
 * @example connectFailure(undefined) // { rejected: false, message: "Failed to connect" }
 */
export const connectFailure = (error: ConnectError | undefined): ConnectFailure => {
  if (error instanceof UserRejectedRequestError) {
    return { rejected: true, message: messages.userRejected }
  }
  if (error?._tag === "FlowError") {
    return { rejected: error.reason === "connectionRejected", message: error.message }
  }
  if (error?._tag === "WalletRpcError") return { rejected: false, message: error.message }
  return { rejected: false, message: messages.failedToConnect }
}
