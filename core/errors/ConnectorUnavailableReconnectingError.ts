import { Data } from "effect"
import type { ErrorCategory } from "./CategorizedError"
import { messages } from "./messages"

/** The connector cannot serve requests while a session is being restored (status reconnecting). */
export class ConnectorUnavailableReconnectingError extends Data.TaggedError(
  "ConnectorUnavailableReconnectingError",
)<{
  readonly connectorId?: string
  readonly cause?: unknown
}> {
  override readonly message: string = messages.unavailableWhileReconnecting
  /** Spec 8's wallet errors are reported as WALLET_ERROR. */
  readonly category: ErrorCategory = "WALLET_ERROR"
}
