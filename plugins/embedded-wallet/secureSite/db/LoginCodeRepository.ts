import { readBytes, readInteger, readOptionalTime, readText, readTime } from "./DatabaseRow"
import type { DatabaseRow, SecureSiteDatabase } from "./SecureSiteDatabase"
import { normalizeEmail } from "./UserRepository"

/** What a one-time code is for: signing in, or the two codes of an email change (spec 4). */
export type LoginCodePurpose = "login" | "update-primary" | "update-secondary"

/** A one-time code as stored: only its hash and salt, never the code. */
export interface LoginCode {
  readonly id: string
  readonly email: string
  readonly purpose: LoginCodePurpose
  readonly codeHash: Uint8Array
  readonly salt: Uint8Array
  readonly expiresAt: number
  readonly attempts: number
  readonly consumedAt: number | undefined
  readonly createdAt: number
}

/** A new code to keep. */
export interface NewLoginCode {
  readonly email: string
  readonly purpose: LoginCodePurpose
  readonly codeHash: Uint8Array
  readonly salt: Uint8Array
  readonly expiresAt: number
}

/** One-time email codes. */
export interface LoginCodeRepository {
  /** Keeps a new code and resolves with its id; it supersedes earlier codes of its email and purpose. */
  readonly insert: (code: NewLoginCode, now: number) => Promise<string>
  /**
   * The latest code for the email and purpose, if it is still usable at `now` (not consumed,
   * not expired). An earlier code never answers, even when the latest is used up.
   */
  readonly latestActive: (
    email: string,
    purpose: LoginCodePurpose,
    now: number,
  ) => Promise<LoginCode | undefined>
  /** Counts one more wrong attempt at the code and resolves with the attempts so far. */
  readonly countAttempt: (id: string) => Promise<number>
  /**
   * Marks the code used. Resolves true for the one call that consumed it; false when it was
   * consumed already (a replay) or has expired.
   */
  readonly consume: (id: string, now: number) => Promise<boolean>
}

const purposes: ReadonlyArray<LoginCodePurpose> = ["login", "update-primary", "update-secondary"]

const readPurpose = (row: DatabaseRow): LoginCodePurpose => {
  const purpose = purposes.find((known) => known === readText(row, "purpose"))
  if (purpose === undefined) throw new Error(`Unknown login code purpose ${String(row.purpose)}.`)
  return purpose
}

const readLoginCode = (row: DatabaseRow): LoginCode => ({
  id: readText(row, "id"),
  email: readText(row, "email"),
  purpose: readPurpose(row),
  codeHash: readBytes(row, "code_hash"),
  salt: readBytes(row, "salt"),
  expiresAt: readTime(row, "expires_at"),
  attempts: readInteger(row, "attempts"),
  consumedAt: readOptionalTime(row, "consumed_at"),
  createdAt: readTime(row, "created_at"),
})

/** The login code repository on `db`. */
export const makeLoginCodeRepository = (db: SecureSiteDatabase): LoginCodeRepository => ({
  insert: async (code, now) => {
    const [row] = await db.query(
      `INSERT INTO login_codes (email, purpose, code_hash, salt, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
      [
        normalizeEmail(code.email),
        code.purpose,
        code.codeHash,
        code.salt,
        new Date(code.expiresAt),
        new Date(now),
      ],
    )
    if (row === undefined) throw new Error("INSERT ... RETURNING gave no row.")
    return readText(row, "id")
  },
  latestActive: async (email, purpose, now) => {
    const [row] = await db.query(
      `SELECT * FROM (
         SELECT id::text AS id, email, purpose, code_hash, salt, expires_at, attempts, consumed_at,
                created_at
         FROM login_codes WHERE email = $1 AND purpose = $2
         ORDER BY created_at DESC, id DESC LIMIT 1
       ) latest
       WHERE consumed_at IS NULL AND expires_at > $3`,
      [normalizeEmail(email), purpose, new Date(now)],
    )
    return row === undefined ? undefined : readLoginCode(row)
  },
  countAttempt: async (id) => {
    const [row] = await db.query(
      "UPDATE login_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts",
      [id],
    )
    if (row === undefined) throw new Error(`No login code ${id}.`)
    return readInteger(row, "attempts")
  },
  consume: async (id, now) => {
    const rows = await db.query(
      `UPDATE login_codes SET consumed_at = $2
       WHERE id = $1 AND consumed_at IS NULL AND expires_at > $2 RETURNING id`,
      [id, new Date(now)],
    )
    return rows.length === 1
  },
})
