import type { IncomingMessage } from "node:http"
import type { SiteSession } from "../db/SessionRepository"
import { SiteApiError } from "./SiteApiError"
import type { SiteContext } from "./SiteContext"

/** What `GET /v1/session` answers: who the session signs in. */
export interface SessionAnswer {
  readonly userId: string
  /** The user's first address, or null for a user who signed in otherwise (social, Farcaster). */
  readonly email: string | null
}

// A token as the site makes them: base64url. Anything else opens nothing and is not looked up.
const bearerPattern = /^Bearer ([A-Za-z0-9_-]{1,128})$/

const unauthorized = () =>
  new SiteApiError({
    status: 401,
    reason: "unauthorized",
    detail: "Sign in first: the session is missing, expired or signed out",
  })

/** The bearer token of `Authorization: Bearer <token>`, or a 401. */
const bearerToken = (request: IncomingMessage): string => {
  const token = bearerPattern.exec(request.headers.authorization ?? "")?.[1]
  if (token === undefined) throw unauthorized()
  return token
}

/** The active session the request's bearer token opens, or a 401. */
export const activeSession = async (
  context: SiteContext,
  request: IncomingMessage,
): Promise<{ readonly token: string; readonly session: SiteSession }> => {
  const token = bearerToken(request)
  const session = await context.sessions.find(token, context.now())
  if (session === undefined) throw unauthorized()
  return { token, session }
}

/** `GET /v1/session` (Bearer): the signed-in user, or 401. */
export const readSiteSession = async (
  context: SiteContext,
  request: IncomingMessage,
): Promise<SessionAnswer> => {
  const { session } = await activeSession(context, request)
  const [email] = await context.users.listEmails(session.userId)
  return { userId: session.userId, email: email ?? null }
}

/** `POST /v1/session/revoke` (Bearer): signs the session out; 401 if it is not active. */
export const revokeSiteSession = async (
  context: SiteContext,
  request: IncomingMessage,
): Promise<void> => {
  const { token } = await activeSession(context, request)
  await context.sessions.revoke(token, context.now())
}
