import type { DatabaseRow, SecureSiteDatabase, SqlParam, SqlSession } from "./SecureSiteDatabase"

/** The part of a `pg` client this adapter uses (a stub in tests has the same shape). */
export interface PostgresClientLike {
  readonly query: (
    sql: string,
    params?: Array<SqlParam>,
  ) => Promise<{ readonly rows: ReadonlyArray<DatabaseRow> }>
}

/** A client taken from the pool for one transaction, given back with `release`. */
export interface PostgresPooledClientLike extends PostgresClientLike {
  readonly release: (error?: Error) => void
}

/** The part of `pg`'s `Pool` this adapter uses. */
export interface PostgresPoolLike extends PostgresClientLike {
  readonly connect: () => Promise<PostgresPooledClientLike>
  readonly end: () => Promise<void>
}

const sessionOf = (client: PostgresClientLike): SqlSession => ({
  query: async (sql: string, params: ReadonlyArray<SqlParam> = []) =>
    (await client.query(sql, [...params])).rows,
  // Without parameters pg uses the simple query protocol, which runs a script of statements.
  exec: async (script: string) => {
    await client.query(script)
  },
})

/**
 * The secure site's database on a Postgres server through `pg`'s pool (production: several
 * site processes share one server). A statement outside a transaction takes any pooled
 * connection; a transaction keeps one connection from BEGIN to COMMIT or ROLLBACK.
 */
export const postgresPoolDatabase = (pool: PostgresPoolLike): SecureSiteDatabase => ({
  ...sessionOf(pool),
  transaction: async (work) => {
    const client = await pool.connect()
    let broken: Error | undefined
    try {
      await client.query("BEGIN")
      const result = await work(sessionOf(client))
      await client.query("COMMIT")
      return result
    } catch (error) {
      // A connection whose ROLLBACK fails is broken: release(error) makes the pool drop it.
      broken = await client.query("ROLLBACK").then(
        () => undefined,
        (rollbackError: unknown) =>
          rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError)),
      )
      throw error
    } finally {
      client.release(broken)
    }
  },
  close: () => pool.end(),
})
