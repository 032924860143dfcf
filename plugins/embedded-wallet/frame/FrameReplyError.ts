import { Data, Predicate } from "effect"
import { en } from "../messages/en"

/**
 * The secure frame answered a request with its error reply. The message is the reply payload's
 * `message` when it has one, else "An error occurred".
 */
export class FrameReplyError extends Data.TaggedError("FrameReplyError")<{
  /** The app event that failed, e.g. "CONNECT_EMAIL". */
  readonly event?: string
  /** The `message` of the error reply's payload, when it carried one. */
  readonly payloadMessage?: string
  readonly cause?: unknown
}> {
  override readonly message: string =
    this.payloadMessage !== undefined && this.payloadMessage.length > 0
      ? this.payloadMessage
      : en["error.frameError"]

  /** Builds the error from an error reply's payload of any shape (kept as `cause`). */
  static fromPayload(payload: unknown, event?: string): FrameReplyError {
    const payloadMessage =
      Predicate.hasProperty(payload, "message") && typeof payload.message === "string"
        ? payload.message
        : undefined
    return new FrameReplyError({
      ...(event === undefined ? {} : { event }),
      ...(payloadMessage === undefined ? {} : { payloadMessage }),
      cause: payload,
    })
  }
}
