// The secure site's email-code login end to end: PGlite in memory, the login server over real
// HTTP, and the code travelling over real SMTP to the sandbox's catcher, read from its mailbox.
import { sha256 } from "@noble/hashes/sha2"
import { describe, expect, it } from "vitest"
import { testEpoch } from "../db/secureSiteDatabaseFixtures"
import { codeInMail, useSecureSite } from "./secureSiteServerFixtures"

const minute = 60_000

describe("startSecureSiteServer: email-code login", () => {
  const harness = useSecureSite()
  const { request } = harness

  /** Asks for a code for `email` and resolves with the one mailed to it. */
  const mailedCode = async (email: string) => {
    harness.catcher().mailbox.clear()
    const started = await request("/v1/email/start", { json: { email } })
    expect(started).toMatchObject({ status: 200, body: { action: "VERIFY_OTP" } })
    return codeInMail((await harness.catcher().mailbox.waitFor(email)).text)
  }

  const verify = (email: string, code: string) =>
    request("/v1/email/verify", { json: { email, code } })

  it("spec 2 email login: start answers VERIFY_OTP and mails a code; the mailed code opens a session the token reads; revoke signs it out (401 after)", async () => {
    const code = await mailedCode("Ada@Example.org")
    const mail = harness.catcher().mailbox.latest("ada@example.org")
    expect(mail).toMatchObject({ subject: "Your sign-in code", from: "login@foyer.test" })

    const verified = await verify("ada@example.org", code)
    expect(verified.status).toBe(200)
    const body = verified.body as {
      token: string
      userId: string
      email: string
      isNewUser: boolean
    }
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: "ada@example.org",
      isNewUser: true,
    })
    const bearer = { authorization: `Bearer ${body.token}` }

    expect(await request("/v1/session", { headers: bearer })).toMatchObject({
      status: 200,
      body: { userId: body.userId, email: "ada@example.org" },
    })
    const revoked = await request("/v1/session/revoke", { method: "POST", headers: bearer })
    expect(revoked.status).toBe(204)
    expect(revoked.body).toBeUndefined()
    expect(await request("/v1/session", { headers: bearer })).toMatchObject({
      status: 401,
      body: { error: { reason: "unauthorized" } },
    })
    // Signed out already: a second revoke opens nothing either.
    expect((await request("/v1/session/revoke", { method: "POST", headers: bearer })).status).toBe(
      401,
    )
  })

  it("the same address signs in again to the same user (isNewUser false), each sign-in with its own session", async () => {
    const first = await verify("bob@example.org", await mailedCode("bob@example.org"))
    harness.advance(30_000)
    const second = await verify("bob@example.org", await mailedCode("BOB@example.org"))
    const [a, b] = [first.body, second.body] as Array<{
      userId: string
      token: string
      isNewUser: boolean
    }>
    expect(b?.userId).toBe(a?.userId)
    expect([a?.isNewUser, b?.isNewUser]).toEqual([true, false])
    expect(b?.token).not.toBe(a?.token)
    // The code proved the mailbox: the address is kept verified, from its first sign-in.
    const [row] = await harness
      .database()
      .query("SELECT verified_at FROM user_emails WHERE email = 'bob@example.org'")
    expect(row?.verified_at).toEqual(new Date(testEpoch))
  })

  it("a wrong code is refused with the attempts left, counting down to Exhausted; then the right code opens nothing", async () => {
    const code = await mailedCode("carol@example.org")
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0")
    const answers = []
    for (let attempt = 0; attempt < 5; attempt++)
      answers.push(await verify("carol@example.org", wrong))
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      ...[4, 3, 2].map((left) => [
        400,
        {
          error: {
            reason: "wrong_code",
            message: `The code is not correct; ${left} attempts left`,
            attemptsLeft: left,
          },
        },
      ]),
      [
        400,
        {
          error: {
            reason: "wrong_code",
            message: "The code is not correct; 1 attempt left",
            attemptsLeft: 1,
          },
        },
      ],
      [
        400,
        {
          error: {
            reason: "code_exhausted",
            message: "Too many wrong codes; ask for a new one",
            attemptsLeft: 0,
          },
        },
      ],
    ])
    expect(await verify("carol@example.org", code)).toMatchObject({
      status: 400,
      body: { error: { reason: "code_exhausted" } },
    })
  })

  it("a replayed code is refused as used", async () => {
    const code = await mailedCode("dan@example.org")
    expect((await verify("dan@example.org", code)).status).toBe(200)
    expect(await verify("dan@example.org", code)).toEqual({
      status: 400,
      headers: expect.anything(),
      body: {
        error: { reason: "code_used", message: "The code was used already; ask for a new one" },
      },
    })
  })

  it("two entries of the right code at once open one session: the other is refused as used", async () => {
    const code = await mailedCode("eve@example.org")
    const answers = await Promise.all([
      verify("eve@example.org", code),
      verify("eve@example.org", code),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    const [row] = await harness.database().query("SELECT count(*)::int AS n FROM sessions")
    expect(row?.n).toBe(1)
  })

  it("a code expires 10 minutes after it was sent, on the site's clock", async () => {
    const code = await mailedCode("fay@example.org")
    harness.advance(10 * minute)
    expect(await verify("fay@example.org", code)).toMatchObject({
      status: 400,
      body: {
        error: { reason: "code_expired", message: "The code has expired; ask for a new one" },
      },
    })
  })

  it("spec 5 email-login trigger: within 30 s of the last code another start is 429 'Please try again after {n} seconds' with retryAfter; at 30 s it passes", async () => {
    await mailedCode("gil@example.org")
    harness.advance(12_500)
    const refused = await request("/v1/email/start", { json: { email: "gil@example.org" } })
    expect(refused.status).toBe(429)
    expect(refused.headers["retry-after"]).toBe("18")
    expect(refused.body).toEqual({
      error: {
        reason: "email_cooldown",
        message: "Please try again after 18 seconds",
        retryAfter: 18,
      },
    })
    expect(harness.catcher().mailbox.list("gil@example.org")).toHaveLength(1)
    harness.advance(17_500)
    expect(await request("/v1/email/start", { json: { email: "gil@example.org" } })).toMatchObject({
      status: 200,
    })
  })

  it("a new code supersedes the earlier one, which no longer signs in", async () => {
    const earlier = await mailedCode("hal@example.org")
    harness.advance(30_000)
    const later = await mailedCode("hal@example.org")
    if (earlier === later) return // One draw in 10^6: the two codes cannot be told apart.
    expect(await verify("hal@example.org", earlier)).toMatchObject({
      body: { error: { reason: "wrong_code", attemptsLeft: 4 } },
    })
    expect((await verify("hal@example.org", later)).status).toBe(200)
  })

  it("an entry for an address no code was sent to is refused as no code", async () => {
    expect(await verify("ivy@example.org", "123456")).toMatchObject({
      status: 400,
      body: { error: { reason: "no_code" } },
    })
  })

  it("spec 5 email fields: an invalid address is 400 'Please enter a valid email address', and no mail goes out", async () => {
    const answer = await request("/v1/email/start", { json: { email: "not-an-address" } })
    expect(answer).toMatchObject({
      status: 400,
      body: { error: { reason: "invalid_email", message: "Please enter a valid email address" } },
    })
    expect(harness.catcher().mailbox.list()).toEqual([])
  })

  it("the database holds only hashes: neither the mailed code nor the session token is in any table", async () => {
    const code = await mailedCode("jon@example.org")
    const { token } = (await verify("jon@example.org", code)).body as { token: string }
    const tables = ["users", "user_emails", "login_codes", "sessions", "rate_limits"]
    const dump = []
    for (const table of tables) {
      dump.push(...(await harness.database().query(`SELECT t::text AS row FROM ${table} t`)))
    }
    const text = JSON.stringify(dump)
    expect(text).toContain("jon@example.org")
    const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex")
    for (const secret of [code, token]) {
      expect(text).not.toContain(secret)
      expect(text).not.toContain(hex(new TextEncoder().encode(secret)))
    }
    // Nor the code's unkeyed hash, which would fall to trying all 10^6 codes.
    expect(text).not.toContain(hex(sha256(new TextEncoder().encode(code))))
    // The session's token is kept as its SHA-256 only.
    expect(text).toContain(hex(sha256(new TextEncoder().encode(token))))
  })

  it("every answer says Cache-Control: no-store and carries no CORS header", async () => {
    const answers = [
      await request("/v1/email/start", { json: { email: "kim@example.org" } }),
      await request("/v1/session"),
      await request("/v1/nowhere"),
    ]
    for (const answer of answers) {
      expect(answer.headers["cache-control"]).toBe("no-store")
      expect(
        Object.keys(answer.headers).filter((name) => name.startsWith("access-control-")),
      ).toEqual([])
    }
  })
})
