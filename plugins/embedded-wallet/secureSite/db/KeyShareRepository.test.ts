import { describe, expect, it } from "vitest"
import { KeyShareExistsError, makeKeyShareRepository } from "./KeyShareRepository"
import { insertTestUser, testEpoch, useTestDatabase } from "./secureSiteDatabaseFixtures"

const userId = "00000000-0000-4000-8000-000000000002"
const address = "0x00000000000000000000000000000000000000aa"

describe("KeyShareRepository", () => {
  const database = useTestDatabase()

  it("keeps the server's share of a user's key with its address, and gives it back", async () => {
    const db = database()
    await insertTestUser(db, userId)
    const shares = makeKeyShareRepository(db)
    await shares.put({ userId, address, serverShare: new Uint8Array([1, 2, 3, 4]) }, testEpoch)
    expect(await shares.get(userId)).toEqual({
      userId,
      address,
      serverShare: new Uint8Array([1, 2, 3, 4]),
      createdAt: testEpoch,
    })
    expect(await shares.get("00000000-0000-4000-8000-00000000000f")).toBeUndefined()
  })

  it("keeps a user's share once: a second one is refused and the first stays", async () => {
    const db = database()
    await insertTestUser(db, userId)
    const shares = makeKeyShareRepository(db)
    await shares.put({ userId, address, serverShare: new Uint8Array([1]) }, testEpoch)
    const second = shares.put(
      { userId, address: "0xbb", serverShare: new Uint8Array([2]) },
      testEpoch,
    )
    await expect(second).rejects.toBeInstanceOf(KeyShareExistsError)
    await expect(second).rejects.toThrow(`User ${userId} has a server key share already.`)
    expect((await shares.get(userId))?.serverShare).toEqual(new Uint8Array([1]))
  })

  it("refuses a share for a user the site does not have", async () => {
    const shares = makeKeyShareRepository(database())
    await expect(
      shares.put({ userId, address, serverShare: new Uint8Array([1]) }, testEpoch),
    ).rejects.toThrow(/key_shares_user_id_fkey/)
  })
})
