import { randomUUID } from "node:crypto"
import { readText, readTime } from "./DatabaseRow"
import type { SecureSiteDatabase } from "./SecureSiteDatabase"

/** A signed-in session, found by the hash of its bearer token (the token itself is not kept). */
export interface SiteSession {
  readonly id: string
  readonly userId: string
  readonly createdAt: number
  readonly expiresAt: number
}

/** Sessions of signed-in users. */
export interface SessionRepository {
  /** Opens a session for the user under the token's hash; resolves with the session. */
  readonly create: (
    session: {
      readonly userId: string
      readonly tokenHash: Uint8Array
      readonly expiresAt: number
    },
    now: number,
  ) => Promise<SiteSession>
  /** The session whose token hashes to `tokenHash`, if it is neither revoked nor expired at `now`. */
  readonly findActiveByTokenHash: (
    tokenHash: Uint8Array,
    now: number,
  ) => Promise<SiteSession | undefined>
  /** Revokes the session (sign-out); revoking it again changes nothing. */
  readonly revoke: (id: string, now: number) => Promise<void>
}

/** The session repository on `db`. */
export const makeSessionRepository = (db: SecureSiteDatabase): SessionRepository => ({
  create: async ({ userId, tokenHash, expiresAt }, now) => {
    const id = randomUUID()
    await db.query(
      `INSERT INTO sessions (id, user_id, token_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, userId, tokenHash, new Date(now), new Date(expiresAt)],
    )
    return { id, userId, createdAt: now, expiresAt }
  },
  findActiveByTokenHash: async (tokenHash, now) => {
    const [row] = await db.query(
      `SELECT id, user_id, created_at, expires_at FROM sessions
       WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
      [tokenHash, new Date(now)],
    )
    return row === undefined
      ? undefined
      : {
          id: readText(row, "id"),
          userId: readText(row, "user_id"),
          createdAt: readTime(row, "created_at"),
          expiresAt: readTime(row, "expires_at"),
        }
  },
  revoke: async (id, now) => {
    await db.query("UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL", [
      id,
      new Date(now),
    ])
  },
})
