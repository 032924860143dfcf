import { PGlite } from "@electric-sql/pglite"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { MigrationFailedError } from "./MigrationFailedError"
import { appliedMigrations, type Migration, migrate } from "./migrate"
import { pgliteDatabase } from "./pgliteDatabase"
import type { SecureSiteDatabase } from "./SecureSiteDatabase"
import { pgliteStartTimeout, testEpoch } from "./secureSiteDatabaseFixtures"
import { secureSiteMigrations } from "./secureSiteMigrations"

const now = () => testEpoch

const steps: ReadonlyArray<Migration> = [
  { id: "0001-notes", sql: "CREATE TABLE notes (id int PRIMARY KEY);" },
  {
    id: "0002-note-text",
    sql: "ALTER TABLE notes ADD COLUMN body text; CREATE INDEX notes_body ON notes (body);",
  },
]

const tables = async (db: SecureSiteDatabase) =>
  (
    await db.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    )
  ).map((row) => row.table_name)

describe("migrate", () => {
  let db: SecureSiteDatabase
  beforeAll(async () => {
    db = pgliteDatabase(await PGlite.create())
  }, pgliteStartTimeout)
  // A fresh database for each test, without paying PGlite's start again.
  afterEach(async () => {
    await db.exec("DROP SCHEMA public CASCADE; CREATE SCHEMA public;")
  })
  afterAll(async () => {
    await db.close()
  })

  it("applies every migration in order on a fresh database, and records each", async () => {
    expect(await appliedMigrations(db)).toEqual([])
    expect(await migrate(db, steps, now)).toEqual(["0001-notes", "0002-note-text"])
    expect(await appliedMigrations(db)).toEqual(["0001-notes", "0002-note-text"])
    expect(await db.query("SELECT id, applied_at FROM schema_migrations ORDER BY id")).toEqual([
      { id: "0001-notes", applied_at: new Date(testEpoch) },
      { id: "0002-note-text", applied_at: new Date(testEpoch) },
    ])
    await db.query("INSERT INTO notes (id, body) VALUES (1, 'hi')")
  })

  it("is a no-op when run again, and applies only a migration added since", async () => {
    await migrate(db, steps.slice(0, 1), now)
    expect(await migrate(db, steps.slice(0, 1), now)).toEqual([])
    expect(await migrate(db, steps, now)).toEqual(["0002-note-text"])
    expect(await migrate(db, steps, now)).toEqual([])
  })

  it("rolls a failing migration back whole, names it, and leaves the database at the one before", async () => {
    const failing: Migration = {
      id: "0003-broken",
      // The first statement works; the second fails, so the first must be undone too.
      sql: "CREATE TABLE half (id int); INSERT INTO missing_table VALUES (1);",
    }
    const run = migrate(db, [...steps, failing], now)
    await expect(run).rejects.toBeInstanceOf(MigrationFailedError)
    await expect(run).rejects.toMatchObject({
      _tag: "MigrationFailedError",
      id: "0003-broken",
      message: 'Migration 0003-broken failed: relation "missing_table" does not exist',
    })
    expect(await appliedMigrations(db)).toEqual(["0001-notes", "0002-note-text"])
    expect(await tables(db)).toEqual(["notes", "schema_migrations"])
  })

  it("applies each step once when two site processes migrate at the same time", async () => {
    const [first, second] = await Promise.all([migrate(db, steps, now), migrate(db, steps, now)])
    expect([...(first ?? []), ...(second ?? [])].sort()).toEqual(["0001-notes", "0002-note-text"])
  })

  it("refuses a list that names one id twice", async () => {
    await expect(migrate(db, [steps[0]!, steps[0]!], now)).rejects.toThrow(
      "Migration id 0001-notes is listed twice.",
    )
  })

  it("builds the secure site's schema: every table it keeps, and no table keeps a whole key", async () => {
    expect(await migrate(db, secureSiteMigrations, now)).toEqual(
      secureSiteMigrations.map(({ id }) => id),
    )
    expect(await tables(db)).toEqual([
      "email_changes",
      "farcaster_identities",
      "farcaster_sign_ins",
      "key_shares",
      "login_codes",
      "passkey_challenges",
      "passkeys",
      "rate_limits",
      "schema_migrations",
      "sessions",
      "social_identities",
      "social_login_handoffs",
      "user_emails",
      "users",
    ])
    const keyColumns = await db.query(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type = 'bytea' ORDER BY table_name, column_name`,
    )
    expect(keyColumns.map((row) => `${row.table_name}.${row.column_name}`)).toEqual([
      "key_shares.server_share",
      "login_codes.code_hash",
      "login_codes.salt",
      "passkey_challenges.challenge",
      "passkey_challenges.prf_salt",
      "passkeys.credential_id",
      "passkeys.encrypted_recovery_share",
      "passkeys.prf_salt",
      "passkeys.public_key",
      "sessions.token_hash",
      "social_login_handoffs.binding",
    ])
  })
})
