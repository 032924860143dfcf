import { once } from "node:events"
import { mkdtemp, rm } from "node:fs/promises"
import { type AddressInfo, createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { DatabaseUnreachableError } from "./DatabaseUnreachableError"
import { appliedMigrations } from "./migrate"
import { openDatabase } from "./openDatabase"
import { pgliteStartTimeout, testEpoch } from "./secureSiteDatabaseFixtures"
import { secureSiteMigrations } from "./secureSiteMigrations"
import { makeUserRepository } from "./UserRepository"

const clock = { now: () => testEpoch }
const cleanups: Array<() => Promise<void>> = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe("openDatabase", () => {
  it(
    "keeps users in a PGlite folder across a close and a reopen, and migrates it once",
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), "foyer-secure-site-db-"))
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
      const first = await openDatabase({ kind: "embedded", dataDir }, clock)
      const { userId } = await makeUserRepository(first).findOrCreateUserByEmail(
        "ada@x.io",
        testEpoch,
      )
      await first.close()

      const reopened = await openDatabase({ kind: "embedded", dataDir }, clock)
      cleanups.push(() => reopened.close())
      expect(
        await makeUserRepository(reopened).findOrCreateUserByEmail("ada@x.io", testEpoch),
      ).toEqual({ userId, created: false })
      expect(await appliedMigrations(reopened)).toEqual(secureSiteMigrations.map(({ id }) => id))
    },
    2 * pgliteStartTimeout,
  )

  it(
    "opens a migrated PGlite in memory when no folder is given",
    async () => {
      const db = await openDatabase({ kind: "embedded" }, clock)
      cleanups.push(() => db.close())
      expect(await appliedMigrations(db)).toEqual(secureSiteMigrations.map(({ id }) => id))
    },
    pgliteStartTimeout,
  )

  // No Postgres server runs here: this reaches pg's real pool over TCP, to a listener that
  // hangs up, and shows the failure is told as the database not answering, without the URL.
  it("rejects with DatabaseUnreachableError, without the URL's password, when Postgres does not answer", async () => {
    const server = createServer((socket) => socket.destroy())
    server.listen(0, "127.0.0.1")
    await once(server, "listening")
    const { port } = server.address() as AddressInfo
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())))
    const opening = openDatabase(
      { kind: "postgres", url: `postgres://site:s3cret-password@127.0.0.1:${port}/foyer` },
      clock,
    )
    const error: unknown = await opening.catch((caught: unknown) => caught)
    if (!(error instanceof DatabaseUnreachableError)) throw error
    expect(error.kind).toBe("postgres")
    expect(error.message).toMatch(/^The secure site's postgres database did not answer: \S/)
    expect(error.message).not.toContain("s3cret-password")
  })
})
