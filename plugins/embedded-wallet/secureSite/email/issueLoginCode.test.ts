import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { issueLoginCode } from "./issueLoginCode"
import { makeLoginCodeHasher } from "./loginCode"

const hasher = makeLoginCodeHasher(new Uint8Array(32).fill(3))
const now = 1_700_000_000_000

const issue = (previous: { readonly createdAt: number } | undefined, at = now) =>
  issueLoginCode({
    hasher,
    email: " Alice@Example.com",
    purpose: "login",
    previous,
    now: at,
    draw: () => "123456",
  })

describe("issueLoginCode", () => {
  it("issues a code that lives 10 minutes, stored as a keyed hash with a salt, never in clear", () => {
    const issued = Result.getOrThrow(issue(undefined))
    expect(issued.code).toBe("123456")
    expect(issued.stored).toMatchObject({
      email: "alice@example.com",
      purpose: "login",
      createdAt: now,
      expiresAt: now + 600_000,
      attempts: 0,
      consumedAt: undefined,
    })
    expect(issued.stored.salt).toHaveLength(16)
    expect(hasher.matches("123456", issued.stored, issued.stored.codeHash)).toBe(true)
    expect(Buffer.from(issued.stored.codeHash).toString("latin1")).not.toContain("123456")
  })

  it("30 s email cooldown (spec 5, 9): a new code to the same address within 30 s fails with 'Please try again after {n} seconds'", () => {
    const refused = issue({ createdAt: now - 29_001 })
    expect(Result.isFailure(refused)).toBe(true)
    if (Result.isFailure(refused)) {
      expect(refused.failure._tag).toBe("EmailLoginCooldownError")
      expect(refused.failure.remainingSeconds).toBe(1)
      expect(refused.failure.message).toBe("Please try again after 1 seconds")
    }
    const early = issue({ createdAt: now - 1 })
    expect(Result.isFailure(early) && early.failure.remainingSeconds).toBe(30)
  })

  it("30 s email cooldown (spec 5, 9): a new code is issued once 30 s have passed", () => {
    expect(Result.isSuccess(issue({ createdAt: now - 30_000 }))).toBe(true)
  })

  it("draws a fresh code and salt each time by default", () => {
    const draw = () =>
      Result.getOrThrow(
        issueLoginCode({ hasher, email: "a@x.test", purpose: "login", previous: undefined, now }),
      )
    const [a, b] = [draw(), draw()]
    expect(a.code).toMatch(/^\d{6}$/)
    expect(a.stored.salt).not.toEqual(b.stored.salt)
  })
})
