import { Data } from "effect"
import type { ErrorCategory } from "./CategorizedError"
import { messages } from "./messages"

/** The wallet is on another chain than the one a request targets. */
export class ChainMismatchError extends Data.TaggedError("ChainMismatchError")<{
  /** The chain the wallet is on. */
  readonly currentChainId?: number | string
  /** The chain the request was meant for. */
  readonly targetChainId?: number | string
  readonly cause?: unknown
}> {
  override readonly message: string = messages.chainMismatch
  /** Spec 8's wallet errors are reported as WALLET_ERROR. */
  readonly category: ErrorCategory = "WALLET_ERROR"
}
