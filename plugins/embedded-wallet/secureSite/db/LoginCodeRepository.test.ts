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

  it("refuses a purpose the site does not know, in the table itself", async () => {
    await expect(
      database().query(
        "INSERT INTO login_codes (email, purpose, code_hash, salt, expires_at, created_at) VALUES ('a@x.io', 'reset', '\\x00', '\\x00', now(), now())",
      ),
    ).rejects.toThrow(/login_codes_purpose_check/)
  })
})
