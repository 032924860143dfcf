import { describe, expect, it } from "vitest"
import { makePasskeyRepository, type Passkey, PasskeyExistsError } from "./PasskeyRepository"
import { insertTestUser, testEpoch, useTestDatabase } from "./secureSiteDatabaseFixtures"

const userId = "00000000-0000-4000-8000-000000000003"

const passkey = (id: number, counter = 0): Omit<Passkey, "createdAt"> => ({
  credentialId: new Uint8Array([id, id]),
  userId,
  publicKey: new Uint8Array([0xa5, id]),
  counter,
  prfSalt: new Uint8Array(32).fill(id),
  encryptedRecoveryShare: new Uint8Array([0xee, id]),
})

describe("PasskeyRepository", () => {
  const database = useTestDatabase()

  it("finds a passkey by its credential id, and lists a user's passkeys oldest first", async () => {
    const db = database()
    await insertTestUser(db, userId)
    const passkeys = makePasskeyRepository(db)
    await passkeys.add(passkey(2), testEpoch + 1)
    await passkeys.add(passkey(1, 5), testEpoch)
    expect(await passkeys.findByCredentialId(new Uint8Array([2, 2]))).toEqual({
      ...passkey(2),
      createdAt: testEpoch + 1,
    })
    expect(await passkeys.findByCredentialId(new Uint8Array([3, 3]))).toBeUndefined()
    expect(await passkeys.listByUser(userId)).toEqual([
      { ...passkey(1, 5), createdAt: testEpoch },
      { ...passkey(2), createdAt: testEpoch + 1 },
    ])
  })

  it("refuses a credential id that is registered already", async () => {
    const db = database()
    await insertTestUser(db, userId)
    const passkeys = makePasskeyRepository(db)
    await passkeys.add(passkey(1), testEpoch)
    await expect(passkeys.add(passkey(1), testEpoch)).rejects.toBeInstanceOf(PasskeyExistsError)
  })

  it("stores a counter only when it grows (WebAuthn's cloned-authenticator sign otherwise)", async () => {
    const db = database()
    await insertTestUser(db, userId)
    const passkeys = makePasskeyRepository(db)
    await passkeys.add(passkey(1, 5), testEpoch)
    const id = new Uint8Array([1, 1])
    expect(await passkeys.updateCounter(id, 6)).toBe(true)
    expect(await passkeys.updateCounter(id, 6)).toBe(false)
    expect(await passkeys.updateCounter(id, 4)).toBe(false)
    expect((await passkeys.findByCredentialId(id))?.counter).toBe(6)
    expect(await passkeys.updateCounter(new Uint8Array([9]), 7)).toBe(false)
  })

  it("accepts a counter of 0 from an authenticator that keeps none", async () => {
    const db = database()
    await insertTestUser(db, userId)
    const passkeys = makePasskeyRepository(db)
    await passkeys.add(passkey(1, 0), testEpoch)
    expect(await passkeys.updateCounter(new Uint8Array([1, 1]), 0)).toBe(true)
  })

  it("reads a counter past 2^32 exactly (the column is a bigint)", async () => {
    const db = database()
    await insertTestUser(db, userId)
    const passkeys = makePasskeyRepository(db)
    await passkeys.add(passkey(1, 2 ** 40 + 1), testEpoch)
    expect((await passkeys.findByCredentialId(new Uint8Array([1, 1])))?.counter).toBe(2 ** 40 + 1)
  })
})
