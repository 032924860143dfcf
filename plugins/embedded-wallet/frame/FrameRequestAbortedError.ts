import { Data } from "effect"
import { messages } from "../../../core"
import { en } from "../messages/en"

/**
 * A request to the secure frame was aborted (a timeout or sign-out aborts everything in flight).
 * An aborted RPC request reads "Request was aborted for RPC"; any other app event reads
 * "Something went wrong".
 */
export class FrameRequestAbortedError extends Data.TaggedError("FrameRequestAbortedError")<{
  /** Whether the aborted request was an RPC request (rather than another app event). */
  readonly isRpcRequest: boolean
  /** The app event or RPC method that was aborted. */
  readonly request?: string
  readonly cause?: unknown
}> {
  override readonly message: string = this.isRpcRequest
    ? en["error.rpcAborted"]
    : messages.somethingWentWrong
}
