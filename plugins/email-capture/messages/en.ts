import type { MessageCatalogue } from "../../../core"

/**
 * The email-capture plugin's English messages. The spec gives only the invalid-email text
 * ('Please enter a valid email address'), which is the kernel's (`error.invalidEmail`) and so
 * not repeated here; these sentences are ours.
 */
export const en = {
  "emailCapture.title": "Your email",
  "emailCapture.intro": "Share your email address with this app if you like. It is optional.",
  "emailCapture.field": "Email address",
  "emailCapture.continue": "Continue",
  "emailCapture.skip": "Skip",
} as const satisfies MessageCatalogue

/** The id of one of the email-capture plugin's messages. */
export type EmailCaptureMessageId = keyof typeof en
