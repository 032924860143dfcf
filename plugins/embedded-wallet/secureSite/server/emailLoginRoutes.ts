import { EmailInvalidError, isValidEmail } from "../../../../core"
import { loginCodeAddress } from "../email/loginCode"
import { loginCodeRefusal, noLoginCode } from "./loginCodeRefusal"
import { mailLoginCode } from "./mailLoginCode"
import { readStringFields } from "./readStringFields"
import { SiteApiError } from "./SiteApiError"
import type { SiteContext } from "./SiteContext"
import { settleLoginCode } from "./settleLoginCode"

/** The longest address SMTP carries (RFC 5321's 256-octet path, less its angle brackets). */
export const maxEmailLength = 254
/** Room for a code typed with spaces; a real one has 6 digits. */
export const maxCodeLength = 32

/**
 * What `POST /v1/email/start` answers: the next step. Spec 2, "Email login": connect email
 * returns VERIFY_DEVICE, VERIFY_OTP or CONNECT. The site asks for the mailed code every time for
 * now; VERIFY_DEVICE (a known device approving a new one) and CONNECT (a device trusted already)
 * come with device trust.
 */
export interface EmailStartAnswer {
  readonly action: "VERIFY_OTP"
}

/** What `POST /v1/email/verify` answers once the code was right: a session for the user. */
export interface EmailVerifyAnswer {
  /** The bearer token of the new session; the site keeps only its hash. */
  readonly token: string
  readonly userId: string
  readonly email: string
  /** Whether this sign-in made the user (the first sign-in of this address). */
  readonly isNewUser: boolean
}

/** The address of a request, checked (spec 5: 'Please enter a valid email address'). */
export const emailOf = (text: string): string => {
  const email = loginCodeAddress(text)
  if (!isValidEmail(email)) {
    throw new SiteApiError({
      status: 400,
      reason: "invalid_email",
      detail: new EmailInvalidError({ input: text }).message,
    })
  }
  return email
}

/**
 * `POST /v1/email/start` `{ email }`: mails a sign-in code to the address, unless an unused
 * sign-in code went there less than 30 s ago (spec 5: 429 'Please try again after {n} seconds', with
 * `retryAfter`). It answers the same for a known and an unknown address.
 */
export const startEmailLogin = async (
  context: SiteContext,
  body: unknown,
): Promise<EmailStartAnswer> => {
  const email = emailOf(readStringFields(body, { email: maxEmailLength }).email)
  await mailLoginCode(context, email, "login")
  return { action: "VERIFY_OTP" }
}

/**
 * `POST /v1/email/verify` `{ email, code }`: checks the entry against the latest sign-in code of
 * the address. Right: the user of the address (made on its first sign-in, the address verified
 * by the code) gets a new session. Otherwise a 400 whose reason tells a wrong code (with the
 * attempts left) from an expired, exhausted or used one, or no code at all.
 */
export const verifyEmailLogin = async (
  context: SiteContext,
  body: unknown,
): Promise<EmailVerifyAnswer> => {
  const fields = readStringFields(body, { email: maxEmailLength, code: maxCodeLength })
  const email = emailOf(fields.email)
  const now = context.now()
  const outcome = await settleLoginCode({
    codes: context.codes,
    hasher: context.hasher,
    email,
    purpose: "login",
    entered: fields.code,
    now,
  })
  if (outcome === undefined) {
    throw noLoginCode("No sign-in code was sent to this address; ask for one")
  }
  const refused = loginCodeRefusal(outcome)
  if (refused !== undefined) throw refused
  const user = await context.users.findOrCreateUserByEmail(email, now)
  const { token } = await context.sessions.open(user.userId, now)
  return { token, userId: user.userId, email, isNewUser: user.created }
}
