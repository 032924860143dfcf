import type { IncomingMessage } from "node:http"
import { Duration } from "effect"
import type { EmailChange } from "../db/EmailChangeRepository"
import type { LoginCodePurpose } from "../email/loginCode"
import { loginCodeLifetime } from "../email/loginCodeLimits"
import { emailOf, maxCodeLength, maxEmailLength } from "./emailLoginRoutes"
import { loginCodeRefusal, noLoginCode } from "./loginCodeRefusal"
import { mailLoginCode } from "./mailLoginCode"
import { readStringFields } from "./readStringFields"
import { SiteApiError } from "./SiteApiError"
import type { SiteContext } from "./SiteContext"
import { activeSession } from "./sessionRoutes"
import { settleLoginCode } from "./settleLoginCode"
import { readJsonBody } from "./siteExchange"
import { enforceRateLimit } from "./siteRateLimits"

/*
 * Spec 4's email update on the secure site, behind the session: the new address, then the code
 * mailed to the user's current address (the primary step: the mailbox owner agrees), then the
 * code mailed to the new one (the secondary step: the new mailbox is theirs), which moves the
 * user's address. Codes are the sign-in codes' rules (single use, 10 minutes, 5 wrong entries,
 * the 30 s cooldown per mailbox), and the routes count against the sign-in routes' per-client
 * limits: a start mails a code as `POST /v1/email/start` does, a step checks one as
 * `POST /v1/email/verify` does.
 */

/** What the start and the primary step answer: the step that follows (spec 4). */
export interface EmailUpdateStepAnswer {
  readonly action: "VERIFY_PRIMARY_OTP" | "VERIFY_SECONDARY_OTP"
}

/** What the secondary step answers: the user's address now. */
export interface EmailUpdatedAnswer {
  readonly newEmail: string
}

const refusal = (status: number, reason: SiteApiError["reason"], detail: string) =>
  new SiteApiError({ status, reason, detail })

/** The code of a step's body `{ otp }` checked against the latest code of `purpose` to `email`. */
const checkCode = async (
  context: SiteContext,
  email: string,
  purpose: LoginCodePurpose,
  body: unknown,
): Promise<void> => {
  const { otp } = readStringFields(body, { otp: maxCodeLength })
  const outcome = await settleLoginCode({
    codes: context.codes,
    hasher: context.hasher,
    email,
    purpose,
    entered: otp,
    now: context.now(),
  })
  if (outcome === undefined) throw noLoginCode("No code was sent for this step; ask for one")
  const refused = loginCodeRefusal(outcome)
  if (refused !== undefined) throw refused
}

/** The signed-in user's change under way, or a 400 telling the visitor to start again. */
const activeChange = async (context: SiteContext, userId: string): Promise<EmailChange> => {
  const change = await context.emailChanges.active(userId, context.now())
  if (change === undefined) {
    throw refusal(400, "no_email_change", "No email change is under way; enter the new email")
  }
  return change
}

/**
 * `POST /v1/email/update/start` (Bearer) `{ email }`: the new address, checked (spec 5: 'Please
 * enter a valid email address'); mails an 'update-primary' code to the user's current address
 * and keeps the change. Refused for a user without an email (signed in by a social account) and
 * for the address the user has already. Whether another user holds the new address is told
 * only at the secondary step, once the code proved the mailbox is the visitor's: a session
 * could otherwise probe which addresses have accounts.
 */
export const startEmailUpdate = async (
  context: SiteContext,
  request: IncomingMessage,
  body: unknown,
): Promise<EmailUpdateStepAnswer> => {
  const { session } = await activeSession(context, request)
  const newEmail = emailOf(readStringFields(body, { email: maxEmailLength }).email)
  const [currentEmail] = await context.users.listEmails(session.userId)
  if (currentEmail === undefined) {
    throw refusal(
      400,
      "no_email",
      "This account signs in without an email; there is none to change",
    )
  }
  if (currentEmail === newEmail) {
    throw refusal(400, "same_email", "This is the account's email already")
  }
  await mailLoginCode(context, currentEmail, "update-primary")
  const now = context.now()
  await context.emailChanges.start(
    {
      userId: session.userId,
      currentEmail,
      newEmail,
      expiresAt: now + Duration.toMillis(loginCodeLifetime),
    },
    now,
  )
  return { action: "VERIFY_PRIMARY_OTP" }
}

/**
 * `POST /v1/email/update/primary` (Bearer) `{ otp }`: checks the code mailed to the current
 * address, then mails an 'update-secondary' code to the new one (its cooldown applies: a code
 * went there less than 30 s ago is a 429, and the visitor starts again).
 */
export const verifyEmailUpdatePrimary = async (
  context: SiteContext,
  request: IncomingMessage,
  body: unknown,
): Promise<EmailUpdateStepAnswer> => {
  const { session } = await activeSession(context, request)
  const change = await activeChange(context, session.userId)
  await checkCode(context, change.currentEmail, "update-primary", body)
  await mailLoginCode(context, change.newEmail, "update-secondary")
  const now = context.now()
  await context.emailChanges.primaryVerified(
    session.userId,
    now,
    now + Duration.toMillis(loginCodeLifetime),
  )
  return { action: "VERIFY_SECONDARY_OTP" }
}

/**
 * `POST /v1/email/update/secondary` (Bearer) `{ otp }`: after the primary step, checks the code
 * mailed to the new address and moves the user's address to it (`GET /v1/session` reads it
 * after). A new address another user holds is refused (409 `email_taken`) and the change ends.
 */
export const verifyEmailUpdateSecondary = async (
  context: SiteContext,
  request: IncomingMessage,
  body: unknown,
): Promise<EmailUpdatedAnswer> => {
  const { session } = await activeSession(context, request)
  const change = await activeChange(context, session.userId)
  if (change.primaryVerifiedAt === undefined) {
    throw refusal(400, "no_email_change", "Enter the code sent to your current email first")
  }
  await checkCode(context, change.newEmail, "update-secondary", body)
  const outcome = await context.emailChanges.complete(change, context.now())
  if (outcome === "taken") {
    throw refusal(409, "email_taken", "This email belongs to another account")
  }
  return { newEmail: change.newEmail }
}

type EmailUpdateRoute = (
  context: SiteContext,
  request: IncomingMessage,
  client: string,
) => Promise<{ readonly status: 200; readonly body: unknown }>

/** Counts a request against a sign-in route's per-client limit (see the note above). */
const limited =
  (
    name: "emailStart" | "emailVerify",
    handle: (context: SiteContext, request: IncomingMessage, body: unknown) => Promise<unknown>,
  ): EmailUpdateRoute =>
  async (context, request, client) => {
    await enforceRateLimit(context.rateLimits, name, context.limits[name], client, context.now())
    return { status: 200, body: await handle(context, request, await readJsonBody(request)) }
  }

/** The email update's routes, by method and path, for the site's route table. */
export const emailUpdateRoutes: Readonly<Record<string, EmailUpdateRoute>> = {
  "POST /v1/email/update/start": limited("emailStart", startEmailUpdate),
  "POST /v1/email/update/primary": limited("emailVerify", verifyEmailUpdatePrimary),
  "POST /v1/email/update/secondary": limited("emailVerify", verifyEmailUpdateSecondary),
}
