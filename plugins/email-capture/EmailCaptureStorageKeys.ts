import { Schema } from "effect"
import { storageKey, storagePrefix } from "../../core"

/**
 * The email-capture plugin's local-storage item: the email the visitor gave in DataCapture.
 * @example
 * storage.set(EmailCaptureStorageKeys.capturedEmail, "ada@example.com")
 */
export const EmailCaptureStorageKeys = {
  /** The captured email (kept until another one is captured). */
  capturedEmail: storageKey(`${storagePrefix}captured_email`, Schema.String),
} as const
