// The secure site's social login routes end to end: a loopback site mounting them, the
// sandbox's real OIDC provider, PGlite. start → the provider's sign-in page (walked over HTTP
// as a browser would) → callback → a one-time handoff → the frame's redemption → a session for
// the user; then each way it must be refused.
import { sha256 } from "@noble/hashes/sha2"
import { base64urlnopad } from "@scure/base"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { completeSandboxSignIn } from "../../../../sandbox/oidc/completeSandboxSignIn"
import {
  type SandboxOidcProvider,
  startOidcProvider,
} from "../../../../sandbox/oidc/startOidcProvider"
import { makeIdentityRepository } from "../db/IdentityRepository"
import { makeRateLimitRepository } from "../db/RateLimitRepository"
import { makeSessionRepository } from "../db/SessionRepository"
import { makeSocialHandoffRepository } from "../db/SocialHandoffRepository"
import { testEpoch, useTestDatabase } from "../db/secureSiteDatabaseFixtures"
import { makeOidcClient } from "../oidc/makeOidcClient"
import { makeSiteSessions } from "../sessions/siteSessions"
import { sealJson } from "./sealedValue"
import { socialLoginAttemptLifetimeMs } from "./socialLoginAttempt"
import { parseSetCookie, useTestSite } from "./socialLoginFixtures"
import { socialLoginHandoffLifetimeMs } from "./socialLoginResult"
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
      handoffs: makeSocialHandoffRepository(database()),
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

/** The frame's secret for the login (32 bytes, base64url), and the binding it sends with the start. */
const secret = base64urlnopad.encode(new Uint8Array(32).fill(5))
const binding = base64urlnopad.encode(sha256(new Uint8Array(32).fill(5)))
/** The dApp embedding the frame: an IP host, which the default embedding origins allow (spec 6). */
const dappOrigin = "http://127.0.0.1:5173"
const startQuery = (socialProvider: string, origin = dappOrigin) =>
  `provider=${socialProvider}&binding=${binding}&origin=${encodeURIComponent(origin)}`

/** GET /v1/social/start: the answer, the provider URL it redirects to and the attempt cookie. */
const start = async (query = startQuery("google")) => {
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
  const started = await start(startQuery(socialProvider))
  const returned = await completeSandboxSignIn(started.location, sub)
  return { started, returned, answer: await callback(returned, started.cookie?.pair) }
}

const countRows = async (table: "sessions" | "users" | "social_login_handoffs") =>
  (await database().query(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n

/** The callback's JSON result. */
interface CallbackResult {
  readonly provider: string
  readonly userId: string
  readonly created: boolean
  readonly resultUri: string
}

/** POST /v1/social/redeem as the frame does: the result URI's id and the secret. */
const redeem = (resultUri: string, withSecret = secret) =>
  fetch(`${site.origin()}/v1/social/redeem`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ result: resultUri.split("/").at(-1), secret: withSecret }),
  })

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

  it("the callback finds or makes the user by the issuer's subject and keeps a one-time handoff, opening no session; it deletes the attempt cookie", async () => {
    const { answer } = await logIn("sandbox-alice")
    expect(answer.status).toBe(200)
    expect(parseSetCookie(answer.headers.get("set-cookie") ?? "")).toEqual({
      pair: "foyer-social-login=",
      attributes: ["path=/", "max-age=0", "httponly", "samesite=lax"],
    })
    const result = (await answer.json()) as CallbackResult
    expect(result).toMatchObject({ provider: "google", created: true })
    expect(result.resultUri).toMatch(
      new RegExp(`^${site.origin()}/v1/social/result/[A-Za-z0-9_-]{43}$`),
    )
    expect(await countRows("sessions")).toBe(0)
    expect(await countRows("social_login_handoffs")).toBe(1)
    expect(
      await database().query("SELECT provider, subject, user_id FROM social_identities"),
    ).toEqual([{ provider: provider.issuer, subject: "sandbox-alice", user_id: result.userId }])
  })

  it("the same person again is the same user; another test user is another user; one issuer's account through another provider is the same person", async () => {
    const userOf = async (sub: string, socialProvider = "google") => {
      const { answer } = await logIn(sub, socialProvider)
      return (await answer.json()) as CallbackResult
    }
    const alice = await userOf("sandbox-alice")
    const again = await userOf("sandbox-alice")
    expect(again).toEqual({
      ...alice,
      created: false,
      provider: "google",
      resultUri: expect.not.stringMatching(alice.resultUri),
    })
    const bob = await userOf("sandbox-bob")
    expect(bob.created).toBe(true)
    expect(bob.userId).not.toBe(alice.userId)
    // The sandbox stands in for every provider at one issuer: its subject is one person.
    expect((await userOf("sandbox-alice", "github")).userId).toBe(alice.userId)
    expect(await countRows("users")).toBe(2)
    expect(await countRows("social_login_handoffs")).toBe(4)
  })

  it("answers a browser with a page whose one script, allowed by its nonce alone, posts { resultUri } to the opener at the dApp's origin only and closes the popup", async () => {
    const started = await start()
    const returned = await completeSandboxSignIn(started.location, "sandbox-carol")
    const answer = await callback(returned, started.cookie?.pair, "text/html")
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8")
    const csp = answer.headers.get("content-security-policy") ?? ""
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(answer.headers.get("cross-origin-opener-policy")).toBeNull()
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1]
    const html = await answer.text()
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html).toContain(`<script nonce="${nonce}">`)
    const [handoff] = await database().query("SELECT id FROM social_login_handoffs")
    expect(html).toContain(
      `postMessage({resultUri:"${site.origin()}/v1/social/result/${String(handoff?.id)}"},"${dappOrigin}")`,
    )
    expect(html).toContain("window.close()")
  })

  it("the popup's loading page: plain, no script, never framed, no Cross-Origin-Opener-Policy (the dApp keeps its popup)", async () => {
    const answer = await fetch(`${site.origin()}/social/loading`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'")
    expect(answer.headers.get("x-frame-options")).toBe("DENY")
    expect(answer.headers.get("cross-origin-opener-policy")).toBeNull()
    const html = await answer.text()
    expect(html).not.toContain("<script")
    expect(html).toContain("<h1>Signing in</h1>")
  })

  it("the popup's pages speak the browser's language (Accept-Language): the loading page, and a refusal's page with its reason's words", async () => {
    const loading = await fetch(`${site.origin()}/social/loading`, {
      headers: { "accept-language": "ja-JP,ja;q=0.9,en;q=0.8" },
    })
    const html = await loading.text()
    expect(html).toContain('<html lang="ja" dir="ltr">')
    expect(html).toContain("<h1>サインイン</h1>")

    const started = await start(startQuery("google"))
    const returned = await completeSandboxSignIn(started.location, undefined)
    const refused = await fetch(returned, {
      redirect: "manual",
      headers: {
        accept: "text/html",
        "accept-language": "ar;q=0.9,de",
        ...(started.cookie === undefined ? {} : { cookie: started.cookie.pair }),
      },
    })
    const page = await refused.text()
    expect(page).toContain('<html lang="de" dir="ltr">')
    expect(page).toContain('data-social-error="user_rejected"')
    expect(page).toContain("<h1>Anmeldung fehlgeschlagen</h1><p>Verbindung abgelehnt</p>")
  })
})

describe("the frame redeems a social login's handoff once, with its secret", () => {
  it("a redemption with the frame's secret opens a session for the user and answers its token, the verified email and the name", async () => {
    const { answer } = await logIn("sandbox-alice")
    const result = (await answer.json()) as CallbackResult
    const redeemed = await redeem(result.resultUri)
    expect(redeemed.status).toBe(200)
    const body = (await redeemed.json()) as Record<string, unknown>
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
      userId: result.userId,
      email: "alice@foyer.test",
      userName: "Alice Sandbox",
    })
    expect((await sessionsOf().find(String(body.token), clock))?.userId).toBe(result.userId)
  })

  it("an email the provider has not verified is not passed on (null); nor is a missing one", async () => {
    for (const [sub, name] of [
      ["sandbox-bob", "Bob Sandbox"],
      ["sandbox-carol", "Carol Sandbox"],
    ] as const) {
      const { answer } = await logIn(sub)
      const body = await (await redeem(((await answer.json()) as CallbackResult).resultUri)).json()
      expect(body).toMatchObject({ email: null, userName: name })
    }
  })

  it("a second redemption is refused ('handoff_used') and opens no second session", async () => {
    const { answer } = await logIn("sandbox-alice")
    const { resultUri } = (await answer.json()) as CallbackResult
    const [first, second] = await Promise.all([redeem(resultUri), redeem(resultUri)])
    expect([first.status, second.status].sort()).toEqual([200, 400])
    const refused = first.status === 400 ? first : second
    expect((await refusal(refused)).body.error.reason).toBe("handoff_used")
    expect(await countRows("sessions")).toBe(1)
  })

  it("a redemption with another secret (another frame's) is refused ('binding_mismatch'); the right one still redeems", async () => {
    const { answer } = await logIn("sandbox-alice")
    const { resultUri } = (await answer.json()) as CallbackResult
    const other = base64urlnopad.encode(new Uint8Array(32).fill(6))
    expect(await refusal(await redeem(resultUri, other))).toEqual({
      status: 400,
      body: {
        error: {
          reason: "binding_mismatch",
          message: "The social login result belongs to another frame",
        },
      },
    })
    expect(await countRows("sessions")).toBe(0)
    expect((await redeem(resultUri)).status).toBe(200)
  })

  it("a handoff older than its 2 minutes is refused ('handoff_expired')", async () => {
    const { answer } = await logIn("sandbox-alice")
    const { resultUri } = (await answer.json()) as CallbackResult
    clock += socialLoginHandoffLifetimeMs
    expect((await refusal(await redeem(resultUri))).body.error.reason).toBe("handoff_expired")
    expect(await countRows("sessions")).toBe(0)
  })

  it("an unknown result, a malformed body or a GET are refused", async () => {
    const unknown = `${site.origin()}/v1/social/result/${base64urlnopad.encode(new Uint8Array(32))}`
    expect((await refusal(await redeem(unknown))).body.error.reason).toBe("handoff_unknown")
    for (const body of ["{}", '{"result":"x","secret":"y"}', "not json"]) {
      const answer = await fetch(`${site.origin()}/v1/social/redeem`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      })
      expect((await refusal(answer)).body.error.reason).toBe("invalid_body")
    }
    const get = await fetch(`${site.origin()}/v1/social/redeem`)
    expect(get.status).toBe(405)
    expect(get.headers.get("allow")).toBe("POST")
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
    expect(await countRows("social_login_handoffs")).toBe(1)
  })

  it("an unknown provider is a 400: not in the spec's list, farcaster (not OIDC), missing, repeated, or one this site does not offer", async () => {
    for (const query of [
      "provider=myspace",
      "provider=farcaster",
      "",
      "provider=google&provider=github",
      startQuery("discord"),
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

  it("a start for a dApp origin the site may not be embedded by is a 403 'origin_refused', and no cookie", async () => {
    for (const origin of ["https://evil.example", "http://127.0.0.1:5173/path", "not an origin"]) {
      const { response, cookie } = await start(startQuery("google", origin))
      expect({ origin, status: response.status, cookie }).toEqual({
        origin,
        status: 403,
        cookie: undefined,
      })
      expect((await refusal(response)).body.error.reason).toBe("origin_refused")
    }
    const { response } = await start(`provider=google&binding=${binding}`)
    expect((await refusal(response)).body.error.reason).toBe("origin_refused")
  })

  it("a start without the frame's binding, or with a malformed one, is a 400 'binding_invalid'", async () => {
    for (const query of [
      `provider=google&origin=${dappOrigin}`,
      `provider=google&binding=short&origin=${dappOrigin}`,
      `provider=google&binding=${binding}&binding=${binding}&origin=${dappOrigin}`,
    ]) {
      expect((await refusal((await start(query)).response)).body.error.reason).toBe(
        "binding_invalid",
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
