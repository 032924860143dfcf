// The frame page's API client's Farcaster calls against the real secure site: PGlite, the
// login server over real HTTP, a stand-in relay and a custody check the test controls.
import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { testEpoch } from "../db/secureSiteDatabaseFixtures"
import { approve, testCustody, useTestRelay } from "../farcaster/farcasterLoginFixtures"
import { useSecureSite } from "../server/secureSiteServerFixtures"
import { makeSiteApi, SiteApiRequestError } from "./siteApi"

const relay = useTestRelay()
const custody = testCustody()
const bob = custody.registered(
  "0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a",
  99,
)
const secret = Buffer.alloc(32, 8).toString("base64url")
const binding = createHash("sha256").update(Buffer.alloc(32, 8)).digest("base64url")

describe("makeSiteApi's Farcaster calls against the secure site", () => {
  const harness = useSecureSite(() => ({
    farcasterLogin: {
      relayUrl: relay.url(),
      rpcUrl: "http://127.0.0.1:9",
      sealKey: new Uint8Array(32).fill(6),
      ethereum: custody.ethereum,
    },
  }))
  const api = () => makeSiteApi({ origin: harness.site().url, fetch: globalThis.fetch })

  it("start answers the relay's URL and the attempt; connect answers pending (the site's 202), then the session", async () => {
    // viem checks the message's expiry on the real clock: the site's starts there too.
    harness.advance(Date.now() - testEpoch)
    const started = await api().startFarcaster(binding)
    expect(started).toEqual({
      url: expect.stringContaining("channelToken="),
      attempt: expect.any(String),
    })
    expect(await api().connectFarcaster(started.attempt, secret)).toEqual({ state: "pending" })
    const channel = relay.channels.get(new URL(started.url).searchParams.get("channelToken") ?? "")
    if (channel === undefined) throw new Error("The relay holds no such channel")
    await approve(channel, bob.fid, bob.account)
    const connected = await api().connectFarcaster(started.attempt, secret)
    expect(connected).toEqual({
      state: "connected",
      session: {
        token: expect.any(String),
        userId: expect.any(String),
        email: null,
        userName: "user99",
      },
    })
    if (connected.state !== "connected") throw new Error("connected")
    expect(await api().session(connected.session.token)).toEqual({
      userId: connected.session.userId,
      email: null,
    })
  })

  it("a refusal carries the site's reason and message", async () => {
    const refused = await api()
      .connectFarcaster("not-an-attempt", secret)
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(SiteApiRequestError)
    expect(refused).toMatchObject({ status: 400, reason: "attempt_invalid" })
  })
})
