import { Data } from "effect"
import type { ErrorCategory } from "./CategorizedError"
import { messages } from "./messages"

/** Connecting to the connector that is already the current one (spec 4: an error). */
export class ConnectorAlreadyConnectedError extends Data.TaggedError(
  "ConnectorAlreadyConnectedError",
)<{
  readonly connectorId?: string
  readonly cause?: unknown
}> {
  override readonly message: string = messages.connectorAlreadyConnected
  /** Spec 8's wallet errors are reported as WALLET_ERROR. */
  readonly category: ErrorCategory = "WALLET_ERROR"
}
