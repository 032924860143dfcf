import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { pgliteDatabase } from "./pgliteDatabase"
import type { SecureSiteDatabase } from "./SecureSiteDatabase"
import { pgliteStartTimeout } from "./secureSiteDatabaseFixtures"

describe("pgliteDatabase", () => {
  let db: SecureSiteDatabase
  beforeAll(async () => {
    db = pgliteDatabase(await PGlite.create())
    await db.exec("CREATE TABLE t (id int PRIMARY KEY, bytes bytea); CREATE TABLE u (x int);")
  }, pgliteStartTimeout)
  afterAll(async () => {
    await db.close()
  })

  it("binds parameters, bytes included, and gives rows back", async () => {
    await db.query("INSERT INTO t (id, bytes) VALUES ($1, $2)", [1, new Uint8Array([0, 255])])
    expect(await db.query("SELECT id, bytes FROM t WHERE id = $1", [1])).toEqual([
      { id: 1, bytes: new Uint8Array([0, 255]) },
    ])
  })

  it("commits a transaction's statements together when the work resolves", async () => {
    const result = await db.transaction(async (session) => {
      await session.query("INSERT INTO u (x) VALUES ($1)", [1])
      await session.query("INSERT INTO u (x) VALUES ($1)", [2])
      return "done"
    })
    expect(result).toBe("done")
    expect(await db.query("SELECT x FROM u ORDER BY x")).toEqual([{ x: 1 }, { x: 2 }])
  })

  it("undoes a transaction's statements when the work rejects, and passes the rejection on", async () => {
    const failure = new Error("work failed")
    await expect(
      db.transaction(async (session) => {
        await session.query("INSERT INTO u (x) VALUES ($1)", [3])
        throw failure
      }),
    ).rejects.toBe(failure)
    expect(await db.query("SELECT count(*)::int AS n FROM u WHERE x = 3")).toEqual([{ n: 0 }])
  })
})
