import { Data } from "effect"
import { messages } from "../errors/messages"

/** Switching to a connection whose status is neither connected, active nor disconnected (spec 4). */
export class InvalidConnectionStatusError extends Data.TaggedError("InvalidConnectionStatusError")<{
  /** The status that was found. */
  readonly status: string
}> {
  override get message(): string {
    return messages.invalidConnectionStatus
  }
}
