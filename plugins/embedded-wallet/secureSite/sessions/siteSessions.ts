import { randomBytes } from "node:crypto"
import { sha256 } from "@noble/hashes/sha2"
import { base64urlnopad } from "@scure/base"
import type { SessionRepository, SiteSession } from "../db/SessionRepository"

/**
 * How long a signed-in session of the secure site lasts: 30 days, as a wallet a visitor comes
 * back to keeps them signed in (spec 9: reload and stay signed in); sign-out revokes it sooner.
 */
export const siteSessionLifetimeMs = 30 * 24 * 60 * 60 * 1000

/** Bytes of randomness in a session's bearer token. */
const tokenBytes = 32

/** The hash a token is kept under: the database never holds a token it could hand out. */
const tokenHashOf = (token: string): Uint8Array => sha256(new TextEncoder().encode(token))

/** A session just opened, with the bearer token the caller hands to the visitor once. */
export interface OpenedSiteSession {
  readonly token: string
  readonly session: SiteSession
}

/**
 * The secure site's sessions over the sessions table, the one way every login (email code,
 * social, Farcaster) signs a user in: a random 32-byte bearer token (base64url), kept only as
 * its SHA-256 hash, valid for {@link siteSessionLifetimeMs}.
 * @example
 * const sessions = makeSiteSessions(makeSessionRepository(db))
 * const { token } = await sessions.open(userId, now())
 * await sessions.find(token, now()) // the session, until it expires or is revoked
 */
export const makeSiteSessions = (repository: SessionRepository) => ({
  /** Opens a session for `userId`; the token is not kept anywhere on the server. */
  open: async (userId: string, now: number): Promise<OpenedSiteSession> => {
    const token = base64urlnopad.encode(randomBytes(tokenBytes))
    const session = await repository.create(
      { userId, tokenHash: tokenHashOf(token), expiresAt: now + siteSessionLifetimeMs },
      now,
    )
    return { token, session }
  },
  /** The active session `token` opens, if any (neither expired nor revoked at `now`). */
  find: (token: string, now: number): Promise<SiteSession | undefined> =>
    repository.findActiveByTokenHash(tokenHashOf(token), now),
  /** Revokes the session `token` opens (sign-out); an unknown token changes nothing. */
  revoke: async (token: string, now: number): Promise<void> => {
    const session = await repository.findActiveByTokenHash(tokenHashOf(token), now)
    if (session !== undefined) await repository.revoke(session.id, now)
  },
})

/** The secure site's sessions (see makeSiteSessions). */
export type SiteSessions = ReturnType<typeof makeSiteSessions>
