import type { PGlite, Transaction } from "@electric-sql/pglite"
import type { SecureSiteDatabase, SqlParam, SqlSession } from "./SecureSiteDatabase"

const sessionOf = (target: PGlite | Transaction): SqlSession => ({
  query: async (sql: string, params: ReadonlyArray<SqlParam> = []) =>
    (await target.query<Record<string, unknown>>(sql, [...params])).rows,
  exec: async (script: string) => {
    await target.exec(script)
  },
})

/**
 * The secure site's database on PGlite (tests, the sandbox, a one-machine site). PGlite is one
 * connection: its `transaction` holds every other statement back until the work ends, so the
 * work must use the session it is given, never the database itself.
 */
export const pgliteDatabase = (pglite: PGlite): SecureSiteDatabase => ({
  ...sessionOf(pglite),
  transaction: (work) => pglite.transaction((transaction) => work(sessionOf(transaction))),
  close: () => pglite.close(),
})
