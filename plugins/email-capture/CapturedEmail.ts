import { Context, Effect, Layer, Option } from "effect"
import {
  createStore,
  type EmailInvalidError,
  type ReadableStore,
  Storage,
  validateEmail,
} from "../../core"
import type { OnCapturedEmail } from "./EmailCaptureOptions"
import { EmailCaptureStorageKeys } from "./EmailCaptureStorageKeys"

/** What the email-capture plugin keeps: the email the visitor gave, if any. */
export interface CapturedEmailShape {
  /** The captured email, or undefined while none was given; read back from storage at start. */
  readonly email: ReadableStore<string | undefined>
  /**
   * Keeps `text` (without surrounding spaces) when it is a valid email, in memory and in the
   * kit's storage; otherwise fails with `EmailInvalidError` ('Please enter a valid email
   * address', spec 5) and keeps nothing.
   */
  readonly capture: (text: string) => Effect.Effect<string, EmailInvalidError>
}

/**
 * Builds the service over the kit's storage, starting from the email it holds; `onEmail` is
 * handed each email kept (the plugin's option).
 */
const make = (onEmail?: OnCapturedEmail) =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const stored = yield* storage.get(EmailCaptureStorageKeys.capturedEmail)
    const store = createStore<string | undefined>(Option.getOrUndefined(stored))
    const capture = (text: string) =>
      Effect.gen(function* () {
        const email = yield* Effect.fromResult(validateEmail(text.trim()))
        yield* storage.set(EmailCaptureStorageKeys.capturedEmail, email)
        store.update(() => email)
        if (onEmail !== undefined) {
          try {
            onEmail(email)
          } catch {
            // The dApp's bug must not break the visitor's flow: the email is kept.
          }
        }
        return email
      })
    return { email: store, capture } satisfies CapturedEmailShape
  })

/** The email captured in DataCapture (spec 2 "DataCapture (optional email)"). */
export class CapturedEmail extends Context.Service<CapturedEmail, CapturedEmailShape>()(
  "foyer-kit/plugins/email-capture/CapturedEmail",
) {
  /** Over the kit's `Storage`. */
  static readonly layer: Layer.Layer<CapturedEmail, never, Storage> = Layer.effect(
    CapturedEmail,
    make(),
  )

  /** Over the kit's `Storage`, handing each email kept to `onEmail` (the plugin's option). */
  static readonly layerWith = (
    onEmail: OnCapturedEmail | undefined,
  ): Layer.Layer<CapturedEmail, never, Storage> => Layer.effect(CapturedEmail, make(onEmail))
}
