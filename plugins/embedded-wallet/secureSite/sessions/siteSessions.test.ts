import { describe, expect, it } from "vitest"
import { makeSessionRepository } from "../db/SessionRepository"
import { insertTestUser, testEpoch, useTestDatabase } from "../db/secureSiteDatabaseFixtures"
import { makeSiteSessions, siteSessionLifetimeMs } from "./siteSessions"

const database = useTestDatabase()

describe("the secure site's sessions", () => {
  it("opens a session under a random token kept only as its hash; the token finds it until it expires", async () => {
    const db = database()
    const userId = await insertTestUser(db, "00000000-0000-4000-8000-000000000001")
    const sessions = makeSiteSessions(makeSessionRepository(db))
    const first = await sessions.open(userId, testEpoch)
    const second = await sessions.open(userId, testEpoch)
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(second.token).not.toBe(first.token)
    expect((await sessions.find(first.token, testEpoch))?.userId).toBe(userId)
    expect(await sessions.find(first.token, testEpoch + siteSessionLifetimeMs)).toBeUndefined()
    expect(await sessions.find(`${first.token}x`, testEpoch)).toBeUndefined()
    const stored = await db.query("SELECT token_hash FROM sessions", [])
    const text = JSON.stringify(
      stored.map((row) => Buffer.from(row.token_hash as Uint8Array).toString("latin1")),
    )
    expect(text.includes(first.token)).toBe(false)
  })

  it("sign-out revokes the session its token opens, and only that one", async () => {
    const db = database()
    const userId = await insertTestUser(db, "00000000-0000-4000-8000-000000000002")
    const sessions = makeSiteSessions(makeSessionRepository(db))
    const kept = await sessions.open(userId, testEpoch)
    const ended = await sessions.open(userId, testEpoch)
    await sessions.revoke(ended.token, testEpoch + 1)
    await sessions.revoke("not-a-token", testEpoch + 1)
    expect(await sessions.find(ended.token, testEpoch + 2)).toBeUndefined()
    expect((await sessions.find(kept.token, testEpoch + 2))?.userId).toBe(userId)
  })
})
