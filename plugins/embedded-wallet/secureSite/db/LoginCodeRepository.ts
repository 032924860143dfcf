import { Result } from "effect"
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
  /**
   * The latest code for the email and purpose whatever its state (used, expired, out of
   * attempts), so that a check can tell a replay or an expired code from no code at all. An
   * earlier code never answers.
   */
  readonly latest: (email: string, purpose: LoginCodePurpose) => Promise<LoginCode | undefined>
  /**
   * Keeps the code `check` makes for `purpose`, unless it refuses: `check` gets when the latest
   * code to the address for that purpose was sent, unless that code was used (then none: a
   * visitor who signed in may sign in again at once). Per purpose, so that a visitor who just signed
   * in may start an email change at once (each flow's cooldown holds against its own resends; the
   * per-client limits hold against a mailbox flooded through several flows).
   * The read and the insert hold a per-address lock, so two concurrent requests for one address
   * cannot both pass a check on the same latest code. Resolves with the new row's id and what
   * `check` made (only the `NewLoginCode` fields are stored), or with the refusal.
   */
  readonly insertChecked: <A extends NewLoginCode, E>(
    email: string,
    purpose: LoginCodePurpose,
    check: (lastSentAt: number | undefined) => Result.Result<A, E>,
    now: number,
  ) => Promise<Result.Result<{ readonly id: string; readonly code: A }, E>>
  /**
   * Stores what checking an entry did to the code (its attempts, its use) only if the row is
   * still as the check saw it: unconsumed, with `seen.attempts` attempts. Resolves false when
   * another check changed it meanwhile: the caller reads it again and checks anew, so two racing
   * entries are never counted as one attempt and a code is never accepted twice.
   */
  readonly recordCheck: (
    id: string,
    seen: { readonly attempts: number },
    next: { readonly attempts: number; readonly consumedAt: number | undefined },
  ) => Promise<boolean>
  /**
   * Forgets a code that never reached its mailbox (the mail server refused it), so that it
   * neither signs in nor holds the address's cooldown against a retry.
   */
  readonly discard: (id: string) => Promise<void>
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

const loginCodeColumns = `id::text AS id, email, purpose, code_hash, salt, expires_at, attempts,
  consumed_at, created_at`

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
  latest: async (email, purpose) => {
    const [row] = await db.query(
      `SELECT ${loginCodeColumns} FROM login_codes WHERE email = $1 AND purpose = $2
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      [normalizeEmail(email), purpose],
    )
    return row === undefined ? undefined : readLoginCode(row)
  },
  insertChecked: (email, purpose, check, now) =>
    db.transaction(async (session) => {
      const address = normalizeEmail(email)
      // Held until the transaction ends; another address's requests do not wait (but on a
      // hash collision, which only serialises them).
      await session.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [
        `foyer/login-codes/${address}`,
      ])
      const [last] = await session.query(
        `SELECT created_at, consumed_at FROM login_codes WHERE email = $1 AND purpose = $2
         ORDER BY created_at DESC, id DESC LIMIT 1`,
        [address, purpose],
      )
      // A used code holds no cooldown: the visitor read it, so a new one is no resend (as a
      // login's success clears the kit's own last trigger time, spec 4).
      const pending =
        last === undefined || readOptionalTime(last, "consumed_at") !== undefined
          ? undefined
          : readTime(last, "created_at")
      const checked = check(pending)
      if (Result.isFailure(checked)) return Result.fail(checked.failure)
      const code = checked.success
      if (normalizeEmail(code.email) !== address || code.purpose !== purpose) {
        throw new Error("insertChecked's check made a code for another address or purpose.")
      }
      const [row] = await session.query(
        `INSERT INTO login_codes (email, purpose, code_hash, salt, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
        [address, code.purpose, code.codeHash, code.salt, new Date(code.expiresAt), new Date(now)],
      )
      if (row === undefined) throw new Error("INSERT ... RETURNING gave no row.")
      return Result.succeed({ id: readText(row, "id"), code })
    }),
  recordCheck: async (id, seen, next) =>
    (
      await db.query(
        `UPDATE login_codes SET attempts = $3, consumed_at = $4
         WHERE id = $1 AND attempts = $2 AND consumed_at IS NULL RETURNING id`,
        [
          id,
          seen.attempts,
          next.attempts,
          next.consumedAt === undefined ? null : new Date(next.consumedAt),
        ],
      )
    ).length === 1,
  discard: async (id) => {
    await db.query("DELETE FROM login_codes WHERE id = $1", [id])
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
