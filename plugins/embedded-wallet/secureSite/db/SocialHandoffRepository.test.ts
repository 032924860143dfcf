import { describe, expect, it } from "vitest"
import { makeSocialHandoffRepository, type NewSocialHandoff } from "./SocialHandoffRepository"
import { insertTestUser, testEpoch, useTestDatabase } from "./secureSiteDatabaseFixtures"

const userId = "00000000-0000-4000-8000-000000000002"
const binding = new Uint8Array(32).fill(4)
const minutes = (n: number) => n * 60_000

const handoff = (id: string, expiresAt = testEpoch + minutes(2)): NewSocialHandoff => ({
  id,
  binding,
  userId,
  provider: "google",
  email: "ada@example.org",
  userName: "Ada",
  expiresAt,
})

describe("SocialHandoffRepository", () => {
  const database = useTestDatabase()

  it("redeems a handoff once, for its binding only, before it expires", async () => {
    const db = database()
    await insertTestUser(db, userId)
    const handoffs = makeSocialHandoffRepository(db)
    await handoffs.insert(handoff("first"), testEpoch)
    expect(await handoffs.redeem("first", new Uint8Array(32).fill(5), testEpoch)).toEqual({
      miss: "binding_mismatch",
    })
    expect(await handoffs.redeem("first", binding, testEpoch + 1)).toEqual({
      redeemed: { userId, provider: "google", email: "ada@example.org", userName: "Ada" },
    })
    expect(await handoffs.redeem("first", binding, testEpoch + 2)).toEqual({ miss: "consumed" })
    expect(await handoffs.redeem("nothing", binding, testEpoch)).toEqual({ miss: "unknown" })
  })

  it("refuses an expired handoff, and forgets it once a later handoff is kept", async () => {
    const db = database()
    await insertTestUser(db, userId)
    const handoffs = makeSocialHandoffRepository(db)
    await handoffs.insert({ ...handoff("old"), email: null, userName: null }, testEpoch)
    const expiry = testEpoch + minutes(2)
    expect(await handoffs.redeem("old", binding, expiry)).toEqual({ miss: "expired" })
    await handoffs.insert(handoff("new", expiry + minutes(2)), expiry)
    expect(await handoffs.redeem("old", binding, expiry)).toEqual({ miss: "unknown" })
    expect((await handoffs.redeem("new", binding, expiry)).redeemed?.email).toBe("ada@example.org")
  })
})
