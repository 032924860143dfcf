import { Data } from "effect"
import type { ErrorCategory } from "./CategorizedError"
import { messages } from "./messages"

/** An action needs a connected connector and there is none (or not this one). */
export class ConnectorNotConnectedError extends Data.TaggedError("ConnectorNotConnectedError")<{
  readonly connectorId?: string
  readonly cause?: unknown
}> {
  override readonly message: string = messages.connectorNotConnected
  /** Spec 8's wallet errors are reported as WALLET_ERROR. */
  readonly category: ErrorCategory = "WALLET_ERROR"
}
