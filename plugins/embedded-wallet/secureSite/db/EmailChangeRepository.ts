import { readOptionalTime, readText, readTime } from "./DatabaseRow"
import type { DatabaseRow, SecureSiteDatabase } from "./SecureSiteDatabase"
import { normalizeEmail } from "./UserRepository"

/** An email change under way (spec 4's email update): from the user's address to a new one. */
export interface EmailChange {
  readonly userId: string
  /** The address the primary code goes to: the user's own when the change started. */
  readonly currentEmail: string
  /** The address the secondary code goes to, and the user's once it is entered. */
  readonly newEmail: string
  /** When the primary code was entered; undefined before. */
  readonly primaryVerifiedAt: number | undefined
  readonly expiresAt: number
}

/** How completing a change ended: the user's address moved, or another user holds the new one. */
export type EmailChangeOutcome = "moved" | "taken"

/** The pending email changes, one per user, and the move of a user's address. */
export interface EmailChangeRepository {
  /** Keeps a new change for the user, replacing any earlier one (a new start begins again). */
  readonly start: (
    change: Pick<EmailChange, "userId" | "currentEmail" | "newEmail" | "expiresAt">,
    now: number,
  ) => Promise<void>
  /** The user's change, if one is under way at `now` (not expired). */
  readonly active: (userId: string, now: number) => Promise<EmailChange | undefined>
  /** Records the primary code entered, and the change's new expiry (the secondary code's). */
  readonly primaryVerified: (userId: string, now: number, expiresAt: number) => Promise<void>
  /**
   * Moves the user's address from `currentEmail` to `newEmail` (marked verified at `now`: the
   * secondary code proved the mailbox) and drops the change, in one transaction. Resolves
   * "taken", changing nothing but dropping the change, when another user holds `newEmail`.
   */
  readonly complete: (change: EmailChange, now: number) => Promise<EmailChangeOutcome>
}

const readEmailChange = (row: DatabaseRow): EmailChange => ({
  userId: readText(row, "user_id"),
  currentEmail: readText(row, "current_email"),
  newEmail: readText(row, "new_email"),
  primaryVerifiedAt: readOptionalTime(row, "primary_verified_at"),
  expiresAt: readTime(row, "expires_at"),
})

/** Postgres's unique_violation: another transaction claimed the address first. */
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505"

/** The email change repository on `db`. */
export const makeEmailChangeRepository = (db: SecureSiteDatabase): EmailChangeRepository => ({
  start: async (change, now) => {
    await db.query(
      `INSERT INTO email_changes (user_id, current_email, new_email, primary_verified_at,
         expires_at, created_at)
       VALUES ($1, $2, $3, NULL, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET current_email = $2, new_email = $3,
         primary_verified_at = NULL, expires_at = $4, created_at = $5`,
      [
        change.userId,
        normalizeEmail(change.currentEmail),
        normalizeEmail(change.newEmail),
        new Date(change.expiresAt),
        new Date(now),
      ],
    )
  },
  active: async (userId, now) => {
    const [row] = await db.query(
      `SELECT user_id::text AS user_id, current_email, new_email, primary_verified_at, expires_at
       FROM email_changes WHERE user_id = $1 AND expires_at > $2`,
      [userId, new Date(now)],
    )
    return row === undefined ? undefined : readEmailChange(row)
  },
  primaryVerified: async (userId, now, expiresAt) => {
    await db.query(
      "UPDATE email_changes SET primary_verified_at = $2, expires_at = $3 WHERE user_id = $1",
      [userId, new Date(now), new Date(expiresAt)],
    )
  },
  complete: async (change, now) => {
    const drop = () => db.query("DELETE FROM email_changes WHERE user_id = $1", [change.userId])
    try {
      const outcome = await db.transaction(async (session): Promise<EmailChangeOutcome> => {
        const [holder] = await session.query(
          "SELECT user_id::text AS user_id FROM user_emails WHERE email = $1 FOR UPDATE",
          [change.newEmail],
        )
        if (holder !== undefined && readText(holder, "user_id") !== change.userId) return "taken"
        if (holder === undefined) {
          // The row keeps its created_at: the user's first address stays their first.
          const moved = await session.query(
            `UPDATE user_emails SET email = $3, verified_at = $4
             WHERE email = $1 AND user_id = $2 RETURNING email`,
            [change.currentEmail, change.userId, change.newEmail, new Date(now)],
          )
          if (moved.length === 0) {
            await session.query(
              `INSERT INTO user_emails (email, user_id, verified_at, created_at)
               VALUES ($1, $2, $3, $3)`,
              [change.newEmail, change.userId, new Date(now)],
            )
          }
        } else {
          // The user holds the new address already: it stays, the old one goes.
          await session.query("DELETE FROM user_emails WHERE email = $1 AND user_id = $2", [
            change.currentEmail,
            change.userId,
          ])
        }
        await session.query("DELETE FROM email_changes WHERE user_id = $1", [change.userId])
        return "moved"
      })
      if (outcome === "taken") await drop()
      return outcome
    } catch (error) {
      // A sign-in claimed the new address between the read and the move.
      if (!isUniqueViolation(error)) throw error
      await drop()
      return "taken"
    }
  },
})
