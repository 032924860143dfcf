import { Effect, Schema } from "effect"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import type { FrameClient } from "../frame/FrameClient"
import type { FrameRequestName } from "../frame/FrameEvent"
import {
  type FrameRequestPayload,
  type FrameSuccessPayload,
  framePayloads,
} from "../frame/FramePayloads"
import { en } from "../messages/en"

/**
 * Asks the secure frame `name` with `payload`, typed by the shared payload schemas: the payload
 * is encoded as the frame page decodes it, and the success reply decoded before anyone reads
 * it. Whatever goes wrong is an EmbeddedWalletError whose message the view shows: the frame's
 * error reply text (spec 8), the abort or missing-frame text, or 'An error occurred' for an
 * answer of the wrong shape (kept as `cause`).
 * @example
 * frameRequest(client, "CONNECT_EMAIL", { email: "ada@example.com" }) // { action: "VERIFY_OTP" }
 */
export const frameRequest = <Name extends FrameRequestName>(
  client: FrameClient,
  name: Name,
  payload: FrameRequestPayload<Name>,
): Effect.Effect<FrameSuccessPayload<Name>, EmbeddedWalletError> => {
  const schemas: {
    readonly request: Schema.Codec<FrameRequestPayload<Name>, unknown>
    readonly success: Schema.Codec<FrameSuccessPayload<Name>, unknown>
  } = framePayloads[name]
  return Schema.encodeEffect(schemas.request)(payload).pipe(
    Effect.mapError((cause) => new EmbeddedWalletError({ message: en["error.frameError"], cause })),
    Effect.flatMap((encoded) =>
      client
        .request(name, encoded)
        .pipe(
          Effect.mapError((cause) => new EmbeddedWalletError({ message: cause.message, cause })),
        ),
    ),
    Effect.flatMap((answer) =>
      Schema.decodeUnknownEffect(schemas.success)(answer).pipe(
        Effect.mapError(
          (cause) => new EmbeddedWalletError({ message: en["error.frameError"], cause }),
        ),
      ),
    ),
  )
}
