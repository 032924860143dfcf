import { Data, Option, Result, Schema } from "effect"
import {
  type AppEventType,
  appEventKey,
  appEventTypes,
  type FrameEventType,
  frameEventKey,
  frameEventTypes,
} from "./FrameEvent"

/** A message the app sends to the secure frame: a known type, the request's random id, a payload. */
export const AppMessage = Schema.Struct({
  type: Schema.Literals(appEventTypes as ReadonlyArray<AppEventType>),
  id: Schema.String,
  payload: Schema.optionalKey(Schema.Unknown),
})

/** A message the app sends to the secure frame. */
export type AppMessage = typeof AppMessage.Type

/**
 * A message the secure frame sends: a known type, the id of the request it answers (the
 * ready event answers none) and a payload, whose shapes the spec does not show.
 */
export const FrameMessage = Schema.Struct({
  type: Schema.Literals(frameEventTypes as ReadonlyArray<FrameEventType>),
  id: Schema.optionalKey(Schema.String),
  payload: Schema.optionalKey(Schema.Unknown),
})

/** A message the secure frame sends. */
export type FrameMessage = typeof FrameMessage.Type

/** How much of an unknown message type a warning quotes. */
const quotedTypeLength = 100

/**
 * A message claiming to be a frame message is not one of the known events (spec 5: logged
 * as a warning, never thrown).
 */
export class FrameMessageInvalidError extends Data.TaggedError("FrameMessageInvalidError")<{
  /** The message's type, when it had a string one. */
  readonly type: string
  /** What was wrong with it. */
  readonly cause: Schema.SchemaError
}> {
  /** How the caller reports it: a warning, the messaging goes on. */
  readonly severity = "warning" as const

  // The spec gives no text for this warning. The type is the sender's text, so only its
  // start is quoted: a frame posting a megabyte-long type must not fill the console.
  override get message(): string {
    const type =
      this.type.length > quotedTypeLength ? `${this.type.slice(0, quotedTypeLength)}…` : this.type
    return `The frame message ${type} is not a known event. ${this.cause.message}`
  }
}

const typeOf = (data: unknown): string | undefined =>
  typeof data === "object" && data !== null && "type" in data && typeof data.type === "string"
    ? data.type
    : undefined

const check =
  <A>(key: string, decode: (data: unknown) => Result.Result<A, Schema.SchemaError>) =>
  (data: unknown): Result.Result<Option.Option<A>, FrameMessageInvalidError> => {
    const type = typeOf(data)
    // Pages receive messages from many senders (extensions, dev tools, other frames); only
    // those using our prefix are ours to check.
    if (type === undefined || !type.startsWith(key)) return Result.succeed(Option.none())
    return Result.mapBoth(decode(data), {
      onFailure: (cause) => new FrameMessageInvalidError({ type, cause }),
      onSuccess: Option.some,
    })
  }

/**
 * Checks a message received from the secure frame against the known event list (spec 5):
 * a known frame event gives `Option.some`, one using the `@w3m-frame/` prefix but unknown
 * or malformed fails with `FrameMessageInvalidError` (to be logged as a warning), and any
 * other message gives `Option.none()`.
 */
export const checkFrameMessage: (
  data: unknown,
) => Result.Result<Option.Option<FrameMessage>, FrameMessageInvalidError> = check(
  frameEventKey,
  Schema.decodeUnknownResult(FrameMessage),
)

/**
 * Checks a message received by the secure frame from the app, the same way as
 * `checkFrameMessage` but against the `@w3m-app/` events.
 */
export const checkAppMessage: (
  data: unknown,
) => Result.Result<Option.Option<AppMessage>, FrameMessageInvalidError> = check(
  appEventKey,
  Schema.decodeUnknownResult(AppMessage),
)
