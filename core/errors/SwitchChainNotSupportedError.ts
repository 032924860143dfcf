import { Data } from "effect"
import type { ErrorCategory } from "./CategorizedError"
import { messages } from "./messages"

/** The wallet cannot switch chains programmatically. */
export class SwitchChainNotSupportedError extends Data.TaggedError("SwitchChainNotSupportedError")<{
  readonly connectorId?: string
  readonly cause?: unknown
}> {
  override readonly message: string = messages.switchChainNotSupported
  /** Spec 8's wallet errors are reported as WALLET_ERROR. */
  readonly category: ErrorCategory = "WALLET_ERROR"
}
