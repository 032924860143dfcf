import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { socialProviders } from "../../../../core"
import {
  attemptCookie,
  attemptCookieName,
  attemptOf,
  clearedAttemptCookie,
  cookieValue,
  oidcSocialProviders,
  readAttempt,
  socialLoginAttemptLifetimeMs,
} from "./socialLoginAttempt"

const key = new Uint8Array(32).fill(3)
const now = 1_000_000
const attempt = attemptOf(
  { provider: "github", state: "the-state", nonce: "the-nonce", codeVerifier: "the-verifier" },
  { binding: "the-binding", origin: "http://127.0.0.1:5173" },
  now,
)
const requestCookie = (secure: boolean) => attemptCookie(key, attempt, secure).split(";")[0]
const reasonOf = (result: ReturnType<typeof readAttempt>) =>
  Result.isFailure(result) ? result.failure.reason : "read"

describe("the social login attempt cookie", () => {
  it("names the spec's social providers but farcaster (spec 5), which signs in without OIDC", () => {
    expect([...oidcSocialProviders].sort()).toEqual(
      socialProviders.filter((provider) => provider !== "farcaster").sort(),
    )
  })

  it("over https is __Host- and Secure; over http (loopback sandbox) neither", () => {
    expect(attemptCookie(key, attempt, true)).toMatch(
      /^__Host-foyer-social-login=[A-Za-z0-9_-]+; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/,
    )
    expect(attemptCookie(key, attempt, false)).toMatch(
      /^foyer-social-login=[A-Za-z0-9_-]+; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax$/,
    )
    expect(clearedAttemptCookie(true)).toBe(
      "__Host-foyer-social-login=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure",
    )
  })

  it("reads back the attempt until its 10 minutes are over, by the sealed expiry", () => {
    const header = `other=1; ${requestCookie(true)}; last=2`
    expect(readAttempt(key, header, true, now + socialLoginAttemptLifetimeMs - 1)).toEqual(
      Result.succeed(attempt),
    )
    expect(reasonOf(readAttempt(key, header, true, now + socialLoginAttemptLifetimeMs))).toBe(
      "attempt_expired",
    )
  })

  it("refuses the http cookie where the https one is expected, and a cookie of another key", () => {
    expect(reasonOf(readAttempt(key, requestCookie(false), true, now))).toBe("attempt_missing")
    expect(reasonOf(readAttempt(new Uint8Array(32), requestCookie(true), true, now))).toBe(
      "attempt_invalid",
    )
  })

  it("finds a cookie by its exact name only", () => {
    const name = attemptCookieName(false)
    expect(cookieValue(`x${name}=1; ${name}=2`, name)).toBe("2")
    expect(cookieValue(`${name}x=1`, name)).toBeUndefined()
    expect(cookieValue(undefined, name)).toBeUndefined()
  })
})
