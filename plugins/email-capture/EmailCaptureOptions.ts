import { Schema } from "effect"

/** What the dApp is handed when the visitor gives an email in DataCapture. */
export type OnCapturedEmail = (email: string) => void

const isFunction = (value: unknown): value is OnCapturedEmail => typeof value === "function"

/**
 * The email-capture plugin's options, decoded by the kernel at start-up.
 * @example
 * emailCapture({ onEmail: (email) => fetch("/newsletter", { method: "POST", body: email }) })
 */
export const EmailCaptureOptions = Schema.Struct({
  /**
   * Called with each email the visitor gives (valid, without surrounding spaces), once it is
   * kept. It is the dApp's alone: the email is not an event of the kit's bus, so the analytics
   * (spec 7), which records every event of the bus, never sees it. A callback that throws does
   * not stop the visitor's flow.
   */
  onEmail: Schema.optionalKey(Schema.declare(isFunction, { expected: "a function" })),
})

/** The decoded email-capture options. */
export type EmailCaptureOptions = typeof EmailCaptureOptions.Type

/** The email-capture options as a developer writes them. */
export type EmailCapturePluginOptions = typeof EmailCaptureOptions.Encoded
