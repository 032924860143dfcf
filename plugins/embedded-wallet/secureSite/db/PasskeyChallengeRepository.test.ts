import { describe, expect, it } from "vitest"
import { makePasskeyChallengeRepository } from "./PasskeyChallengeRepository"
import { insertTestUser, testEpoch, useTestDatabase } from "./secureSiteDatabaseFixtures"

const ada = "00000000-0000-4000-8000-00000000000a"
const bob = "00000000-0000-4000-8000-00000000000b"
const minute = 60_000

const challenge = (
  byte: number,
  userId = ada,
  ceremony: "register" | "authenticate" = "register",
) => ({
  challenge: new Uint8Array(32).fill(byte),
  userId,
  ceremony,
  prfSalt: ceremony === "register" ? new Uint8Array(32).fill(0xa0 + byte) : undefined,
  expiresAt: testEpoch + 5 * minute,
})

describe("PasskeyChallengeRepository", () => {
  const database = useTestDatabase()

  const repository = async () => {
    const db = database()
    await insertTestUser(db, ada)
    await insertTestUser(db, bob)
    return makePasskeyChallengeRepository(db)
  }

  it("gives a challenge back once, with its salt, to its user and ceremony", async () => {
    const challenges = await repository()
    await challenges.add(challenge(1), testEpoch)
    await challenges.add(challenge(2, ada, "authenticate"), testEpoch)
    expect(await challenges.take(challenge(1).challenge, ada, "register", testEpoch)).toEqual(
      challenge(1),
    )
    expect(
      await challenges.take(challenge(1).challenge, ada, "register", testEpoch),
    ).toBeUndefined()
    expect(
      await challenges.take(challenge(2).challenge, ada, "authenticate", testEpoch + minute),
    ).toEqual(challenge(2, ada, "authenticate"))
  })

  it("gives nothing for another user's, another ceremony's or an expired challenge, and spends it all the same", async () => {
    const challenges = await repository()
    for (const byte of [1, 2, 3]) await challenges.add(challenge(byte), testEpoch)
    expect(
      await challenges.take(challenge(1).challenge, bob, "register", testEpoch),
    ).toBeUndefined()
    expect(
      await challenges.take(challenge(1).challenge, ada, "register", testEpoch),
    ).toBeUndefined()
    expect(
      await challenges.take(challenge(2).challenge, ada, "authenticate", testEpoch),
    ).toBeUndefined()
    expect(
      await challenges.take(challenge(3).challenge, ada, "register", testEpoch + 5 * minute),
    ).toBeUndefined()
  })

  it("of two concurrent takes of one challenge, one gets it", async () => {
    const challenges = await repository()
    await challenges.add(challenge(1), testEpoch)
    const taken = await Promise.all([
      challenges.take(challenge(1).challenge, ada, "register", testEpoch),
      challenges.take(challenge(1).challenge, ada, "register", testEpoch),
    ])
    expect(taken.filter((found) => found !== undefined)).toHaveLength(1)
  })

  it("sweeps the expired challenges only", async () => {
    const challenges = await repository()
    await challenges.add(challenge(1), testEpoch)
    await challenges.add({ ...challenge(2), expiresAt: testEpoch + 10 * minute }, testEpoch)
    expect(await challenges.sweep(testEpoch + 5 * minute)).toBe(1)
    expect(await challenges.take(challenge(2).challenge, ada, "register", testEpoch)).toBeDefined()
  })
})
