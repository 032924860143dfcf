import { Data, Predicate } from "effect"
import { en } from "../messages/en"

/** The field `key` of `payload` when it is of `type` (a finite number for "number"). */
function fieldOf(payload: unknown, key: string, type: "string"): string | undefined
function fieldOf(payload: unknown, key: string, type: "number"): number | undefined
function fieldOf(payload: unknown, key: string, type: "string" | "number") {
  if (!Predicate.hasProperty(payload, key)) return undefined
  const value = payload[key]
  if (type === "string") return typeof value === "string" ? value : undefined
  return typeof value === "number" && Number.isFinite(value) ? value : undefined
}

/**
 * The secure frame answered a request with its error reply. The message is the reply payload's
 * `message` when it has one, else "An error occurred".
 */
export class FrameReplyError extends Data.TaggedError("FrameReplyError")<{
  /** The app event that failed, e.g. "CONNECT_EMAIL". */
  readonly event?: string
  /** The `message` of the error reply's payload, when it carried one. */
  readonly payloadMessage?: string
  /** Why, machine-readable: the secure site's reason or the frame page's text id (FrameErrorPayload). */
  readonly reason?: string
  /** Whole seconds until a retry may pass, when the reply said. */
  readonly retryAfter?: number
  /** Wrong entries the code still survives, when the reply said. */
  readonly attemptsLeft?: number
  readonly cause?: unknown
}> {
  override readonly message: string =
    this.payloadMessage !== undefined && this.payloadMessage.length > 0
      ? this.payloadMessage
      : en["error.frameError"]

  /** Builds the error from an error reply's payload of any shape (kept as `cause`). */
  static fromPayload(payload: unknown, event?: string): FrameReplyError {
    const payloadMessage = fieldOf(payload, "message", "string")
    const reason = fieldOf(payload, "reason", "string")
    const retryAfter = fieldOf(payload, "retryAfter", "number")
    const attemptsLeft = fieldOf(payload, "attemptsLeft", "number")
    return new FrameReplyError({
      ...(event === undefined ? {} : { event }),
      ...(payloadMessage === undefined ? {} : { payloadMessage }),
      ...(reason === undefined ? {} : { reason }),
      ...(retryAfter === undefined ? {} : { retryAfter }),
      ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
      cause: payload,
    })
  }
}
