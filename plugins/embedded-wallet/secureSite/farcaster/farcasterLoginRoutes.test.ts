// The secure site's Farcaster sign-in routes end to end over HTTP: a loopback site mounting
// them, a stand-in relay, PGlite, real SIWF messages signed by viem keys and a custody check the
// test controls (farcasterLoginFixtures.ts). start → the relay's channel → connect while pending
// → the app's approval → a verified message → a session; then each way it must be refused.
import { createAppClient } from "@farcaster/auth-client"
import { sha256 } from "@noble/hashes/sha2"
import { base64urlnopad } from "@scure/base"
import { beforeEach, describe, expect, it } from "vitest"
import { makeFarcasterSignInRepository } from "../db/FarcasterSignInRepository"
import { makeIdentityRepository } from "../db/IdentityRepository"
import { makeRateLimitRepository } from "../db/RateLimitRepository"
import { makeSessionRepository } from "../db/SessionRepository"
import { useTestDatabase } from "../db/secureSiteDatabaseFixtures"
import { makeSiteSessions } from "../sessions/siteSessions"
import { sealJson } from "../social/sealedValue"
import { farcasterLoginAttemptLifetimeMs } from "./farcasterLoginAttempt"
import {
  approve,
  testCustody,
  testFarcasterAccount,
  useTestFarcasterSite,
  useTestRelay,
} from "./farcasterLoginFixtures"
import { type FarcasterLoginRoutesOptions, makeFarcasterLoginRoutes } from "./farcasterLoginRoutes"

const database = useTestDatabase()
const relay = useTestRelay()
const site = useTestFarcasterSite()
const sealKey = new Uint8Array(32).fill(9)
const alice = testFarcasterAccount(
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  1042,
)
const mallory = testFarcasterAccount(
  "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
  666,
)
/**
 * The site's clock. It starts at the real time: viem checks a message's expirationTime on the
 * real clock, and the site sets it from its own.
 */
let clock = Date.now()
let custody = testCustody()
const logged: Array<string> = []

const sessionsOf = () => makeSiteSessions(makeSessionRepository(database()))

const mount = (options: Partial<FarcasterLoginRoutesOptions> = {}) =>
  site.mount(
    makeFarcasterLoginRoutes({
      client: createAppClient({ relay: relay.url(), ethereum: custody.ethereum }),
      identities: makeIdentityRepository(database()),
      signIns: makeFarcasterSignInRepository(database()),
      sessions: sessionsOf(),
      rateLimits: makeRateLimitRepository(database()),
      sealKey,
      siteOrigin: site.origin(),
      now: () => clock,
      log: (message) => logged.push(message),
      ...options,
    }),
  )

beforeEach(() => {
  clock = Date.now()
  custody = testCustody()
  custody.register(alice.account.address, alice.fid)
  custody.register(mallory.account.address, mallory.fid)
  logged.length = 0
  relay.channels.clear()
  relay.statusRequests.length = 0
  relay.closesCompleted = true
  mount()
})

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${site.origin()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) }
}

/** A frame's secret and its binding. */
const frameSecret = (fill: number) => {
  const secret = new Uint8Array(32).fill(fill)
  return { secret: base64urlnopad.encode(secret), binding: base64urlnopad.encode(sha256(secret)) }
}

/** Starts a sign-in for a frame; answers its attempt, secret and the relay's channel. */
const started = async (fill = 1) => {
  const { secret, binding } = frameSecret(fill)
  const answer = await post("/v1/farcaster/start", { binding })
  expect(answer.status).toBe(200)
  const { url, attempt } = answer.body as { url: string; attempt: string }
  const token = new URL(url).searchParams.get("channelToken") ?? ""
  const channel = relay.channels.get(token)
  if (channel === undefined) throw new Error("The relay holds no such channel")
  return { url, attempt, secret, channel }
}

describe("POST /v1/farcaster/start", () => {
  it("opens a relay channel for the site's domain, uri and own nonce, 10 minutes, custody only; answers the relay's url and a sealed attempt that hides the channel token", async () => {
    const { url, attempt, channel } = await started()
    expect(url).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
    expect(channel.request).toEqual({
      siweUri: `${site.origin()}/v1/farcaster/connect`,
      domain: new URL(site.origin()).host,
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      expirationTime: new Date(clock + farcasterLoginAttemptLifetimeMs).toISOString(),
      acceptAuthAddress: false,
    })
    expect(attempt).not.toContain(channel.channelToken)
    expect(Buffer.from(attempt, "base64url").toString("latin1")).not.toContain(channel.channelToken)
  })

  it("each start has its own nonce", async () => {
    const first = await started(1)
    const second = await started(2)
    expect(first.channel.request.nonce).not.toBe(second.channel.request.nonce)
  })

  it("refuses a malformed binding (400 binding_invalid) and a body that is not { binding } (400 invalid_body)", async () => {
    expect((await post("/v1/farcaster/start", { binding: "short" })).body).toEqual({
      error: { reason: "binding_invalid", message: expect.any(String) },
    })
    const extra = await post("/v1/farcaster/start", { binding: frameSecret(1).binding, x: 1 })
    expect([extra.status, extra.body.error.reason]).toEqual([400, "invalid_body"])
    expect(relay.channels.size).toBe(0)
  })

  it("rate-limits starts per client address: over the limit, 429 with Retry-After", async () => {
    mount({ startLimit: { hits: 2, windowMs: 60_000 } })
    const { binding } = frameSecret(1)
    expect((await post("/v1/farcaster/start", { binding })).status).toBe(200)
    expect((await post("/v1/farcaster/start", { binding })).status).toBe(200)
    const third = await post("/v1/farcaster/start", { binding })
    expect([third.status, third.body.error.reason]).toEqual([429, "rate_limited"])
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0)
    expect(relay.channels.size).toBe(2)
  })

  it("answers 502 relay_unavailable when the relay cannot be reached, and logs it", async () => {
    mount({
      client: createAppClient({ relay: "http://127.0.0.1:9", ethereum: custody.ethereum }),
    })
    const answer = await post("/v1/farcaster/start", { binding: frameSecret(1).binding })
    expect([answer.status, answer.body.error.reason]).toEqual([502, "relay_unavailable"])
    expect(logged).toEqual([expect.stringContaining("relay_unavailable")])
  })

  it("answers only POST (405)", async () => {
    const answer = await fetch(`${site.origin()}/v1/farcaster/start`)
    expect(answer.status).toBe(405)
  })
})

describe("POST /v1/farcaster/connect", () => {
  it("answers 202 pending until the visitor approved in their app, then verifies the message and opens a session for the fid's user (email null, the username)", async () => {
    const { attempt, secret, channel } = await started()
    const pending = await post("/v1/farcaster/connect", { attempt, secret })
    expect([pending.status, pending.body]).toEqual([202, { state: "pending" }])
    await approve(channel, alice.fid, alice.account)
    const done = await post("/v1/farcaster/connect", { attempt, secret })
    expect(done.status).toBe(200)
    expect(done.body).toEqual({
      token: expect.any(String),
      userId: expect.any(String),
      email: null,
      userName: "user1042",
    })
    const session = await sessionsOf().find(done.body.token, clock)
    expect(session?.userId).toBe(done.body.userId)
    const [row] = await database().query(
      "SELECT user_id::text AS user_id FROM farcaster_identities WHERE fid = $1",
      [alice.fid],
    )
    expect(row).toEqual({ user_id: done.body.userId })
  })

  it("the same fid signs in as the same user again, with a new attempt", async () => {
    const first = await started(1)
    await approve(first.channel, alice.fid, alice.account)
    const one = await post("/v1/farcaster/connect", {
      attempt: first.attempt,
      secret: first.secret,
    })
    const second = await started(2)
    await approve(second.channel, alice.fid, alice.account)
    const two = await post("/v1/farcaster/connect", {
      attempt: second.attempt,
      secret: second.secret,
    })
    expect(two.body.userId).toBe(one.body.userId)
    expect(two.body.token).not.toBe(one.body.token)
  })

  it("a replayed attempt after its success is refused: the relay closed the channel (400 channel_closed)", async () => {
    const { attempt, secret, channel } = await started()
    await approve(channel, alice.fid, alice.account)
    expect((await post("/v1/farcaster/connect", { attempt, secret })).status).toBe(200)
    const replay = await post("/v1/farcaster/connect", { attempt, secret })
    expect([replay.status, replay.body.error.reason]).toEqual([400, "channel_closed"])
    expect(await database().query("SELECT id FROM sessions")).toHaveLength(1)
  })

  it("a relay that answers the completed channel again still opens one session: the nonce is taken once (400 sign_in_used), racing connects included", async () => {
    relay.closesCompleted = false
    const { attempt, secret, channel } = await started()
    await approve(channel, alice.fid, alice.account)
    const racing = await Promise.all([
      post("/v1/farcaster/connect", { attempt, secret }),
      post("/v1/farcaster/connect", { attempt, secret }),
    ])
    expect(racing.map(({ status }) => status).sort()).toEqual([200, 400])
    const replay = await post("/v1/farcaster/connect", { attempt, secret })
    expect([replay.status, replay.body.error.reason]).toEqual([400, "sign_in_used"])
    expect(await database().query("SELECT id FROM sessions")).toHaveLength(1)
  })

  it("refuses another frame's secret (400 binding_mismatch) before asking the relay", async () => {
    const { attempt } = await started(1)
    const other = await post("/v1/farcaster/connect", { attempt, secret: frameSecret(2).secret })
    expect([other.status, other.body.error.reason]).toEqual([400, "binding_mismatch"])
    expect(relay.statusRequests).toEqual([])
  })

  it("refuses a changed, forged or other-purpose attempt (400 attempt_invalid)", async () => {
    const { attempt, secret, channel } = await started(1)
    const changed = `${attempt.slice(0, -2)}${attempt.endsWith("A") ? "BB" : "AA"}`
    const forged = sealJson(new Uint8Array(32).fill(3), "farcaster-login-attempt", {
      channelToken: channel.channelToken,
      nonce: "0".repeat(32),
      binding: frameSecret(1).binding,
      expiresAt: clock + 60_000,
    })
    const otherPurpose = sealJson(sealKey, "social-login-attempt", {
      channelToken: channel.channelToken,
      nonce: "0".repeat(32),
      binding: frameSecret(1).binding,
      expiresAt: clock + 60_000,
    })
    for (const bad of [changed, forged, otherPurpose]) {
      const answer = await post("/v1/farcaster/connect", { attempt: bad, secret })
      expect([answer.status, answer.body.error.reason]).toEqual([400, "attempt_invalid"])
    }
  })

  it("refuses an attempt past its 10 minutes on the site's clock (400 attempt_expired), and one the relay forgot (400 channel_closed)", async () => {
    const { attempt, secret, channel } = await started()
    await approve(channel, alice.fid, alice.account)
    clock += farcasterLoginAttemptLifetimeMs
    const late = await post("/v1/farcaster/connect", { attempt, secret })
    expect([late.status, late.body.error.reason]).toEqual([400, "attempt_expired"])
    clock -= farcasterLoginAttemptLifetimeMs
    relay.forget()
    const forgotten = await post("/v1/farcaster/connect", { attempt, secret })
    expect([forgotten.status, forgotten.body.error.reason]).toEqual([400, "channel_closed"])
  })

  it("refuses a message signed by a key that is not the fid's custody (401 signature_invalid), and opens no session", async () => {
    const { attempt, secret, channel } = await started()
    await approve(channel, alice.fid, mallory.account)
    const answer = await post("/v1/farcaster/connect", { attempt, secret })
    expect([answer.status, answer.body.error.reason]).toEqual([401, "signature_invalid"])
    expect(await database().query("SELECT id FROM sessions")).toEqual([])
    expect(await database().query("SELECT fid FROM farcaster_identities")).toEqual([])
  })

  it("refuses a message for another domain or another nonce (401 signature_invalid)", async () => {
    for (const overrides of [{ domain: "evil.example" }, { nonce: "abcdef0123456789" }]) {
      const { attempt, secret, channel } = await started()
      await approve(channel, alice.fid, alice.account, overrides)
      const answer = await post("/v1/farcaster/connect", { attempt, secret })
      expect([answer.status, answer.body.error.reason]).toEqual([401, "signature_invalid"])
    }
  })

  it("a message whose signature does not match it is refused (401 signature_invalid)", async () => {
    const { attempt, secret, channel } = await started()
    await approve(channel, alice.fid, alice.account)
    const completed = channel.completed
    if (completed === undefined) throw new Error("approved")
    channel.completed = { ...completed, message: completed.message.replace("1042", "1043") }
    const answer = await post("/v1/farcaster/connect", { attempt, secret })
    expect([answer.status, answer.body.error.reason]).toEqual([401, "signature_invalid"])
  })

  it("answers 503 chain_unavailable when the fid's custody cannot be read, and logs it; the relay closed the channel with its answer, so the visitor starts again", async () => {
    const { attempt, secret, channel } = await started()
    await approve(channel, alice.fid, alice.account)
    custody.down = true
    const down = await post("/v1/farcaster/connect", { attempt, secret })
    expect([down.status, down.body.error.reason]).toEqual([503, "chain_unavailable"])
    expect(logged).toEqual([expect.stringContaining("chain_unavailable")])
    custody.down = false
    const again = await post("/v1/farcaster/connect", { attempt, secret })
    expect([again.status, again.body.error.reason]).toEqual([400, "channel_closed"])
  })

  it("answers 502 relay_unavailable when the relay is gone, never naming the channel token", async () => {
    const { attempt, secret, channel } = await started()
    mount({
      client: createAppClient({ relay: "http://127.0.0.1:9", ethereum: custody.ethereum }),
    })
    const answer = await post("/v1/farcaster/connect", { attempt, secret })
    expect([answer.status, answer.body.error.reason]).toEqual([502, "relay_unavailable"])
    expect(answer.text).not.toContain(channel.channelToken)
    expect(logged.join("\n")).not.toContain(channel.channelToken)
  })

  it("refuses a body that is not { attempt, secret } (400 invalid_body)", async () => {
    for (const body of [{}, { attempt: "x" }, { attempt: "x", secret: "short" }]) {
      const answer = await post("/v1/farcaster/connect", body)
      expect([answer.status, answer.body.error.reason]).toEqual([400, "invalid_body"])
    }
  })
})
