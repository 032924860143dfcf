import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { makeLoginCodeRepository, type NewLoginCode } from "./LoginCodeRepository"
import { testEpoch, useTestDatabase } from "./secureSiteDatabaseFixtures"

const minute = 60_000

const code = (overrides: Partial<NewLoginCode> = {}): NewLoginCode => ({
  email: "ada@example.org",
  purpose: "login",
  codeHash: new Uint8Array([1, 2, 3]),
  salt: new Uint8Array([4, 5]),
  expiresAt: testEpoch + 10 * minute,
  ...overrides,
})

describe("LoginCodeRepository", () => {
  const database = useTestDatabase()

  it("keeps a code's hash and salt under the lower-cased email, with no attempts yet", async () => {
    const codes = makeLoginCodeRepository(database())
    const id = await codes.insert(code({ email: "Ada@Example.org" }), testEpoch)
    expect(await codes.latestActive("ADA@example.org", "login", testEpoch)).toEqual({
      id,
      email: "ada@example.org",
      purpose: "login",
      codeHash: new Uint8Array([1, 2, 3]),
      salt: new Uint8Array([4, 5]),
      expiresAt: testEpoch + 10 * minute,
      attempts: 0,
      consumedAt: undefined,
      createdAt: testEpoch,
    })
  })

  it("answers with the latest code only: a newer code supersedes the older one", async () => {
    const codes = makeLoginCodeRepository(database())
    const older = await codes.insert(code(), testEpoch)
    const newer = await codes.insert(code({ codeHash: new Uint8Array([9]) }), testEpoch + minute)
    expect((await codes.latestActive("ada@example.org", "login", testEpoch + minute))?.id).toBe(
      newer,
    )
    expect(await codes.consume(newer, testEpoch + minute)).toBe(true)
    // The older code is still unexpired and unused, but no longer the latest: it never answers.
    expect(older).not.toBe(newer)
    expect(await codes.latestActive("ada@example.org", "login", testEpoch + minute)).toBeUndefined()
  })

  it("keeps the purposes apart: an email change's primary and secondary codes and the login code", async () => {
    const codes = makeLoginCodeRepository(database())
    const login = await codes.insert(code(), testEpoch)
    const primary = await codes.insert(code({ purpose: "update-primary" }), testEpoch)
    const secondary = await codes.insert(code({ purpose: "update-secondary" }), testEpoch)
    const latest = async (purpose: "login" | "update-primary" | "update-secondary") =>
      (await codes.latestActive("ada@example.org", purpose, testEpoch))?.id
    expect([
      await latest("login"),
      await latest("update-primary"),
      await latest("update-secondary"),
    ]).toEqual([login, primary, secondary])
  })

  it("no longer answers with an expired code, nor consumes it", async () => {
    const codes = makeLoginCodeRepository(database())
    const id = await codes.insert(code(), testEpoch)
    const expiry = testEpoch + 10 * minute
    expect((await codes.latestActive("ada@example.org", "login", expiry - 1))?.id).toBe(id)
    expect(await codes.latestActive("ada@example.org", "login", expiry)).toBeUndefined()
    expect(await codes.consume(id, expiry)).toBe(false)
  })

  it("consumes a code once: a replay is refused", async () => {
    const codes = makeLoginCodeRepository(database())
    const id = await codes.insert(code(), testEpoch)
    const results = await Promise.all([
      codes.consume(id, testEpoch + 1),
      codes.consume(id, testEpoch + 2),
    ])
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await codes.consume(id, testEpoch + 3)).toBe(false)
    expect(await codes.latestActive("ada@example.org", "login", testEpoch + 3)).toBeUndefined()
  })

  it("counts every wrong attempt, concurrent ones included", async () => {
    const codes = makeLoginCodeRepository(database())
    const id = await codes.insert(code(), testEpoch)
    const counts = await Promise.all([1, 2, 3].map(() => codes.countAttempt(id)))
    expect([...counts].sort()).toEqual([1, 2, 3])
    expect((await codes.latestActive("ada@example.org", "login", testEpoch))?.attempts).toBe(3)
  })

  it("latest answers with the latest code used or expired too (a replay is told from no code), never an earlier one", async () => {
    const codes = makeLoginCodeRepository(database())
    expect(await codes.latest("ada@example.org", "login")).toBeUndefined()
    await codes.insert(code(), testEpoch)
    const newer = await codes.insert(code(), testEpoch + minute)
    expect(await codes.consume(newer, testEpoch + minute)).toBe(true)
    expect(await codes.latest("ADA@example.org", "login")).toMatchObject({
      id: newer,
      consumedAt: testEpoch + minute,
    })
    expect(await codes.latest("ada@example.org", "update-primary")).toBeUndefined()
  })

  it("insertChecked hands the check the latest code sent to the address for the same purpose (a login code does not hold back an email change)", async () => {
    const codes = makeLoginCodeRepository(database())
    await codes.insert(code(), testEpoch)
    await codes.insert(code({ purpose: "update-primary" }), testEpoch + minute)
    await codes.insert(code({ email: "bob@example.org" }), testEpoch + 2 * minute)
    const seen: Array<number | undefined> = []
    const inserted = await codes.insertChecked(
      "Ada@example.org",
      "login",
      (lastSentAt) => {
        seen.push(lastSentAt)
        return Result.succeed(code())
      },
      testEpoch + 3 * minute,
    )
    expect(seen).toEqual([testEpoch])
    const id = Result.getOrThrow(inserted).id
    expect(await codes.latest("ada@example.org", "login")).toMatchObject({
      id,
      createdAt: testEpoch + 3 * minute,
    })
    await codes.insertChecked(
      "ada@example.org",
      "update-secondary",
      (lastSentAt) => {
        seen.push(lastSentAt)
        return Result.fail("stop")
      },
      testEpoch + 3 * minute,
    )
    expect(seen).toEqual([testEpoch, undefined])
    await expect(
      codes.insertChecked(
        "ada@example.org",
        "login",
        () => Result.succeed(code({ purpose: "update-primary" })),
        testEpoch,
      ),
    ).rejects.toThrow(/another address or purpose/)
  })

  it("insertChecked hands the check no time when the latest code of the purpose was used (a signed-in visitor may sign in again at once), and the latest's time while it is pending", async () => {
    const codes = makeLoginCodeRepository(database())
    const first = await codes.insert(code(), testEpoch)
    const seen: Array<number | undefined> = []
    const look = () =>
      codes.insertChecked(
        "ada@example.org",
        "login",
        (lastSentAt) => {
          seen.push(lastSentAt)
          return Result.fail("look only")
        },
        testEpoch + 5_000,
      )
    await look()
    expect(await codes.consume(first, testEpoch + 1_000)).toBe(true)
    await look()
    expect(seen).toEqual([testEpoch, undefined])
  })

  it("insertChecked keeps nothing when the check refuses, and of two concurrent requests one passes a check on the latest", async () => {
    const codes = makeLoginCodeRepository(database())
    const onlyFirst = (lastSentAt: number | undefined) =>
      lastSentAt === undefined ? Result.succeed(code()) : Result.fail("cooldown" as const)
    const results = await Promise.all([
      codes.insertChecked("ada@example.org", "login", onlyFirst, testEpoch),
      codes.insertChecked("ada@example.org", "login", onlyFirst, testEpoch),
    ])
    expect(results.filter(Result.isSuccess)).toHaveLength(1)
    expect(results.filter(Result.isFailure).map((result) => result.failure)).toEqual(["cooldown"])
    const [row] = await database().query("SELECT count(*)::int AS n FROM login_codes")
    expect(row?.n).toBe(1)
  })

  it("recordCheck stores a check's result only on the row as the check saw it: a stale or racing check is refused", async () => {
    const codes = makeLoginCodeRepository(database())
    const id = await codes.insert(code(), testEpoch)
    const racing = await Promise.all([
      codes.recordCheck(id, { attempts: 0 }, { attempts: 1, consumedAt: undefined }),
      codes.recordCheck(id, { attempts: 0 }, { attempts: 1, consumedAt: undefined }),
    ])
    expect(racing.filter(Boolean)).toHaveLength(1)
    expect((await codes.latest("ada@example.org", "login"))?.attempts).toBe(1)
    // A check that saw 0 attempts may not accept the code once another counted one.
    expect(
      await codes.recordCheck(id, { attempts: 0 }, { attempts: 0, consumedAt: testEpoch }),
    ).toBe(false)
    expect(
      await codes.recordCheck(id, { attempts: 1 }, { attempts: 1, consumedAt: testEpoch }),
    ).toBe(true)
    // Once used, no check is stored any more: a replay cannot count or consume it again.
    expect(
      await codes.recordCheck(id, { attempts: 1 }, { attempts: 2, consumedAt: undefined }),
    ).toBe(false)
    expect(await codes.latest("ada@example.org", "login")).toMatchObject({
      attempts: 1,
      consumedAt: testEpoch,
    })
  })

  it("discard forgets a code: it no longer signs in nor counts as the latest sent", async () => {
    const codes = makeLoginCodeRepository(database())
    const kept = await codes.insert(code({ purpose: "update-primary" }), testEpoch)
    const lost = await codes.insert(code(), testEpoch + minute)
    await codes.discard(lost)
    expect(await codes.latest("ada@example.org", "login")).toBeUndefined()
    expect((await codes.latest("ada@example.org", "update-primary"))?.id).toBe(kept)
    const seen: Array<number | undefined> = []
    await codes.insertChecked(
      "ada@example.org",
      "login",
      (lastSentAt) => {
        seen.push(lastSentAt)
        return Result.fail("stop")
      },
      testEpoch + 2 * minute,
    )
    expect(seen).toEqual([undefined])
  })

  it("refuses a purpose the site does not know, in the table itself", async () => {
    await expect(
      database().query(
        "INSERT INTO login_codes (email, purpose, code_hash, salt, expires_at, created_at) VALUES ('a@x.io', 'reset', '\\x00', '\\x00', now(), now())",
      ),
    ).rejects.toThrow(/login_codes_purpose_check/)
  })
})
