import { describe, expect, it } from "vitest"
import type { SecureSiteDatabase } from "./SecureSiteDatabase"
import { testEpoch, useTestDatabase } from "./secureSiteDatabaseFixtures"
import { makeUserRepository, normalizeEmail } from "./UserRepository"

describe("UserRepository", () => {
  const database = useTestDatabase()

  it("makes a user for a new email, and finds the same user for it in any case and spacing", async () => {
    const db = database()
    const users = makeUserRepository(db)
    const first = await users.findOrCreateUserByEmail("Ada@Example.org", testEpoch)
    expect(first.created).toBe(true)
    expect(first.userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    expect(await users.findOrCreateUserByEmail("  ada@example.ORG ", testEpoch + 1)).toEqual({
      userId: first.userId,
      created: false,
    })
    expect(await users.findUserIdByEmail("ADA@example.org")).toBe(first.userId)
    expect(await users.listEmails(first.userId)).toEqual(["ada@example.org"])
  })

  it("keeps the email lower-cased and marked verified at sign-in time", async () => {
    const db = database()
    const { userId } = await makeUserRepository(db).findOrCreateUserByEmail("Bob@X.io", testEpoch)
    const rows = await db.query("SELECT email, user_id, verified_at FROM user_emails")
    expect(rows).toEqual([{ email: "bob@x.io", user_id: userId, verified_at: new Date(testEpoch) }])
  })

  it("gives different emails different users, and an unknown email none", async () => {
    const db = database()
    const users = makeUserRepository(db)
    const a = await users.findOrCreateUserByEmail("a@x.io", testEpoch)
    const b = await users.findOrCreateUserByEmail("b@x.io", testEpoch)
    expect(a.userId).not.toBe(b.userId)
    expect(await users.findUserIdByEmail("c@x.io")).toBeUndefined()
  })

  it("gives concurrent first sign-ins with one email one user, and leaves no stray user", async () => {
    const db = database()
    const users = makeUserRepository(db)
    const results = await Promise.all(
      ["c@x.io", "C@x.io", "c@X.io"].map((email) =>
        users.findOrCreateUserByEmail(email, testEpoch),
      ),
    )
    expect(new Set(results.map(({ userId }) => userId)).size).toBe(1)
    expect(results.filter(({ created }) => created)).toHaveLength(1)
    expect(await db.query("SELECT count(*)::int AS users FROM users")).toEqual([{ users: 1 }])
  })

  it("takes the other user when another process claimed the email between its read and its insert", async () => {
    const db = database()
    const theirs = await makeUserRepository(db).findOrCreateUserByEmail("e@x.io", testEpoch)
    // The other process's row is committed, but this one's first read ran before it did.
    const staleFirstRead: SecureSiteDatabase = {
      ...db,
      transaction: (work) =>
        db.transaction((session) => {
          let reads = 0
          return work({
            ...session,
            query: async (sql, params) =>
              sql.startsWith("SELECT user_id FROM user_emails") && reads++ === 0
                ? []
                : session.query(sql, params),
          })
        }),
    }
    expect(
      await makeUserRepository(staleFirstRead).findOrCreateUserByEmail("e@x.io", testEpoch),
    ).toEqual({ userId: theirs.userId, created: false })
    expect(await db.query("SELECT id FROM users")).toEqual([{ id: theirs.userId }])
  })

  it("refuses an email that is not lower-cased in the table itself", async () => {
    const db = database()
    const { userId } = await makeUserRepository(db).findOrCreateUserByEmail("d@x.io", testEpoch)
    await expect(
      db.query("INSERT INTO user_emails (email, user_id, created_at) VALUES ($1, $2, $3)", [
        "D2@x.io",
        userId,
        new Date(testEpoch),
      ]),
    ).rejects.toThrow(/user_emails_email_check/)
  })

  it("normalizes an email by trimming and lower-casing it", () => {
    expect(normalizeEmail("  MiXed@Case.COM\n")).toBe("mixed@case.com")
  })
})
