import { readText } from "./DatabaseRow"
import { findOrCreateUser, type UserByIdentity } from "./findOrCreateUser"
import type { SecureSiteDatabase, SqlSession } from "./SecureSiteDatabase"

/** An email address as the site keys it: trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

/** Users and their email addresses. */
export interface UserRepository {
  /**
   * The user owning `email` (normalised), made with the email marked verified when there is
   * none: call it once the email's login code was checked. Two concurrent calls for one new
   * email get the same user.
   */
  readonly findOrCreateUserByEmail: (email: string, now: number) => Promise<UserByIdentity>
  /** The user owning `email` (normalised), if any. */
  readonly findUserIdByEmail: (email: string) => Promise<string | undefined>
  /** The user's email addresses, oldest first. */
  readonly listEmails: (userId: string) => Promise<ReadonlyArray<string>>
}

const findByEmail = async (session: SqlSession, email: string) => {
  const [row] = await session.query("SELECT user_id FROM user_emails WHERE email = $1", [email])
  return row === undefined ? undefined : readText(row, "user_id")
}

/** The user repository on `db`. */
export const makeUserRepository = (db: SecureSiteDatabase): UserRepository => ({
  findUserIdByEmail: (email) => findByEmail(db, normalizeEmail(email)),
  findOrCreateUserByEmail: (email, now) => {
    const address = normalizeEmail(email)
    return findOrCreateUser(
      db,
      {
        find: (session) => findByEmail(session, address),
        claim: async (session, userId) =>
          (
            await session.query(
              `INSERT INTO user_emails (email, user_id, verified_at, created_at)
               VALUES ($1, $2, $3, $3) ON CONFLICT (email) DO NOTHING RETURNING user_id`,
              [address, userId, new Date(now)],
            )
          ).length === 1,
      },
      now,
    )
  },
  listEmails: async (userId) => {
    const rows = await db.query(
      "SELECT email FROM user_emails WHERE user_id = $1 ORDER BY created_at, email",
      [userId],
    )
    return rows.map((row) => readText(row, "email"))
  },
})
