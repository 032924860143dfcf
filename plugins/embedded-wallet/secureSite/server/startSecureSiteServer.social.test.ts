// The secure site's server with social login mounted: the popup's loading page, start, the
// sandbox's real OIDC provider (its client registered once the site's port is known), the
// callback, and the frame's redemption through the site's own origin check, then the session
// it opened working on the site's API.
import { createHash } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { completeSandboxSignIn } from "../../../../sandbox/oidc/completeSandboxSignIn"
import {
  type SandboxOidcProvider,
  startOidcProvider,
} from "../../../../sandbox/oidc/startOidcProvider"
import { siteRequest, useSecureSite } from "./secureSiteServerFixtures"

let provider: SandboxOidcProvider | undefined
beforeAll(async () => {
  provider = await startOidcProvider({ clients: [] })
})
afterAll(async () => {
  await provider?.stop()
})

const secret = Buffer.alloc(32, 11).toString("base64url")
const binding = createHash("sha256").update(Buffer.alloc(32, 11)).digest("base64url")
const dappOrigin = "http://127.0.0.1:5173"

const harness = useSecureSite(() => ({
  socialLogin: {
    sealKey: new Uint8Array(32).fill(1),
    providers: {
      google: {
        issuer: provider?.issuer ?? "",
        clientId: "secure-site",
        clientSecret: "sandbox-secret",
        authorizationParams: { provider: "google" },
      },
    },
  },
}))
beforeAll(async () => {
  await provider?.registerClient({
    clientId: "secure-site",
    clientSecret: "sandbox-secret",
    redirectUris: [`${harness.site().url}/v1/social/callback`],
  })
})

/** A whole social login up to the popup's result: its result URI. */
const signInAs = async (sub: string): Promise<string> => {
  const started = await harness.request(
    `/v1/social/start?provider=google&binding=${binding}&origin=${encodeURIComponent(dappOrigin)}`,
  )
  expect(started.status).toBe(302)
  const cookie = String(started.headers["set-cookie"]).split(";")[0] ?? ""
  const returned = await completeSandboxSignIn(String(started.headers.location), sub)
  const answer = await siteRequest(harness.site().url, `${returned.pathname}${returned.search}`, {
    headers: { accept: "application/json", cookie },
  })
  expect(answer.status).toBe(200)
  return (answer.body as { resultUri: string }).resultUri
}

const redeem = (resultUri: string, origin: string) =>
  harness.request("/v1/social/redeem", {
    json: { result: resultUri.split("/").at(-1), secret },
    headers: { origin },
  })

describe("the secure site's server: social login mounted", () => {
  it("serves the popup's loading page, without Cross-Origin-Opener-Policy", async () => {
    const page = await fetch(`${harness.site().url}/social/loading`)
    expect(page.status).toBe(200)
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(page.headers.get("cross-origin-opener-policy")).toBeNull()
  })

  it("a login through the provider, redeemed by the frame (its own origin), opens a session the site's API honours", async () => {
    const resultUri = await signInAs("sandbox-alice")
    expect(resultUri.startsWith(`${harness.site().url}/v1/social/result/`)).toBe(true)
    const redeemed = await redeem(resultUri, harness.site().url)
    expect(redeemed.status).toBe(200)
    const { token, userId, email, userName } = redeemed.body as Record<string, string>
    expect({ email, userName }).toEqual({ email: "alice@foyer.test", userName: "Alice Sandbox" })
    const session = await harness.request("/v1/session", {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(session).toMatchObject({ status: 200, body: { userId } })
    const wallet = await harness.request("/v1/wallet", {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(wallet.status).toBe(204)
    // Single use, through the server too.
    expect((await redeem(resultUri, harness.site().url)).body).toMatchObject({
      error: { reason: "handoff_used" },
    })
  })

  it("a redemption from another origin's page is refused before it is read (403 origin_refused), and the handoff stays redeemable", async () => {
    const resultUri = await signInAs("sandbox-carol")
    expect(await redeem(resultUri, dappOrigin)).toMatchObject({
      status: 403,
      body: { error: { reason: "origin_refused" } },
    })
    expect((await redeem(resultUri, harness.site().url)).status).toBe(200)
  })
})

describe("the secure site's server without social login", () => {
  const plain = useSecureSite()
  it("answers the social routes 404", async () => {
    for (const path of ["/v1/social/start?provider=google", "/v1/social/redeem"]) {
      expect((await plain.request(path)).status).toBe(404)
    }
  })
})
