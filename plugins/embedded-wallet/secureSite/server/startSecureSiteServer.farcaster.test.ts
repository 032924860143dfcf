// The secure site's server with Sign In With Farcaster mounted: a stand-in relay, a custody
// check the test controls, the frame's start and connect calls through the site's own origin
// check, and the session they open working on the site's API.
import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { testEpoch } from "../db/secureSiteDatabaseFixtures"
import { approve, testCustody, useTestRelay } from "../farcaster/farcasterLoginFixtures"
import { farcasterSealKey } from "./farcasterRoutes"
import { useSecureSite } from "./secureSiteServerFixtures"

const relay = useTestRelay()
const custody = testCustody()
const alice = custody.registered(
  "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
  7,
)

const secret = Buffer.alloc(32, 5).toString("base64url")
const binding = createHash("sha256").update(Buffer.alloc(32, 5)).digest("base64url")

const harness = useSecureSite(() => ({
  socialLogin: { sealKey: new Uint8Array(32).fill(2), providers: {} },
  farcasterLogin: {
    relayUrl: `${relay.url()}/`,
    rpcUrl: "http://127.0.0.1:9",
    ethereum: custody.ethereum,
    siteOrigin: (serverUrl) => serverUrl.replace("//127.0.0.1:", "//localhost:"),
  },
}))

describe("the secure site's server: Farcaster sign-in mounted", () => {
  it("the frame starts a sign-in and connects once the visitor approved: a session the site's API honours, for a channel on the site's public host", async () => {
    // viem checks the message's expiry on the real clock: the site's starts there too.
    harness.advance(Date.now() - testEpoch)
    const origin = harness.site().url
    const started = await harness.request("/v1/farcaster/start", {
      json: { binding },
      headers: { origin },
    })
    expect(started.status).toBe(200)
    const { url, attempt } = started.body as { url: string; attempt: string }
    const channel = relay.channels.get(new URL(url).searchParams.get("channelToken") ?? "")
    if (channel === undefined) throw new Error("The relay holds no such channel")
    expect(channel.request.domain).toBe(new URL(origin.replace("127.0.0.1", "localhost")).host)
    const pending = await harness.request("/v1/farcaster/connect", {
      json: { attempt, secret },
      headers: { origin },
    })
    expect([pending.status, pending.body]).toEqual([202, { state: "pending" }])
    await approve(channel, alice.fid, alice.account)
    const connected = await harness.request("/v1/farcaster/connect", {
      json: { attempt, secret },
      headers: { origin },
    })
    expect(connected.status).toBe(200)
    const { token, userId } = connected.body as { token: string; userId: string }
    const session = await harness.request("/v1/session", {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(session.body).toEqual({ userId, email: null })
  })

  it("refuses a page of another origin (403 origin_refused) before any relay call", async () => {
    const answer = await harness.request("/v1/farcaster/start", {
      json: { binding },
      headers: { origin: "http://127.0.0.1:5173" },
    })
    expect([answer.status, (answer.body as { error: { reason: string } }).error.reason]).toEqual([
      403,
      "origin_refused",
    ])
  })

  it("takes the social login's seal key when it has none of its own, and throws without any", () => {
    const social = new Uint8Array(32).fill(4)
    const login = { relayUrl: "http://relay.invalid", rpcUrl: "http://rpc.invalid" }
    expect(farcasterSealKey(login, social)).toBe(social)
    expect(() => farcasterSealKey(login, undefined)).toThrow(RangeError)
    expect(() => farcasterSealKey({ ...login, sealKey: new Uint8Array(16) }, social)).toThrow(
      RangeError,
    )
  })
})
