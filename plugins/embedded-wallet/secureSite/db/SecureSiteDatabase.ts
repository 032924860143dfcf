/**
 * The secure site's one door to its database, whichever database it is.
 *
 * Why one small interface over two drivers: in production the site runs as several stateless
 * processes behind a load balancer, all on one Postgres server (`DATABASE_URL`, through `pg`'s
 * pool), so no user state lives in a process; tests and the sandbox run the same SQL on PGlite,
 * Postgres compiled to WebAssembly inside the process (in memory, or in a folder that persists),
 * so nothing has to be installed. Repositories take a `SqlSession` and never know which it is.
 */

/** A value a query may bind to a `$n` placeholder. */
export type SqlParam = string | number | boolean | null | Date | Uint8Array

/** One row as the driver gives it; read columns with the readers of `DatabaseRow.ts`. */
export type DatabaseRow = Readonly<Record<string, unknown>>

/** What runs SQL: the database itself, or one transaction on it. */
export interface SqlSession {
  /** Runs one parameterised statement (`$1`, `$2`, ...) and resolves with its rows. */
  readonly query: (
    sql: string,
    params?: ReadonlyArray<SqlParam>,
  ) => Promise<ReadonlyArray<DatabaseRow>>
  /** Runs a script of several statements without parameters (migrations). */
  readonly exec: (script: string) => Promise<void>
}

/** The secure site's database: PGlite or a Postgres pool behind the same calls. */
export interface SecureSiteDatabase extends SqlSession {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it rejects
   * (the rejection is passed on). Statements inside must go through the `SqlSession` it gets.
   */
  readonly transaction: <T>(work: (session: SqlSession) => Promise<T>) => Promise<T>
  /** Closes the database (PGlite flushes its folder; the pool ends its connections). */
  readonly close: () => Promise<void>
}
