import { randomUUID } from "node:crypto"
import type { SecureSiteDatabase, SqlSession } from "./SecureSiteDatabase"

/** The user a sign-in identity (email, social account, Farcaster id) belongs to, and whether this call created that user. */
export interface UserByIdentity {
  readonly userId: string
  readonly created: boolean
}

/** How to read and claim one kind of identity inside a transaction. */
export interface IdentityClaim {
  /** The user holding the identity, if any. */
  readonly find: (session: SqlSession) => Promise<string | undefined>
  /** Gives the identity to `userId`; resolves false when another user holds it already. */
  readonly claim: (session: SqlSession, userId: string) => Promise<boolean>
}

/**
 * The user holding an identity, or a new user that now holds it. Safe when several site
 * processes sign the same new identity in at once: the claim is an INSERT ... ON CONFLICT DO
 * NOTHING, and the process that loses drops the user it made and takes the winner's.
 */
export const findOrCreateUser = (
  db: SecureSiteDatabase,
  identity: IdentityClaim,
  now: number,
): Promise<UserByIdentity> =>
  db.transaction(async (session) => {
    const existing = await identity.find(session)
    if (existing !== undefined) return { userId: existing, created: false }
    const userId = randomUUID()
    await session.query("INSERT INTO users (id, created_at) VALUES ($1, $2)", [
      userId,
      new Date(now),
    ])
    if (await identity.claim(session, userId)) return { userId, created: true }
    // Another process claimed the identity since the read: drop the user made here, take theirs.
    await session.query("DELETE FROM users WHERE id = $1", [userId])
    const winner = await identity.find(session)
    if (winner === undefined) throw new Error("The identity's row vanished during sign-in.")
    return { userId: winner, created: false }
  })
