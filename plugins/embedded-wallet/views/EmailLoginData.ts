import type { EmailConnectStep } from "../EmbeddedWallet"

/**
 * The data the EmailLogin view is opened with (spec 4 email login): the email the code was
 * sent to, and the verification step connect email answered. CONNECT needs no view: the
 * Connect view's email section finishes the login at once.
 * @example
 * navigate.push("EmailLogin", { email: "ada@example.com", step: "VERIFY_OTP" })
 */
export interface EmailLoginData {
  readonly email: string
  readonly step: Exclude<EmailConnectStep, "CONNECT">
}

/**
 * The EmailLogin view's data read from a history entry's `data`, or undefined when it is not
 * that shape (a view opened by a program without data).
 */
export const readEmailLoginData = (data: unknown): EmailLoginData | undefined => {
  if (typeof data !== "object" || data === null) return undefined
  const { email, step } = data as { readonly email?: unknown; readonly step?: unknown }
  if (typeof email !== "string") return undefined
  if (step !== "VERIFY_OTP" && step !== "VERIFY_DEVICE") return undefined
  return { email, step }
}
