import { readText } from "./DatabaseRow"
import { MigrationFailedError } from "./MigrationFailedError"
import type { SecureSiteDatabase, SqlSession } from "./SecureSiteDatabase"

/** One step of the schema: applied once, in the order of its list, never edited once shipped. */
export interface Migration {
  /** Unique and ordered by its number prefix, e.g. `"0001-secure-site-schema"`. */
  readonly id: string
  readonly sql: string
}

// Several site processes may start at once on one Postgres: each migration's transaction first
// takes this advisory lock (held until it ends), so one process applies a step and the others
// see it applied. The number is arbitrary, fixed for Foyer's secure site.
const migrationLock = 7_370_037

const createLedger = `CREATE TABLE IF NOT EXISTS schema_migrations (
  id text PRIMARY KEY,
  applied_at timestamptz NOT NULL
)`

/**
 * Brings `db` up to the last of `migrations`: each not yet in `schema_migrations` runs in its
 * own transaction with its ledger row, in order. A failing one rolls back, leaving the database
 * at the migration before, and rejects with `MigrationFailedError` naming it. Resolves with the
 * ids it applied (none when the database was up to date).
 */
export const migrate = async (
  db: SecureSiteDatabase,
  migrations: ReadonlyArray<Migration>,
  now: () => number,
): Promise<ReadonlyArray<string>> => {
  const ids = migrations.map(({ id }) => id)
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index)
  if (duplicate !== undefined) throw new Error(`Migration id ${duplicate} is listed twice.`)
  const applied: Array<string> = []
  for (const migration of migrations) {
    const ran = await db
      .transaction(async (session) => {
        await session.query("SELECT pg_advisory_xact_lock($1)", [migrationLock])
        await session.exec(createLedger)
        const done = await session.query("SELECT 1 FROM schema_migrations WHERE id = $1", [
          migration.id,
        ])
        if (done.length > 0) return false
        await session.exec(migration.sql)
        await session.query("INSERT INTO schema_migrations (id, applied_at) VALUES ($1, $2)", [
          migration.id,
          new Date(now()),
        ])
        return true
      })
      .catch((cause: unknown) => {
        throw new MigrationFailedError({ id: migration.id, cause })
      })
    if (ran) applied.push(migration.id)
  }
  return applied
}

/** The ids recorded in `schema_migrations`, in id order (none on a database never migrated). */
export const appliedMigrations = async (db: SqlSession): Promise<ReadonlyArray<string>> => {
  const [ledger] = await db.query("SELECT to_regclass('schema_migrations') IS NOT NULL AS present")
  if (ledger?.present !== true) return []
  const rows = await db.query("SELECT id FROM schema_migrations ORDER BY id")
  return rows.map((row) => readText(row, "id"))
}
