import { describe, expect, it } from "vitest"
import type {
  DatabaseRow,
  SecureSiteDatabase,
} from "../../plugins/embedded-wallet/secureSite/db/SecureSiteDatabase"
import { lazyDatabase } from "./lazyDatabase"

/** A database that records what it was asked. */
const recordingDatabase = (log: Array<string>): SecureSiteDatabase => ({
  query: async (sql) => {
    log.push(`query ${sql}`)
    return [{ one: 1 } satisfies DatabaseRow]
  },
  exec: async (script) => {
    log.push(`exec ${script}`)
  },
  transaction: async (work) => work({ query: async () => [], exec: async () => {} }),
  close: async () => {
    log.push("close")
  },
})

describe("lazyDatabase", () => {
  it("opens nothing until the first statement, then opens once for every statement", async () => {
    const log: Array<string> = []
    let opens = 0
    const database = lazyDatabase(async () => {
      opens += 1
      return recordingDatabase(log)
    })
    expect(opens).toBe(0)
    const [rows] = await Promise.all([database.query("SELECT 1"), database.exec("SELECT 2")])
    expect(rows).toEqual([{ one: 1 }])
    expect(await database.transaction(async () => "done")).toBe("done")
    expect(opens).toBe(1)
    expect(log).toEqual(["query SELECT 1", "exec SELECT 2"])
  })

  it("closes only a database it opened", async () => {
    const log: Array<string> = []
    const unused = lazyDatabase(async () => recordingDatabase(log))
    await unused.close()
    expect(log).toEqual([])
    const used = lazyDatabase(async () => recordingDatabase(log))
    await used.query("SELECT 1")
    await used.close()
    expect(log).toEqual(["query SELECT 1", "close"])
  })

  it("tries to open again after a failed open", async () => {
    let attempts = 0
    const database = lazyDatabase(async () => {
      attempts += 1
      if (attempts === 1) throw new Error("the database did not answer")
      return recordingDatabase([])
    })
    await expect(database.query("SELECT 1")).rejects.toThrow("the database did not answer")
    await expect(database.query("SELECT 1")).resolves.toEqual([{ one: 1 }])
    expect(attempts).toBe(2)
  })
})
