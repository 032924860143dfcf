import { describe, expect, it } from "vitest"
import { makeIdentityRepository } from "./IdentityRepository"
import { testEpoch, useTestDatabase } from "./secureSiteDatabaseFixtures"

describe("IdentityRepository", () => {
  const database = useTestDatabase()

  it("makes a user for a new social account and finds the same one for it again", async () => {
    const identities = makeIdentityRepository(database())
    const first = await identities.findOrCreateUserBySocial("github", "12345", testEpoch)
    expect(first.created).toBe(true)
    expect(await identities.findOrCreateUserBySocial("github", "12345", testEpoch + 1)).toEqual({
      userId: first.userId,
      created: false,
    })
  })

  it("tells accounts apart by provider and subject together", async () => {
    const identities = makeIdentityRepository(database())
    const github = await identities.findOrCreateUserBySocial("github", "1", testEpoch)
    const google = await identities.findOrCreateUserBySocial("google", "1", testEpoch)
    const other = await identities.findOrCreateUserBySocial("github", "2", testEpoch)
    expect(new Set([github.userId, google.userId, other.userId]).size).toBe(3)
  })

  it("makes a user for a new Farcaster id, finds it again, and one user for concurrent first sign-ins", async () => {
    const db = database()
    const identities = makeIdentityRepository(db)
    const results = await Promise.all(
      [1, 2, 3].map(() => identities.findOrCreateUserByFarcaster(977, testEpoch)),
    )
    expect(new Set(results.map(({ userId }) => userId)).size).toBe(1)
    expect(results.filter(({ created }) => created)).toHaveLength(1)
    expect(await db.query("SELECT fid, created_at FROM farcaster_identities")).toEqual([
      { fid: 977, created_at: new Date(testEpoch) },
    ])
    expect(await db.query("SELECT count(*)::int AS users FROM users")).toEqual([{ users: 1 }])
  })

  it("refuses a Farcaster id that is not a whole number", async () => {
    const identities = makeIdentityRepository(database())
    await expect(identities.findOrCreateUserByFarcaster(1.5, testEpoch)).rejects.toThrow(
      "A Farcaster id is a whole number, not 1.5.",
    )
  })
})
