import { describe, expect, it } from "vitest"
import { type EmailChange, makeEmailChangeRepository } from "./EmailChangeRepository"
import { testEpoch, useTestDatabase } from "./secureSiteDatabaseFixtures"
import { makeUserRepository } from "./UserRepository"

const minute = 60_000

describe("EmailChangeRepository", () => {
  const database = useTestDatabase()

  const userWith = async (email: string, at = testEpoch) =>
    (await makeUserRepository(database()).findOrCreateUserByEmail(email, at)).userId

  /** Starts a change for `userId` and gives it as `active` reads it. */
  const started = async (userId: string, currentEmail: string, newEmail: string) => {
    const changes = makeEmailChangeRepository(database())
    await changes.start(
      { userId, currentEmail, newEmail, expiresAt: testEpoch + minute },
      testEpoch,
    )
    const change = await changes.active(userId, testEpoch)
    if (change === undefined) throw new Error("the change was not kept")
    return change
  }

  it("keeps one change per user, lower-cased; a new start replaces it (primary step undone); it is gone once expired", async () => {
    const changes = makeEmailChangeRepository(database())
    const userId = await userWith("ada@x.io")
    await started(userId, "ada@x.io", "Ada.New@X.io")
    await changes.primaryVerified(userId, testEpoch + 1, testEpoch + 2 * minute)
    expect(await changes.active(userId, testEpoch + 1)).toEqual<EmailChange>({
      userId,
      currentEmail: "ada@x.io",
      newEmail: "ada.new@x.io",
      primaryVerifiedAt: testEpoch + 1,
      expiresAt: testEpoch + 2 * minute,
    })
    await started(userId, "ada@x.io", "ada.other@x.io")
    expect(await changes.active(userId, testEpoch)).toMatchObject({
      newEmail: "ada.other@x.io",
      primaryVerifiedAt: undefined,
    })
    expect(await changes.active(userId, testEpoch + minute)).toBeUndefined()
    expect(await database().query("SELECT count(*)::int AS n FROM email_changes")).toEqual([
      { n: 1 },
    ])
  })

  it("complete moves the user's address (verified now, still their first) and drops the change; the old address is no one's", async () => {
    const users = makeUserRepository(database())
    const changes = makeEmailChangeRepository(database())
    const userId = await userWith("bob@x.io")
    const change = await started(userId, "bob@x.io", "bob.new@x.io")
    expect(await changes.complete(change, testEpoch + minute)).toBe("moved")
    expect(await users.listEmails(userId)).toEqual(["bob.new@x.io"])
    expect(await users.findUserIdByEmail("bob@x.io")).toBeUndefined()
    expect(
      await database().query("SELECT verified_at, created_at FROM user_emails WHERE user_id = $1", [
        userId,
      ]),
    ).toEqual([{ verified_at: new Date(testEpoch + minute), created_at: new Date(testEpoch) }])
    expect(await changes.active(userId, testEpoch)).toBeUndefined()
  })

  it("an address another user holds is 'taken': nothing moves, and the change ends", async () => {
    const users = makeUserRepository(database())
    const changes = makeEmailChangeRepository(database())
    const other = await userWith("carol@x.io")
    const userId = await userWith("dan@x.io")
    const change = await started(userId, "dan@x.io", "carol@x.io")
    expect(await changes.complete(change, testEpoch)).toBe("taken")
    expect(await users.listEmails(userId)).toEqual(["dan@x.io"])
    expect(await users.listEmails(other)).toEqual(["carol@x.io"])
    expect(await changes.active(userId, testEpoch)).toBeUndefined()
  })

  it("an address the user holds already stays, and the old one goes", async () => {
    const users = makeUserRepository(database())
    const changes = makeEmailChangeRepository(database())
    const userId = await userWith("erin@x.io")
    await database().query(
      "INSERT INTO user_emails (email, user_id, verified_at, created_at) VALUES ($1, $2, $3, $3)",
      ["erin.work@x.io", userId, new Date(testEpoch + 1)],
    )
    const change = await started(userId, "erin@x.io", "erin.work@x.io")
    expect(await changes.complete(change, testEpoch + 2)).toBe("moved")
    expect(await users.listEmails(userId)).toEqual(["erin.work@x.io"])
  })
})
