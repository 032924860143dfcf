import { Data } from "effect"
import { messages } from "./messages"

/**
 * A not-safe wallet method (signing, sending, permissions) was blocked on the embedded wallet
 * (spec 6). `message` is the developer text, `uiMessage` the short text the modal shows.
 */
export class RpcMethodNotAllowedError extends Data.TaggedError("RpcMethodNotAllowedError")<{
  /** The blocked JSON-RPC method, e.g. "eth_sendTransaction". */
  readonly method: string
  readonly cause?: unknown
}> {
  override readonly message: string = messages.rpcCallNotAllowed
  /** What the modal shows the visitor. */
  readonly uiMessage: string = messages.actionNotAllowed
}
