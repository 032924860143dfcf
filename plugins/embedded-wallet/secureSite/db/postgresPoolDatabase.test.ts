import { describe, expect, it } from "vitest"
import {
  type PostgresPooledClientLike,
  type PostgresPoolLike,
  postgresPoolDatabase,
} from "./postgresPoolDatabase"
import type { DatabaseRow, SqlParam } from "./SecureSiteDatabase"

// No Postgres server runs here (and the tests start none): these check the pool adapter's
// part — which connection each statement takes, and BEGIN/COMMIT/ROLLBACK/release — on a stub
// with pg's shape. The SQL itself is tested on PGlite, the same Postgres.
const stubPool = (failOn?: string) => {
  const log: Array<string> = []
  const answer = (who: string) => async (sql: string, params?: Array<SqlParam>) => {
    log.push(`${who}: ${sql}${params === undefined ? "" : ` ${JSON.stringify(params)}`}`)
    if (sql === failOn) throw new Error(`stub refuses ${sql}`)
    return { rows: [{ answered: who }] satisfies ReadonlyArray<DatabaseRow> }
  }
  const client: PostgresPooledClientLike = {
    query: answer("client"),
    release: (error) =>
      log.push(`client released${error === undefined ? "" : `: ${error.message}`}`),
  }
  const pool: PostgresPoolLike = {
    query: answer("pool"),
    connect: async () => client,
    end: async () => {
      log.push("pool ended")
    },
  }
  return { pool, log }
}

describe("postgresPoolDatabase", () => {
  it("runs a statement on the pool with its parameters, and a script without any", async () => {
    const { pool, log } = stubPool()
    const db = postgresPoolDatabase(pool)
    expect(await db.query("SELECT $1::int AS n", [1])).toEqual([{ answered: "pool" }])
    await db.exec("CREATE TABLE a (x int); CREATE TABLE b (y int);")
    await db.close()
    expect(log).toEqual([
      "pool: SELECT $1::int AS n [1]",
      "pool: CREATE TABLE a (x int); CREATE TABLE b (y int);",
      "pool ended",
    ])
  })

  it("runs a transaction on one pooled connection, commits it and gives the connection back", async () => {
    const { pool, log } = stubPool()
    const result = await postgresPoolDatabase(pool).transaction((session) =>
      session.query("UPDATE t SET x = $1", ["y"]),
    )
    expect(result).toEqual([{ answered: "client" }])
    expect(log).toEqual([
      "client: BEGIN",
      'client: UPDATE t SET x = $1 ["y"]',
      "client: COMMIT",
      "client released",
    ])
  })

  it("rolls back when the work fails, passes the failure on, and gives the connection back", async () => {
    const { pool, log } = stubPool()
    const failure = new Error("work failed")
    await expect(
      postgresPoolDatabase(pool).transaction(async () => {
        throw failure
      }),
    ).rejects.toBe(failure)
    expect(log).toEqual(["client: BEGIN", "client: ROLLBACK", "client released"])
  })

  it("rolls back when COMMIT fails, and passes the failure on", async () => {
    const { pool, log } = stubPool("COMMIT")
    await expect(postgresPoolDatabase(pool).transaction(async () => 1)).rejects.toThrow(
      "stub refuses COMMIT",
    )
    expect(log).toEqual(["client: BEGIN", "client: COMMIT", "client: ROLLBACK", "client released"])
  })

  it("hands a connection whose ROLLBACK failed back as broken, so the pool drops it", async () => {
    const { pool, log } = stubPool("ROLLBACK")
    await expect(
      postgresPoolDatabase(pool).transaction(async () => {
        throw new Error("work failed")
      }),
    ).rejects.toThrow("work failed")
    expect(log.at(-1)).toBe("client released: stub refuses ROLLBACK")
  })
})
