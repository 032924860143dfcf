import { describe, expect, it } from "vitest"
import { makeFarcasterSignInRepository } from "./FarcasterSignInRepository"
import { testEpoch, useTestDatabase } from "./secureSiteDatabaseFixtures"

const minutes = (n: number) => n * 60_000

describe("FarcasterSignInRepository", () => {
  const database = useTestDatabase()

  it("takes a nonce once: a second take (a replay) is refused", async () => {
    const signIns = makeFarcasterSignInRepository(database())
    const signIn = { nonce: "nonceOnce1234567", fid: 42, expiresAt: testEpoch + minutes(10) }
    expect(await signIns.take(signIn, testEpoch)).toBe(true)
    expect(await signIns.take(signIn, testEpoch + 1)).toBe(false)
    expect(await signIns.take({ ...signIn, nonce: "nonceOther123456" }, testEpoch + 2)).toBe(true)
  })

  it("two racing takes of one nonce: exactly one wins", async () => {
    const signIns = makeFarcasterSignInRepository(database())
    const signIn = { nonce: "nonceRace1234567", fid: 7, expiresAt: testEpoch + minutes(10) }
    const results = await Promise.all([
      signIns.take(signIn, testEpoch),
      signIns.take(signIn, testEpoch),
    ])
    expect(results.filter(Boolean)).toHaveLength(1)
  })

  it("deletes the rows whose sign-in expired, and only those", async () => {
    const db = database()
    const signIns = makeFarcasterSignInRepository(db)
    await signIns.take(
      { nonce: "nonceOld12345678", fid: 1, expiresAt: testEpoch + minutes(1) },
      testEpoch,
    )
    await signIns.take(
      { nonce: "nonceNew12345678", fid: 2, expiresAt: testEpoch + minutes(20) },
      testEpoch + minutes(2),
    )
    const rows = await db.query("SELECT nonce FROM farcaster_sign_ins ORDER BY nonce")
    expect(rows).toEqual([{ nonce: "nonceNew12345678" }])
  })
})
