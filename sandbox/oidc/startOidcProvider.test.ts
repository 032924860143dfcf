// The sandbox's OIDC provider over real HTTP, with no client library: what any relying party
// (the secure site, Auth.js, a mobile app) sees of it. The site's own client is tested in
// plugins/embedded-wallet/secureSite/oidc against this provider.
import { createHash, createPublicKey, randomBytes, verify } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { sendRaw } from "../../test/hostile/rawHttp"
import { completeSandboxSignIn, SandboxSignInStoppedError } from "./completeSandboxSignIn"
import { renderSignInPage, signInPageTitle } from "./renderSignInPage"
import { type SandboxOidcProvider, startOidcProvider } from "./startOidcProvider"

const redirectUri = "http://127.0.0.1:9/callback"
const secretRedirectUri = "http://127.0.0.1:9/server-callback"
const clientSecret = "sandbox-site-secret"
let oidc: SandboxOidcProvider

beforeAll(async () => {
  oidc = await startOidcProvider({
    clients: [
      { clientId: "public-site", redirectUris: [redirectUri] },
      { clientId: "server-site", redirectUris: [secretRedirectUri], clientSecret },
    ],
  })
})

afterAll(async () => {
  await oidc?.stop()
})

const base64url = (bytes: Buffer) => bytes.toString("base64url")

/** A fresh PKCE pair (RFC 7636, S256). */
const pkce = () => {
  const verifier = base64url(randomBytes(32))
  return { verifier, challenge: base64url(createHash("sha256").update(verifier).digest()) }
}

const discover = async () => {
  const response = await fetch(`${oidc.issuer}/.well-known/openid-configuration`)
  expect(response.status).toBe(200)
  return (await response.json()) as {
    issuer: string
    authorization_endpoint: string
    token_endpoint: string
    jwks_uri: string
    [key: string]: unknown
  }
}

interface AuthorizationRequest {
  readonly clientId?: string
  readonly redirect?: string
  readonly challenge?: string | undefined
  readonly provider?: string
}

const authorizationUrl = async (request: AuthorizationRequest = {}) => {
  const url = new URL((await discover()).authorization_endpoint)
  url.search = new URLSearchParams({
    client_id: request.clientId ?? "public-site",
    redirect_uri: request.redirect ?? redirectUri,
    response_type: "code",
    scope: "openid email profile",
    state: "state-1",
    nonce: "nonce-1",
    ...(request.challenge === undefined
      ? {}
      : { code_challenge: request.challenge, code_challenge_method: "S256" }),
    ...(request.provider === undefined ? {} : { provider: request.provider }),
  }).toString()
  return url
}

const redeem = async (code: string, verifier: string | undefined, auth?: string) => {
  const response = await fetch((await discover()).token_endpoint, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(auth === undefined ? {} : { authorization: auth }),
    },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: auth === undefined ? redirectUri : secretRedirectUri,
      ...(auth === undefined ? { client_id: "public-site" } : {}),
      ...(verifier === undefined ? {} : { code_verifier: verifier }),
    }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const decodeJwtPart = (part: string | undefined) =>
  JSON.parse(Buffer.from(part ?? "", "base64url").toString("utf8")) as Record<string, unknown>

describe("startOidcProvider", () => {
  it("publishes discovery for its loopback issuer: code flow only, PKCE S256, openid email profile", async () => {
    const metadata = await discover()
    expect(oidc.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(metadata).toMatchObject({
      issuer: oidc.issuer,
      response_types_supported: ["code"],
      code_challenge_methods_supported: ["S256"],
      authorization_response_iss_parameter_supported: true,
    })
    expect(metadata.grant_types_supported).not.toContain("implicit")
    expect(metadata.scopes_supported).toEqual(
      expect.arrayContaining(["openid", "email", "profile"]),
    )
    expect(metadata.jwks_uri).toBe(`${oidc.issuer}/jwks`)
  })

  it("signs in a test user and redeems the code once for an ID token signed with its published key", async () => {
    const { verifier, challenge } = pkce()
    const callback = await completeSandboxSignIn(
      await authorizationUrl({ challenge }),
      "sandbox-alice",
    )
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri)
    expect(callback.searchParams.get("state")).toBe("state-1")
    expect(callback.searchParams.get("iss")).toBe(oidc.issuer)
    const code = callback.searchParams.get("code") ?? ""

    const { status, body } = await redeem(code, verifier)
    expect(status).toBe(200)
    const [header, payload, signature] = String(body.id_token).split(".")
    const claims = decodeJwtPart(payload)
    expect(claims).toMatchObject({
      iss: oidc.issuer,
      aud: "public-site",
      sub: "sandbox-alice",
      nonce: "nonce-1",
      email: "alice@foyer.test",
      email_verified: true,
      name: "Alice Sandbox",
    })
    const { kid, alg } = decodeJwtPart(header)
    expect(alg).toBe("RS256")
    const jwks = (await (await fetch((await discover()).jwks_uri)).json()) as {
      keys: ReadonlyArray<{ kid: string; d?: string }>
    }
    const key = jwks.keys.find((candidate) => candidate.kid === kid)
    expect(key?.d).toBeUndefined()
    const signed = Buffer.from(`${header}.${payload}`)
    const publicKey = createPublicKey({ key: { ...key }, format: "jwk" })
    expect(verify("sha256", signed, publicKey, Buffer.from(signature ?? "", "base64url"))).toBe(
      true,
    )

    // RFC 6749 4.1.2: a code is single use.
    expect(await redeem(code, verifier)).toMatchObject({
      status: 400,
      body: { error: "invalid_grant" },
    })
  })

  it("releases no email for a user without one, and email_verified false for an unverified one", async () => {
    const claimsOf = async (sub: string) => {
      const { verifier, challenge } = pkce()
      const callback = await completeSandboxSignIn(await authorizationUrl({ challenge }), sub)
      const { body } = await redeem(callback.searchParams.get("code") ?? "", verifier)
      return decodeJwtPart(String(body.id_token).split(".")[1])
    }
    const carol = await claimsOf("sandbox-carol")
    expect(carol.sub).toBe("sandbox-carol")
    expect(carol).not.toHaveProperty("email")
    expect(await claimsOf("sandbox-bob")).toMatchObject({
      email: "bob@foyer.test",
      email_verified: false,
    })
  })

  it("requires PKCE: an authorization request without a code_challenge is sent back with invalid_request", async () => {
    const callback = await completeSandboxSignIn(await authorizationUrl(), "sandbox-alice")
    expect(callback.searchParams.get("error")).toBe("invalid_request")
    expect(callback.searchParams.get("error_description")).toMatch(/PKCE/)
    expect(callback.searchParams.has("code")).toBe(false)
  })

  it("refuses a code redeemed without its code_verifier, or with another one (RFC 7636 4.6)", async () => {
    const { verifier, challenge } = pkce()
    const callback = await completeSandboxSignIn(
      await authorizationUrl({ challenge }),
      "sandbox-alice",
    )
    const code = callback.searchParams.get("code") ?? ""
    expect(await redeem(code, undefined)).toMatchObject({
      status: 400,
      body: { error: "invalid_grant" },
    })
    expect(await redeem(code, pkce().verifier)).toMatchObject({
      status: 400,
      body: { error: "invalid_grant" },
    })
    // The verifier, not the code, is the secret: failed tries leave the code to its owner.
    expect((await redeem(code, verifier)).status).toBe(200)
  })

  it("answers a redirect_uri that is not registered with its error page, never redirecting to it", async () => {
    const url = await authorizationUrl({
      challenge: pkce().challenge,
      redirect: "http://127.0.0.1:9/elsewhere",
    })
    const response = await fetch(url, { redirect: "manual" })
    expect(response.status).toBe(400)
    expect(response.headers.get("location")).toBeNull()
    expect(await response.text()).toContain(
      "redirect_uri did not match any of the client&#39;s registered redirect_uris",
    )
    await expect(completeSandboxSignIn(url, "sandbox-alice")).rejects.toBeInstanceOf(
      SandboxSignInStoppedError,
    )
  })

  it("sends Cancel back to the client as access_denied", async () => {
    const callback = await completeSandboxSignIn(
      await authorizationUrl({ challenge: pkce().challenge }),
      undefined,
    )
    expect(callback.searchParams.get("error")).toBe("access_denied")
    expect(callback.searchParams.get("state")).toBe("state-1")
  })

  it("authenticates a confidential client with client_secret_basic and refuses a wrong secret", async () => {
    const basic = (secret: string) =>
      `Basic ${Buffer.from(`server-site:${secret}`).toString("base64")}`
    const signedIn = async () => {
      const { verifier, challenge } = pkce()
      const url = await authorizationUrl({
        clientId: "server-site",
        redirect: secretRedirectUri,
        challenge,
      })
      const callback = await completeSandboxSignIn(url, "sandbox-alice")
      return { code: callback.searchParams.get("code") ?? "", verifier }
    }
    const first = await signedIn()
    expect(await redeem(first.code, first.verifier, basic("wrong"))).toMatchObject({
      status: 401,
      body: { error: "invalid_client" },
    })
    const second = await signedIn()
    const { status, body } = await redeem(second.code, second.verifier, basic(clientSecret))
    expect(status).toBe(200)
    expect(decodeJwtPart(String(body.id_token).split(".")[1]).aud).toBe("server-site")
  })

  it("shows the sign-in page with the provider hint, never framed and with no script", async () => {
    const url = await authorizationUrl({ challenge: pkce().challenge, provider: "github" })
    const first = await fetch(url, { redirect: "manual" })
    const page = await fetch(new URL(first.headers.get("location") ?? "", url), {
      headers: {
        cookie: first.headers
          .getSetCookie()
          .map((line) => line.split(";")[0])
          .join("; "),
      },
    })
    expect(page.status).toBe(200)
    expect(page.headers.get("x-frame-options")).toBe("DENY")
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain(`<title>${signInPageTitle}</title>`)
    expect(html).toContain("Sign in to <strong>public-site</strong> as github.")
    expect(html).toContain(
      'value="sandbox-alice">Alice Sandbox <span>(alice@foyer.test, verified)</span>',
    )
    expect(html).not.toContain("<script")
  })

  it("refuses another Host (DNS rebinding) and an interaction link without its browser's cookie", async () => {
    const url = await authorizationUrl({ challenge: pkce().challenge })
    const rebound = await sendRaw(
      url.origin,
      `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n`,
    )
    expect(rebound.status).toBe(403)
    const first = await fetch(url, { redirect: "manual" })
    const stolen = await fetch(new URL(first.headers.get("location") ?? "", url))
    expect(stolen.status).toBe(400)
    expect(await stolen.text()).toContain("This sign-in expired or belongs to another browser")
  })
})

describe("renderSignInPage", () => {
  it("escapes what it shows", () => {
    const html = renderSignInPage({
      action: "/interaction/x",
      clientId: "<img src=x>",
      provider: '"><script>',
      users: [{ sub: '"x', name: "<b>", email: "a&b@foyer.test", emailVerified: true }],
    })
    expect(html).not.toMatch(/<img|<script|<b>/)
    expect(html).toContain("&#60;img src=x&#62;")
    expect(html).toContain('value="&#34;x"')
  })
})
