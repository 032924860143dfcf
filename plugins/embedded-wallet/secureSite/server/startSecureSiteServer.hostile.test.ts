// What the secure site's login server refuses: bodies that are not its JSON, pages of other
// origins (and never a CORS header for them), clients past their rate limits, callers without
// a session, and a mail server that is down.
import { Duration } from "effect"
import { describe, expect, it } from "vitest"
import { type SmtpCatcher, startSmtpCatcher } from "../../../../sandbox/mail/startSmtpCatcher"
import { testEpoch } from "../db/secureSiteDatabaseFixtures"
import { makeMailer } from "../email/makeMailer"
import { siteRequest, useSecureSite } from "./secureSiteServerFixtures"
import { maxSiteRequestBytes } from "./siteExchange"
import { defaultSiteRateLimits } from "./siteRateLimits"
import { startSecureSiteServer } from "./startSecureSiteServer"

const corsHeaders = (headers: Readonly<Record<string, unknown>>) =>
  Object.keys(headers).filter((name) => name.startsWith("access-control-"))

describe("startSecureSiteServer refuses", () => {
  const harness = useSecureSite()
  const { request } = harness

  it("a body that is not JSON, too large, of unknown fields or of the wrong types, each with its reason", async () => {
    const start = (options: Parameters<typeof request>[1]) => request("/v1/email/start", options)
    const json = { "content-type": "application/json" }
    const answers = {
      malformed: await start({ text: '{"email": ', headers: json }),
      oversized: await start({
        text: JSON.stringify({ email: "a".repeat(maxSiteRequestBytes) }),
        headers: json,
      }),
      unknownField: await start({ json: { email: "ada@example.org", redirect: "x" } }),
      notAnObject: await start({ json: ["ada@example.org"] }),
      notAString: await start({ json: { email: 42 } }),
      missing: await start({ json: {} }),
      tooLong: await start({ json: { email: `${"a".repeat(250)}@example.org` } }),
      asText: await start({
        text: '{"email":"ada@example.org"}',
        headers: { "content-type": "text/plain" },
      }),
    }
    expect(
      Object.fromEntries(
        Object.entries(answers).map(([name, answer]) => [name, [answer.status, answer.body]]),
      ),
    ).toEqual({
      malformed: [
        400,
        { error: { reason: "invalid_json", message: "The request body is not valid JSON" } },
      ],
      oversized: [
        413,
        { error: { reason: "body_too_large", message: "The request body exceeds 16384 bytes" } },
      ],
      unknownField: [
        400,
        { error: { reason: "unknown_field", message: "Unknown field: redirect" } },
      ],
      notAnObject: [
        400,
        { error: { reason: "invalid_body", message: "The request body must be a JSON object" } },
      ],
      notAString: [
        400,
        { error: { reason: "invalid_body", message: "The field email must be a string" } },
      ],
      missing: [
        400,
        { error: { reason: "invalid_body", message: "The field email must be a string" } },
      ],
      tooLong: [
        400,
        {
          error: {
            reason: "invalid_body",
            message: "The field email is longer than 254 characters",
          },
        },
      ],
      asText: [
        415,
        {
          error: {
            reason: "unsupported_media_type",
            message: "The request body must be JSON (Content-Type: application/json)",
          },
        },
      ],
    })
    expect(harness.catcher().mailbox.list()).toEqual([])
  })

  it("a request a page of another origin sends (a dApp's), and its preflight, with 403 and no Access-Control-Allow-Origin: a dApp cannot call the API from a browser", async () => {
    const dApp = { origin: "http://dapp.example" }
    const post = await request("/v1/email/start", {
      json: { email: "ada@example.org" },
      headers: dApp,
    })
    const preflight = await request("/v1/email/start", {
      method: "OPTIONS",
      headers: {
        ...dApp,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    })
    const read = await request("/v1/session", { headers: { ...dApp, authorization: "Bearer abc" } })
    for (const answer of [post, preflight, read]) {
      expect(answer.status).toBe(403)
      expect(answer.body).toEqual({
        error: {
          reason: "origin_refused",
          message: "Pages of http://dapp.example may not call the secure site",
        },
      })
      expect(corsHeaders(answer.headers)).toEqual([])
    }
    expect(harness.catcher().mailbox.list()).toEqual([])
    // The site's own page (its frame) may call it, served as 127.0.0.1 or as localhost.
    const own = await request("/v1/email/start", {
      json: { email: "ada@example.org" },
      headers: { origin: harness.site().url },
    })
    expect(own.status).toBe(200)
    expect(corsHeaders(own.headers)).toEqual([])
    const asLocalhost = await request("/v1/session", {
      headers: { origin: harness.site().url.replace("//127.0.0.1:", "//localhost:") },
    })
    expect(asLocalhost.body).toMatchObject({ error: { reason: "unauthorized" } })
  })

  it("code entries past the per-IP limit (60 per 10 minutes) with 429 and retryAfter, another IP still served, the next window open again", async () => {
    const { max } = defaultSiteRateLimits.emailVerify
    const guess = (from: string) =>
      request("/v1/email/verify", { json: { email: "ada@example.org", code: "000000" }, from })
    for (let entry = 0; entry < max; entry++) {
      expect((await guess("127.0.0.1")).body).toMatchObject({ error: { reason: "no_code" } })
    }
    // The clock stands 0 ms into its window: the whole window is left.
    const refused = await guess("127.0.0.1")
    expect(refused.status).toBe(429)
    expect(refused.headers["retry-after"]).toBe("600")
    expect(refused.body).toEqual({
      error: {
        reason: "rate_limited",
        message: "Too many requests; please try again after 600 seconds",
        retryAfter: 600,
      },
    })
    expect((await guess("127.0.0.2")).body).toMatchObject({ error: { reason: "no_code" } })
    harness.advance(Duration.toMillis(defaultSiteRateLimits.emailVerify.window))
    expect((await guess("127.0.0.1")).body).toMatchObject({ error: { reason: "no_code" } })
  })

  it("code requests past the per-IP limit (20 per 10 minutes), for any address, with 429; another IP still served", async () => {
    const { max } = defaultSiteRateLimits.emailStart
    const start = (email: string, from: string) =>
      request("/v1/email/start", { json: { email }, from })
    for (let entry = 0; entry < max; entry++) {
      expect((await start(`user${entry}@example.org`, "127.0.0.1")).status).toBe(200)
    }
    expect(await start("late@example.org", "127.0.0.1")).toMatchObject({
      status: 429,
      body: { error: { reason: "rate_limited" } },
    })
    expect(harness.catcher().mailbox.list("late@example.org")).toEqual([])
    expect((await start("late@example.org", "127.0.0.3")).status).toBe(200)
  })

  it("a session call without a valid bearer token with 401", async () => {
    const answers = await Promise.all(
      [undefined, "Bearer", "Basic abc", "Bearer not a token", `Bearer ${"A".repeat(43)}`].map(
        (authorization) =>
          request("/v1/session", authorization === undefined ? {} : { headers: { authorization } }),
      ),
    )
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(
      answers.map(() => [
        401,
        {
          error: {
            reason: "unauthorized",
            message: "Sign in first: the session is missing, expired or signed out",
          },
        },
      ]),
    )
  })

  it("an unknown route with 404 and a known one with the wrong method with 405", async () => {
    expect(await request("/v1/email/start")).toMatchObject({
      status: 405,
      body: {
        error: { reason: "method_not_allowed", message: "GET is not allowed on /v1/email/start" },
      },
    })
    expect(await request("/admin", { json: {} })).toMatchObject({
      status: 404,
      body: { error: { reason: "not_found" } },
    })
  })

  it("a start when the mail server is down with 502 and a message that holds no code, logging nothing; the unsent code holds no cooldown", async () => {
    const gone: SmtpCatcher = await startSmtpCatcher()
    await gone.stop()
    const mailer = makeMailer({ smtpUrl: gone.url, from: "login@foyer.test" })
    const logged: Array<string> = []
    const site = await startSecureSiteServer({
      database: harness.database(),
      mailer,
      codeKey: new Uint8Array(32).fill(7),
      now: () => testEpoch,
      log: (message) => logged.push(message),
    })
    try {
      expect(
        await siteRequest(site.url, "/v1/email/start", { json: { email: "ada@example.org" } }),
      ).toMatchObject({
        status: 502,
        body: {
          error: {
            reason: "mail_failed",
            message: "The sign-in code could not be sent; try again later",
          },
        },
      })
      expect(logged).toEqual([])
      // The visitor may retry at once (here on the site whose mail works), not 30 s later.
      expect(
        await request("/v1/email/start", { json: { email: "ada@example.org" } }),
      ).toMatchObject({
        status: 200,
      })
      const [row] = await harness.database().query("SELECT count(*)::int AS n FROM login_codes")
      expect(row?.n).toBe(1)
    } finally {
      await site.stop()
      mailer.close()
    }
  })

  it("a code key shorter than 32 bytes, at start", async () => {
    const mailer = makeMailer({ smtpUrl: harness.catcher().url, from: "login@foyer.test" })
    await expect(
      startSecureSiteServer({ database: harness.database(), mailer, codeKey: new Uint8Array(16) }),
    ).rejects.toMatchObject({ _tag: "LoginCodeKeyTooShortError" })
    mailer.close()
  })
})
