import { Data } from "effect"
import { messages } from "./messages"

/** An action needs a connected connector and there is none (or not this one). */
export class ConnectorNotConnectedError extends Data.TaggedError("ConnectorNotConnectedError")<{
  readonly connectorId?: string
  readonly cause?: unknown
}> {
  override readonly message: string = messages.connectorNotConnected
}
