import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { checkLoginCode } from "./checkLoginCode"
import { issueLoginCode } from "./issueLoginCode"
import { LoginCodeOutcome } from "./LoginCodeOutcome"
import { makeLoginCodeHasher } from "./loginCode"
import type { StoredLoginCode } from "./StoredLoginCode"

const hasher = makeLoginCodeHasher(new Uint8Array(32).fill(5))
const issuedAt = 1_700_000_000_000
const stored0 = Result.getOrThrow(
  issueLoginCode({
    hasher,
    email: "alice@example.com",
    purpose: "login",
    previous: undefined,
    now: issuedAt,
    draw: () => "246810",
  }),
).stored

const check = (stored: StoredLoginCode, entered: string, now = issuedAt + 1_000) =>
  checkLoginCode({ hasher, stored, entered, now })

describe("checkLoginCode", () => {
  it("the right code is Valid once and marks the code used; entered again it is Used (no replay)", () => {
    const first = check(stored0, "246810")
    expect(first.outcome).toEqual(LoginCodeOutcome.Valid())
    expect(first.stored).toEqual({ ...stored0, consumedAt: issuedAt + 1_000 })
    const replay = check(first.stored, "246810", issuedAt + 2_000)
    expect(replay.outcome).toEqual(LoginCodeOutcome.Used())
    expect(replay.stored).toBe(first.stored)
  })

  it("accepts the code typed with spaces or pasted with a line break", () => {
    expect(check(stored0, "246 810").outcome._tag).toBe("Valid")
    expect(check(stored0, " 246810\n").outcome._tag).toBe("Valid")
  })

  it("at most 5 wrong entries per code: each wrong one counts, the 5th kills it, and then even the right code is Exhausted", () => {
    let stored = stored0
    const outcomes: Array<LoginCodeOutcome> = []
    for (const entered of ["000000", "111111", "12", "", "999999"]) {
      const checked = check(stored, entered)
      outcomes.push(checked.outcome)
      stored = checked.stored
    }
    expect(outcomes).toEqual([
      LoginCodeOutcome.Wrong({ attemptsLeft: 4 }),
      LoginCodeOutcome.Wrong({ attemptsLeft: 3 }),
      LoginCodeOutcome.Wrong({ attemptsLeft: 2 }),
      LoginCodeOutcome.Wrong({ attemptsLeft: 1 }),
      LoginCodeOutcome.Exhausted(),
    ])
    expect(stored.attempts).toBe(5)
    const after = check(stored, "246810")
    expect(after.outcome).toEqual(LoginCodeOutcome.Exhausted())
    expect(after.stored).toBe(stored)
  })

  it("a wrong entry does not use the code up: the right one after it is Valid", () => {
    const wrong = check(stored0, "135790")
    expect(wrong.stored.consumedAt).toBeUndefined()
    expect(check(wrong.stored, "246810").outcome._tag).toBe("Valid")
  })

  it("codes expire 10 minutes after they are sent, on the site's clock; an expired code counts no attempt", () => {
    expect(check(stored0, "246810", issuedAt + 599_999).outcome._tag).toBe("Valid")
    const expired = check(stored0, "246810", issuedAt + 600_000)
    expect(expired.outcome).toEqual(LoginCodeOutcome.Expired())
    expect(expired.stored).toBe(stored0)
    expect(check(stored0, "000000", issuedAt + 600_000).stored.attempts).toBe(0)
  })

  it("a used code stays Used after it expires, and an exhausted one Exhausted", () => {
    const used = check(stored0, "246810").stored
    expect(check(used, "246810", issuedAt + 700_000).outcome._tag).toBe("Used")
    expect(check({ ...stored0, attempts: 5 }, "246810", issuedAt + 700_000).outcome._tag).toBe(
      "Exhausted",
    )
  })
})
