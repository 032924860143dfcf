import { randomUUID } from "node:crypto"
import { readText } from "./DatabaseRow"
import type { SecureSiteDatabase } from "./SecureSiteDatabase"

/** An email address as the site keys it: trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

/** The user an email belongs to, and whether this call created that user. */
export interface UserByEmail {
  readonly userId: string
  readonly created: boolean
}

/** Users and their email addresses. */
export interface UserRepository {
  /**
   * The user owning `email` (normalised), made with the email marked verified when there is
   * none: call it once the email's login code was checked. Two concurrent calls for one new
   * email get the same user.
   */
  readonly findOrCreateUserByEmail: (email: string, now: number) => Promise<UserByEmail>
  /** The user owning `email` (normalised), if any. */
  readonly findUserIdByEmail: (email: string) => Promise<string | undefined>
  /** The user's email addresses, oldest first. */
  readonly listEmails: (userId: string) => Promise<ReadonlyArray<string>>
}

/** The user repository on `db`. */
export const makeUserRepository = (db: SecureSiteDatabase): UserRepository => {
  const findUserIdByEmail = async (email: string) => {
    const [row] = await db.query("SELECT user_id FROM user_emails WHERE email = $1", [
      normalizeEmail(email),
    ])
    return row === undefined ? undefined : readText(row, "user_id")
  }
  return {
    findUserIdByEmail,
    findOrCreateUserByEmail: (email, now) =>
      db.transaction(async (session) => {
        const address = normalizeEmail(email)
        const at = new Date(now)
        const [existing] = await session.query("SELECT user_id FROM user_emails WHERE email = $1", [
          address,
        ])
        if (existing !== undefined) return { userId: readText(existing, "user_id"), created: false }
        const userId = randomUUID()
        await session.query("INSERT INTO users (id, created_at) VALUES ($1, $2)", [userId, at])
        const [claimed] = await session.query(
          `INSERT INTO user_emails (email, user_id, verified_at, created_at) VALUES ($1, $2, $3, $3)
           ON CONFLICT (email) DO NOTHING RETURNING user_id`,
          [address, userId, at],
        )
        if (claimed !== undefined) return { userId, created: true }
        // Another process claimed the email since the SELECT: drop the user made here, take theirs.
        await session.query("DELETE FROM users WHERE id = $1", [userId])
        const [winner] = await session.query("SELECT user_id FROM user_emails WHERE email = $1", [
          address,
        ])
        if (winner === undefined) throw new Error("The email's row vanished during sign-in.")
        return { userId: readText(winner, "user_id"), created: false }
      }),
    listEmails: async (userId) => {
      const rows = await db.query(
        "SELECT email FROM user_emails WHERE user_id = $1 ORDER BY created_at, email",
        [userId],
      )
      return rows.map((row) => readText(row, "email"))
    },
  }
}
