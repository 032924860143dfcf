import { DatabaseUnreachableError } from "./DatabaseUnreachableError"
import { migrate } from "./migrate"
import { pgliteDatabase } from "./pgliteDatabase"
import { postgresPoolDatabase } from "./postgresPoolDatabase"
import type { SecureSiteDatabase } from "./SecureSiteDatabase"
import { secureSiteMigrations } from "./secureSiteMigrations"

/** Where the secure site keeps its state. */
export type DatabaseOptions =
  /** PGlite inside the process: in memory without `dataDir`, else persisted in that folder. */
  | { readonly kind: "embedded"; readonly dataDir?: string }
  /** A Postgres server, e.g. `DATABASE_URL` (`postgres://user:password@host:5432/name`). */
  | { readonly kind: "postgres"; readonly url: string }

/**
 * Opens the secure site's database and brings its schema up to date (each site process may
 * call this at start; the migrations take a lock, so concurrent starts apply each step once).
 * Rejects with `DatabaseUnreachableError` when the database does not answer, and with
 * `MigrationFailedError` when a migration fails. Each driver is imported only when chosen: a site on Postgres never loads PGlite's WebAssembly.
 * @example
 * const db = await openDatabase(
 *   process.env.DATABASE_URL ? { kind: "postgres", url: process.env.DATABASE_URL } : { kind: "embedded", dataDir: "./site-data" },
 *   { now: Date.now },
 * )
 */
export const openDatabase = async (
  options: DatabaseOptions,
  clock: { readonly now: () => number },
): Promise<SecureSiteDatabase> => {
  const db = await connect(options).catch((cause: unknown) => {
    throw new DatabaseUnreachableError({ kind: options.kind, cause })
  })
  try {
    // A first statement outside any migration, so a database that does not answer is told
    // apart from a migration that fails.
    await db.query("SELECT 1").catch((cause: unknown) => {
      throw new DatabaseUnreachableError({ kind: options.kind, cause })
    })
    await migrate(db, secureSiteMigrations, clock.now)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}

const connect = async (options: DatabaseOptions): Promise<SecureSiteDatabase> => {
  if (options.kind === "embedded") {
    const { PGlite } = await import("@electric-sql/pglite")
    return pgliteDatabase(await PGlite.create(options.dataDir))
  }
  const { Pool } = await import("pg")
  const pool = new Pool({ connectionString: options.url })
  // An idle connection that the server drops emits "error" on the pool, which would end the
  // process unheard; the pool has already discarded it and the next query opens another.
  pool.on("error", () => {})
  return postgresPoolDatabase(pool)
}
