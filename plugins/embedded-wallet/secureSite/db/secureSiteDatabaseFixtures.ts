import { afterAll, afterEach, beforeAll } from "vitest"
import { openDatabase } from "./openDatabase"
import type { SecureSiteDatabase } from "./SecureSiteDatabase"

/** A fixed start for the tests' clock (2026-12-07T00:00:00Z). */
export const testEpoch = Date.UTC(2026, 11, 7)

/**
 * How long a test may wait for PGlite to start: a few seconds alone, far more while other test
 * files start theirs on the same two cores.
 */
export const pgliteStartTimeout = 60_000

/**
 * One migrated PGlite database in memory for the test file (starting PGlite takes seconds),
 * emptied after each test so tests do not see each other's rows, closed after the last.
 * Call at the top of a `describe`; the getter gives the database inside a test.
 */
export const useTestDatabase = (): (() => SecureSiteDatabase) => {
  let db: SecureSiteDatabase | undefined
  beforeAll(async () => {
    db = await openDatabase({ kind: "embedded" }, { now: () => testEpoch })
  }, pgliteStartTimeout)
  afterEach(async () => {
    await db?.exec(
      "TRUNCATE users, user_emails, login_codes, social_identities, farcaster_identities, sessions, key_shares, passkeys, passkey_challenges, rate_limits, social_login_handoffs, email_changes, farcaster_sign_ins",
    )
  })
  afterAll(async () => {
    await db?.close()
  })
  return () => {
    if (db === undefined) throw new Error("useTestDatabase's database opens in beforeAll.")
    return db
  }
}

/** A user row to hang other rows on; resolves with its id. */
export const insertTestUser = async (db: SecureSiteDatabase, id: string): Promise<string> => {
  await db.query("INSERT INTO users (id, created_at) VALUES ($1, $2)", [id, new Date(testEpoch)])
  return id
}
