import { describe, expect, it } from "vitest"
import { makeSessionRepository } from "./SessionRepository"
import { insertTestUser, testEpoch, useTestDatabase } from "./secureSiteDatabaseFixtures"

const hour = 3_600_000
const userId = "00000000-0000-4000-8000-000000000001"
const tokenHash = new Uint8Array(32).fill(7)

describe("SessionRepository", () => {
  const database = useTestDatabase()

  it("finds an open session by its token's hash until it expires", async () => {
    const db = database()
    await insertTestUser(db, userId)
    const sessions = makeSessionRepository(db)
    const session = await sessions.create(
      { userId, tokenHash, expiresAt: testEpoch + hour },
      testEpoch,
    )
    expect(session).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId,
      createdAt: testEpoch,
      expiresAt: testEpoch + hour,
    })
    expect(await sessions.findActiveByTokenHash(tokenHash, testEpoch + hour - 1)).toEqual(session)
    expect(await sessions.findActiveByTokenHash(tokenHash, testEpoch + hour)).toBeUndefined()
    expect(
      await sessions.findActiveByTokenHash(new Uint8Array(32).fill(8), testEpoch),
    ).toBeUndefined()
  })

  it("finds a revoked session no more (sign-out), and revoking twice keeps the first time", async () => {
    const db = database()
    await insertTestUser(db, userId)
    const sessions = makeSessionRepository(db)
    const { id } = await sessions.create(
      { userId, tokenHash, expiresAt: testEpoch + hour },
      testEpoch,
    )
    await sessions.revoke(id, testEpoch + 5)
    await sessions.revoke(id, testEpoch + 9)
    expect(await sessions.findActiveByTokenHash(tokenHash, testEpoch + 10)).toBeUndefined()
    expect(await db.query("SELECT revoked_at FROM sessions")).toEqual([
      { revoked_at: new Date(testEpoch + 5) },
    ])
  })

  it("keeps only the token's hash, and one session per hash", async () => {
    const db = database()
    await insertTestUser(db, userId)
    const sessions = makeSessionRepository(db)
    await sessions.create({ userId, tokenHash, expiresAt: testEpoch + hour }, testEpoch)
    await expect(
      sessions.create({ userId, tokenHash, expiresAt: testEpoch + hour }, testEpoch),
    ).rejects.toThrow(/sessions_token_hash_key/)
  })
})
