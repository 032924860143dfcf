// The secure site's social login routes end to end: a loopback site mounting them, the
// sandbox's real OIDC provider, PGlite. start → the provider's sign-in page (walked over HTTP
// as a browser would) → callback → a session for the user; then each way it must be refused.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { completeSandboxSignIn } from "../../../../sandbox/oidc/completeSandboxSignIn"
import {
  type SandboxOidcProvider,
  startOidcProvider,
} from "../../../../sandbox/oidc/startOidcProvider"
import { makeIdentityRepository } from "../db/IdentityRepository"
import { makeRateLimitRepository } from "../db/RateLimitRepository"
import { makeSessionRepository } from "../db/SessionRepository"
import { testEpoch, useTestDatabase } from "../db/secureSiteDatabaseFixtures"
import { makeOidcClient } from "../oidc/makeOidcClient"
import { makeSiteSessions } from "../sessions/siteSessions"
import { sealJson } from "./sealedValue"
import { socialLoginAttemptLifetimeMs } from "./socialLoginAttempt"
import { parseSetCookie, useTestSite } from "./socialLoginFixtures"
import { openHandoff, socialLoginHandoffLifetimeMs } from "./socialLoginResult"
import { makeSocialLoginRoutes, type SocialLoginRoutesOptions } from "./socialLoginRoutes"

const database = useTestDatabase()
const site = useTestSite()
const sealKey = new Uint8Array(32).fill(7)
let provider: SandboxOidcProvider
/** The site's clock; the provider's ID token times are checked on the real one. */
let clock = testEpoch

beforeAll(async () => {
  provider = await startOidcProvider({
    clients: [{ clientId: "secure-site", redirectUris: [`${site.origin()}/v1/social/callback`] }],
  })
})
afterAll(async () => {
  await provider?.stop()
})
beforeEach(() => {
  clock = testEpoch
  mount()
})

const sessionsOf = () => makeSiteSessions(makeSessionRepository(database()))

/** Mounts the routes on the test site; google, github and x are offered, all at the sandbox's issuer. */
const mount = (options: Partial<SocialLoginRoutesOptions> = {}) => {
  const registration = (hint: string) => ({
    issuer: provider.issuer,
    clientId: "secure-site",
    redirectUri: `${site.origin()}/v1/social/callback`,
    authorizationParams: { provider: hint },
  })
  site.mount(
    makeSocialLoginRoutes({
      oidc: makeOidcClient({
        providers: {
          google: registration("google"),
          github: registration("github"),
          x: registration("x"),
        },
      }),
      identities: makeIdentityRepository(database()),
      sessions: sessionsOf(),
      rateLimits: makeRateLimitRepository(database()),
      sealKey,
      siteOrigin: site.origin(),
      now: () => clock,
      ...options,
    }),
  )
}

const json = { accept: "application/json" }

/** GET /v1/social/start: the answer, the provider URL it redirects to and the attempt cookie. */
const start = async (query = "provider=google") => {
  const response = await fetch(`${site.origin()}/v1/social/start?${query}`, {
    redirect: "manual",
    headers: json,
  })
  const setCookie = response.headers.get("set-cookie")
  return {
    response,
    location: response.headers.get("location") ?? "",
    cookie: setCookie === null ? undefined : parseSetCookie(setCookie),
  }
}

/** GET the callback URL the provider sent the browser to, with `cookie` ("name=value") if any. */
const callback = (url: URL, cookie: string | undefined, accept = "application/json") =>
  fetch(url, {
    redirect: "manual",
    headers: { accept, ...(cookie === undefined ? {} : { cookie }) },
  })

/** A whole login as `sub` through `socialProvider`: the callback's answer and what led to it. */
const logIn = async (sub: string | undefined, socialProvider = "google") => {
  const started = await start(`provider=${socialProvider}`)
  const returned = await completeSandboxSignIn(started.location, sub)
  return { started, returned, answer: await callback(returned, started.cookie?.pair) }
}

const countRows = async (table: "sessions" | "users") =>
  (await database().query(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n

const refusal = async (answer: Response) => ({
  status: answer.status,
  body: (await answer.json()) as { error: { reason: string; message: string } },
})

describe("social login: start, the provider, callback", () => {
  it("start redirects (302) to the provider's authorization URL and keeps the attempt in a sealed HttpOnly SameSite=Lax cookie of 10 minutes", async () => {
    const { response, location, cookie } = await start()
    expect(response.status).toBe(302)
    const url = new URL(location)
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`)
    expect(url.searchParams.get("provider")).toBe("google")
    expect(url.searchParams.get("code_challenge_method")).toBe("S256")
    expect(response.headers.get("cache-control")).toBe("no-store")
    expect(cookie?.pair).toMatch(/^foyer-social-login=[A-Za-z0-9_-]+$/)
    expect(cookie?.attributes).toEqual(["path=/", "max-age=600", "httponly", "samesite=lax"])
    // Sealed: the state travels in the URL, but neither it nor the nonce is readable in the cookie.
    expect(cookie?.pair).not.toContain(url.searchParams.get("state") ?? "-")
    expect(cookie?.pair).not.toContain(url.searchParams.get("nonce") ?? "-")
  })

  it("the callback finds or makes the user by the issuer's subject and opens a session; it deletes the attempt cookie", async () => {
    const { answer } = await logIn("sandbox-alice")
    expect(answer.status).toBe(200)
    expect(parseSetCookie(answer.headers.get("set-cookie") ?? "")).toEqual({
      pair: "foyer-social-login=",
      attributes: ["path=/", "max-age=0", "httponly", "samesite=lax"],
    })
    const result = (await answer.json()) as {
      provider: string
      userId: string
      created: boolean
      session: { token: string; expiresAt: number }
    }
    expect(result).toMatchObject({ provider: "google", created: true })
    expect((await sessionsOf().find(result.session.token, clock))?.userId).toBe(result.userId)
    expect(
      await database().query("SELECT provider, subject, user_id FROM social_identities"),
    ).toEqual([{ provider: provider.issuer, subject: "sandbox-alice", user_id: result.userId }])
  })

  it("the same person again is the same user; another test user is another user; one issuer's account through another provider is the same person", async () => {
    const userOf = async (sub: string, socialProvider = "google") => {
      const { answer } = await logIn(sub, socialProvider)
      return (await answer.json()) as { userId: string; created: boolean }
    }
    const alice = await userOf("sandbox-alice")
    const again = await userOf("sandbox-alice")
    expect(again).toEqual({
      ...alice,
      created: false,
      provider: "google",
      session: expect.anything(),
    })
    const bob = await userOf("sandbox-bob")
    expect(bob.created).toBe(true)
    expect(bob.userId).not.toBe(alice.userId)
    // The sandbox stands in for every provider at one issuer: its subject is one person.
    expect((await userOf("sandbox-alice", "github")).userId).toBe(alice.userId)
    expect(await countRows("users")).toBe(2)
    expect(await countRows("sessions")).toBe(4)
  })

  it("answers a browser with a script-free page carrying a sealed handoff of the session, which opens for 2 minutes only", async () => {
    const started = await start()
    const returned = await completeSandboxSignIn(started.location, "sandbox-carol")
    const answer = await callback(returned, started.cookie?.pair, "text/html")
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'")
    expect(answer.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    const html = await answer.text()
    expect(html).not.toContain("<script")
    const sealed = /data-social-result="([A-Za-z0-9_-]+)"/.exec(html)?.[1] ?? ""
    const handoff = openHandoff(sealKey, sealed, clock)
    expect(handoff?.provider).toBe("google")
    expect((await sessionsOf().find(handoff?.sessionToken ?? "", clock))?.userId).toBe(
      handoff?.userId,
    )
    expect(openHandoff(sealKey, sealed, clock + socialLoginHandoffLifetimeMs)).toBeUndefined()
    expect(openHandoff(new Uint8Array(32), sealed, clock)).toBeUndefined()
  })
})

describe("social login refuses, and opens no session", () => {
  it("Cancel at the provider: access_denied is 'user_rejected' (Connection rejected)", async () => {
    const { answer } = await logIn(undefined)
    expect(await refusal(answer)).toEqual({
      status: 400,
      body: { error: { reason: "user_rejected", message: "Connection rejected" } },
    })
    expect(await countRows("users")).toBe(0)
    expect(await countRows("sessions")).toBe(0)
  })

  it("a callback with a missing, tampered, foreign-key or expired attempt cookie", async () => {
    const started = await start()
    const returned = await completeSandboxSignIn(started.location, "sandbox-alice")
    const pair = started.cookie?.pair ?? ""
    const [name, value = ""] = pair.split("=")
    const flipped = `${value.slice(0, 20)}${value[20] === "A" ? "B" : "A"}${value.slice(21)}`
    const foreign = sealJson(new Uint8Array(32).fill(9), "social-login-attempt", {})
    const reasons = []
    for (const cookie of [undefined, `${name}=${flipped}`, `${name}=${foreign}`, `${name}=`]) {
      reasons.push((await refusal(await callback(returned, cookie))).body.error.reason)
    }
    expect(reasons).toEqual([
      "attempt_missing",
      "attempt_invalid",
      "attempt_invalid",
      "attempt_missing",
    ])
    clock += socialLoginAttemptLifetimeMs
    expect(await refusal(await callback(returned, pair))).toMatchObject({
      status: 400,
      body: { error: { reason: "attempt_expired" } },
    })
    expect(await countRows("sessions")).toBe(0)
  })

  it("a callback of another login in this browser (its state is not the attempt's)", async () => {
    const mine = await start()
    const theirs = await start()
    const returned = await completeSandboxSignIn(theirs.location, "sandbox-bob")
    expect((await refusal(await callback(returned, mine.cookie?.pair))).body.error.reason).toBe(
      "state_mismatch",
    )
    expect(await countRows("sessions")).toBe(0)
  })

  it("a replayed callback: without the deleted cookie it is missing; with a copy of the cookie the provider's single-use code is refused", async () => {
    const { started, returned, answer } = await logIn("sandbox-alice")
    expect(answer.status).toBe(200)
    expect((await refusal(await callback(returned, undefined))).body.error.reason).toBe(
      "attempt_missing",
    )
    expect((await refusal(await callback(returned, started.cookie?.pair))).body.error.reason).toBe(
      "code_rejected",
    )
    expect(await countRows("sessions")).toBe(1)
  })

  it("an unknown provider is a 400: not in the spec's list, farcaster (not OIDC), missing, repeated, or one this site does not offer", async () => {
    for (const query of [
      "provider=myspace",
      "provider=farcaster",
      "",
      "provider=google&provider=github",
      "provider=discord",
    ]) {
      const { response, cookie } = await start(query)
      expect({ query, status: response.status, cookie }).toEqual({
        query,
        status: 400,
        cookie: undefined,
      })
      expect(((await response.json()) as { error: { reason: string } }).error.reason).toBe(
        "unknown_provider",
      )
    }
  })

  it("a client address's 11th start in a minute: 429 with Retry-After and no cookie; the next minute starts again", async () => {
    clock = testEpoch + 15_000
    for (let hit = 0; hit < 10; hit++) expect((await start()).response.status).toBe(302)
    const limited = await start()
    expect(limited.response.status).toBe(429)
    expect(limited.response.headers.get("retry-after")).toBe("45")
    expect(limited.cookie).toBeUndefined()
    expect((await refusal(limited.response)).body.error.reason).toBe("rate_limited")
    // Unknown providers count too: probing is no way around the limit.
    expect((await start("provider=myspace")).response.status).toBe(429)
    clock = testEpoch + 60_000
    expect((await start()).response.status).toBe(302)
  })

  it("a provider the site cannot reach: start answers 502 'provider-unavailable' and sets no cookie", async () => {
    mount({
      oidc: makeOidcClient({
        providers: {
          google: {
            issuer: provider.issuer,
            clientId: "secure-site",
            redirectUri: `${site.origin()}/v1/social/callback`,
          },
        },
        fetch: () => Promise.reject(new TypeError("fetch failed")),
      }),
    })
    const { response, cookie } = await start()
    expect(await refusal(response)).toEqual({
      status: 502,
      body: {
        error: { reason: "provider_unavailable", message: "The provider could not be reached" },
      },
    })
    expect(cookie).toBeUndefined()
  })

  it("the site's own failure (its database) is a 500 'internal', reported without secrets, with no session", async () => {
    const reports: Array<string> = []
    mount({
      log: (message) => reports.push(message),
      identities: {
        findOrCreateUserBySocial: () => Promise.reject(new Error("database down")),
        findOrCreateUserByFarcaster: () => Promise.reject(new Error("database down")),
      },
    })
    const { answer } = await logIn("sandbox-alice")
    expect(await refusal(answer)).toEqual({
      status: 500,
      body: { error: { reason: "internal", message: "The sign-in failed on the site" } },
    })
    expect(reports).toEqual(["The social login failed on the site: Error: database down"])
    expect(await countRows("sessions")).toBe(0)
  })

  it("a method other than GET is a 405", async () => {
    const response = await fetch(`${site.origin()}/v1/social/start?provider=google`, {
      method: "POST",
    })
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("GET")
  })
})
