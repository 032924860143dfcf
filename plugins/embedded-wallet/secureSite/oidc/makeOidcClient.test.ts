// The secure site's social-login client against the sandbox's real OIDC provider over HTTP:
// the whole authorization code + PKCE round trip, then each way a sign-in must be refused.
import { createHash } from "node:crypto"
import { Effect, Fiber, Result } from "effect"
import { TestClock } from "effect/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  completeSandboxSignIn,
  SandboxSignInStoppedError,
} from "../../../../sandbox/oidc/completeSandboxSignIn"
import {
  type SandboxOidcProvider,
  startOidcProvider,
} from "../../../../sandbox/oidc/startOidcProvider"
import { type AuthorizationStart, makeOidcClient, type OidcClientOptions } from "./makeOidcClient"

const redirectUri = "http://127.0.0.1:9/oidc/callback"
const otherRedirectUri = "http://127.0.0.1:9/oidc/other-callback"
const clientSecret = "confidential-site-secret"
let provider: SandboxOidcProvider
let otherProvider: SandboxOidcProvider

const clients = [
  { clientId: "secure-site", redirectUris: [redirectUri, otherRedirectUri] },
  { clientId: "confidential-site", redirectUris: [redirectUri], clientSecret },
]

beforeAll(async () => {
  ;[provider, otherProvider] = await Promise.all([
    startOidcProvider({ clients }),
    startOidcProvider({ clients }),
  ])
})

afterAll(async () => {
  await Promise.all([provider?.stop(), otherProvider?.stop()])
})

const providersAt = (issuer: string): OidcClientOptions["providers"] => ({
  google: {
    issuer,
    clientId: "secure-site",
    redirectUri,
    authorizationParams: { provider: "google" },
  },
  github: { issuer, clientId: "confidential-site", clientSecret, redirectUri },
  apple: { issuer, clientId: "secure-site", redirectUri: otherRedirectUri },
})

const clientWith = (options: Partial<OidcClientOptions> = {}) =>
  makeOidcClient({ providers: providersAt(provider.issuer), ...options })

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.result(effect))

/** The failure of an effect that must fail. */
const failure = async <A, E>(effect: Effect.Effect<A, E>): Promise<E> => {
  const result = await run(effect)
  if (Result.isSuccess(result))
    throw new Error(`expected a failure, got ${JSON.stringify(result.success)}`)
  return result.failure
}

const success = async <A, E>(effect: Effect.Effect<A, E>): Promise<A> => {
  const result = await run(effect)
  if (Result.isFailure(result)) throw result.failure
  return result.success
}

const pendingOf = ({ url: _url, ...pending }: AuthorizationStart) => pending

/** Starts a sign-in and walks the provider's page as `sub`: the start and the callback URL. */
const signIn = async (
  client: ReturnType<typeof makeOidcClient>,
  sub: string | undefined,
  providerId: "google" | "github" | "apple" = "google",
) => {
  const start = await success(client.startAuthorization({ provider: providerId }))
  return { start, callback: await completeSandboxSignIn(start.url, sub) }
}

/** A fetch that answers the discovery of `issuer` with `rewrite` of the real document. */
const tamperedDiscovery =
  (issuer: string, rewrite: (metadata: Record<string, unknown>) => Record<string, unknown>) =>
  async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const answer = await fetch(input, init)
    if (String(input) !== `${issuer}/.well-known/openid-configuration`) return answer
    const metadata = (await answer.json()) as Record<string, unknown>
    return Response.json(rewrite(metadata))
  }

describe("makeOidcClient: the authorization code flow with PKCE against the sandbox provider", () => {
  it("starts with a fresh state, nonce and S256 challenge of its verifier, and the provider hint", async () => {
    const client = clientWith()
    const first = await success(client.startAuthorization({ provider: "google" }))
    const second = await success(client.startAuthorization({ provider: "google" }))
    const url = new URL(first.url)
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/auth`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      provider: "google",
      client_id: "secure-site",
      redirect_uri: redirectUri,
      response_type: "code",
      scope: "openid email profile",
      state: first.state,
      nonce: first.nonce,
      code_challenge: createHash("sha256").update(first.codeVerifier).digest("base64url"),
      code_challenge_method: "S256",
    })
    expect(first.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/)
    expect(second.state).not.toBe(first.state)
    expect(second.nonce).not.toBe(first.nonce)
    expect(second.codeVerifier).not.toBe(first.codeVerifier)
  })

  it("finishes a round trip with the verified identity (public client)", async () => {
    const client = clientWith()
    const { start, callback } = await signIn(client, "sandbox-alice")
    expect(await success(client.finishAuthorization(callback, pendingOf(start)))).toEqual({
      provider: "google",
      issuer: provider.issuer,
      sub: "sandbox-alice",
      email: "alice@foyer.test",
      emailVerified: true,
      name: "Alice Sandbox",
    })
  })

  it("finishes a round trip with client_secret_basic, with an unverified email and with none", async () => {
    const client = clientWith()
    const bob = await signIn(client, "sandbox-bob", "github")
    expect(
      await success(client.finishAuthorization(bob.callback, pendingOf(bob.start))),
    ).toMatchObject({
      provider: "github",
      sub: "sandbox-bob",
      email: "bob@foyer.test",
      emailVerified: false,
    })
    const carol = await signIn(client, "sandbox-carol", "github")
    const identity = await success(
      client.finishAuthorization(carol.callback, pendingOf(carol.start)),
    )
    expect(identity.sub).toBe("sandbox-carol")
    expect(identity).not.toHaveProperty("email")
    expect(identity).not.toHaveProperty("emailVerified")
  })

  it("refuses a provider the site has no client for", async () => {
    expect(await failure(clientWith().startAuthorization({ provider: "discord" }))).toMatchObject({
      _tag: "OidcProviderUnknownError",
      provider: "discord",
    })
  })
})

describe("makeOidcClient refuses", () => {
  it("a callback whose state is another sign-in's, or missing (CSRF)", async () => {
    const client = clientWith()
    const { start, callback } = await signIn(client, "sandbox-alice")
    const other = await success(client.startAuthorization({ provider: "google" }))
    const pending = { ...pendingOf(start), state: other.state }
    expect(await failure(client.finishAuthorization(callback, pending))).toMatchObject({
      _tag: "OidcCallbackError",
      reason: "state",
    })
    const stateless = new URL(callback)
    stateless.searchParams.delete("state")
    expect(await failure(client.finishAuthorization(stateless, pendingOf(start)))).toMatchObject({
      _tag: "OidcCallbackError",
      reason: "state",
    })
    // Refused before the code was spent: the real sign-in still finishes.
    expect((await success(client.finishAuthorization(callback, pendingOf(start)))).sub).toBe(
      "sandbox-alice",
    )
  })

  it("a replayed code: the second redemption gets invalid_grant", async () => {
    const client = clientWith()
    const { start, callback } = await signIn(client, "sandbox-alice")
    await success(client.finishAuthorization(callback, pendingOf(start)))
    expect(await failure(client.finishAuthorization(callback, pendingOf(start)))).toMatchObject({
      _tag: "OidcTokenRequestError",
      error: "invalid_grant",
    })
  })

  it("an ID token whose nonce is not the sign-in's (a token replayed from another sign-in)", async () => {
    const client = clientWith()
    const { start, callback } = await signIn(client, "sandbox-alice")
    const other = await success(client.startAuthorization({ provider: "google" }))
    expect(
      await failure(
        client.finishAuthorization(callback, { ...pendingOf(start), nonce: other.nonce }),
      ),
    ).toMatchObject({ _tag: "OidcIdTokenError", check: "nonce" })
  })

  it("a code redeemed with another PKCE verifier, and a request the provider got without a challenge", async () => {
    const client = clientWith()
    const { start, callback } = await signIn(client, "sandbox-alice")
    const other = await success(client.startAuthorization({ provider: "google" }))
    expect(
      await failure(
        client.finishAuthorization(callback, {
          ...pendingOf(start),
          codeVerifier: other.codeVerifier,
        }),
      ),
    ).toMatchObject({ _tag: "OidcTokenRequestError", error: "invalid_grant" })

    const stripped = new URL(other.url)
    stripped.searchParams.delete("code_challenge")
    stripped.searchParams.delete("code_challenge_method")
    const refused = await completeSandboxSignIn(stripped, "sandbox-alice")
    expect(await failure(client.finishAuthorization(refused, pendingOf(other)))).toMatchObject({
      _tag: "OidcCallbackError",
      reason: "provider-error",
      error: "invalid_request",
    })
  })

  it("a redirect_uri the provider does not know: the provider stops on its page", async () => {
    const client = makeOidcClient({
      providers: {
        google: {
          issuer: provider.issuer,
          clientId: "secure-site",
          redirectUri: "http://127.0.0.1:9/unknown",
        },
      },
    })
    const start = await success(client.startAuthorization({ provider: "google" }))
    const stopped = await completeSandboxSignIn(start.url, "sandbox-alice").catch(
      (error: unknown) => error,
    )
    expect(stopped).toBeInstanceOf(SandboxSignInStoppedError)
    expect(stopped).toMatchObject({ status: 400 })
  })

  it("a code redeemed with another redirect_uri than the one it was issued for", async () => {
    const client = clientWith()
    const { start, callback } = await signIn(client, "sandbox-alice", "google")
    // "apple" is the same client with its other registered callback.
    expect(
      await failure(
        client.finishAuthorization(callback, { ...pendingOf(start), provider: "apple" }),
      ),
    ).toMatchObject({ _tag: "OidcTokenRequestError", error: "invalid_grant" })
  })

  it("the user's cancel, as the provider's access_denied", async () => {
    const client = clientWith()
    const { start, callback } = await signIn(client, undefined)
    expect(await failure(client.finishAuthorization(callback, pendingOf(start)))).toMatchObject({
      _tag: "OidcCallbackError",
      reason: "provider-error",
      error: "access_denied",
    })
  })

  it("a callback from another issuer (mix-up), and an ID token another issuer signed", async () => {
    // The provider's discovery document sends the flow to another provider (a compromised or
    // mistaken one): that provider's answers carry its own issuer, which the site refuses.
    const client = clientWith({
      fetch: tamperedDiscovery(provider.issuer, (metadata) => ({
        ...metadata,
        authorization_endpoint: `${otherProvider.issuer}/auth`,
        token_endpoint: `${otherProvider.issuer}/token`,
        jwks_uri: `${otherProvider.issuer}/jwks`,
        authorization_response_iss_parameter_supported: false,
      })),
    })
    const { start, callback } = await signIn(client, "sandbox-alice")
    expect(callback.searchParams.get("iss")).toBe(otherProvider.issuer)
    expect(await failure(client.finishAuthorization(callback, pendingOf(start)))).toMatchObject({
      _tag: "OidcCallbackError",
      reason: "issuer",
    })
    const withoutIss = new URL(callback)
    withoutIss.searchParams.delete("iss")
    expect(await failure(client.finishAuthorization(withoutIss, pendingOf(start)))).toMatchObject({
      _tag: "OidcIdTokenError",
      check: "issuer",
    })
  })

  it("an ID token whose signature is not by the provider's published keys", async () => {
    const client = clientWith({
      fetch: tamperedDiscovery(provider.issuer, (metadata) => ({
        ...metadata,
        jwks_uri: `${otherProvider.issuer}/jwks`,
      })),
    })
    const { start, callback } = await signIn(client, "sandbox-alice")
    expect(await failure(client.finishAuthorization(callback, pendingOf(start)))).toMatchObject({
      _tag: "OidcIdTokenError",
      check: "signature",
    })
  })

  it("an expired ID token, on the site's clock", async () => {
    const later = Date.now() + 2 * 60 * 60 * 1000
    const client = clientWith({ now: () => later })
    const { start, callback } = await signIn(client, "sandbox-alice")
    expect(await failure(client.finishAuthorization(callback, pendingOf(start)))).toMatchObject({
      _tag: "OidcIdTokenError",
      check: "time",
    })
  })

  it("a discovery document of another issuer", async () => {
    const client = clientWith({
      fetch: tamperedDiscovery(provider.issuer, (metadata) => ({
        ...metadata,
        issuer: otherProvider.issuer,
      })),
    })
    expect(await failure(client.startAuthorization({ provider: "google" }))).toMatchObject({
      _tag: "OidcDiscoveryError",
      issuer: provider.issuer,
    })
  })

  it("plain http to an issuer that is not loopback, without sending a request", async () => {
    const asked: string[] = []
    const client = makeOidcClient({
      providers: { google: { issuer: "http://accounts.example.test", clientId: "c", redirectUri } },
      fetch: async (input) => {
        asked.push(String(input))
        return new Response(null, { status: 500 })
      },
    })
    expect(await failure(client.startAuthorization({ provider: "google" }))).toMatchObject({
      _tag: "OidcDiscoveryError",
      issuer: "http://accounts.example.test",
    })
    expect(asked).toEqual([])
  })

  it("a provider that does not answer, after oidcRequestTimeout (10 s on the test clock)", async () => {
    const aborted: boolean[] = []
    const client = makeOidcClient({
      providers: providersAt(provider.issuer),
      fetch: (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => {
            aborted.push(true)
            reject(init.signal?.reason)
          })
        }),
    })
    const error = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(
          Effect.flip(client.startAuthorization({ provider: "google" })),
        )
        yield* TestClock.adjust("9999 millis")
        expect(fiber.pollUnsafe()).toBeUndefined()
        yield* TestClock.adjust("1 millis")
        return yield* Fiber.join(fiber)
      }).pipe(Effect.provide(TestClock.layer())),
    )
    expect(error).toMatchObject({ _tag: "OidcDiscoveryError", issuer: provider.issuer })
    expect(aborted).toEqual([true])
  })
})
