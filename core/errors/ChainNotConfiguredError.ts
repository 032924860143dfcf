import { Data } from "effect"
import type { ErrorCategory } from "./CategorizedError"
import { messages } from "./messages"

/** The requested chain is not among the networks the kit was configured with. */
export class ChainNotConfiguredError extends Data.TaggedError("ChainNotConfiguredError")<{
  /** The chain that was asked for: a numeric EVM id or a CAIP-2 id. */
  readonly chainId?: number | string
  readonly cause?: unknown
}> {
  override readonly message: string = messages.chainNotConfigured
  /** Spec 8's wallet errors are reported as WALLET_ERROR. */
  readonly category: ErrorCategory = "WALLET_ERROR"
}
