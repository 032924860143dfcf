import { Data } from "effect"
import type { ErrorCategory } from "./CategorizedError"
import { messages } from "./messages"

/** The requested account is not among the accounts the connector returned. */
export class AccountNotFoundError extends Data.TaggedError("AccountNotFoundError")<{
  readonly address?: string
  readonly connectorId?: string
  readonly cause?: unknown
}> {
  override readonly message: string = messages.accountNotFound
  /** Spec 8's wallet errors are reported as WALLET_ERROR. */
  readonly category: ErrorCategory = "WALLET_ERROR"
}
