import { Duration, Effect } from "effect"
import * as oauth from "oauth4webapi"
import { classifyCallbackFailure, classifyTokenFailure } from "./classifyOidcFailure"
import { isLoopbackIssuer } from "./isLoopbackIssuer"
import {
  OidcCallbackError,
  OidcDiscoveryError,
  type OidcFinishError,
  OidcIdTokenError,
  OidcProviderUnknownError,
} from "./OidcErrors"
import { type OidcIdentity, toOidcIdentity } from "./OidcIdentity"
import {
  defaultOidcScope,
  type OidcProviderRegistration,
  type OidcSocialProvider,
} from "./OidcProviderRegistration"
import { sameSecret } from "./sameSecret"

/**
 * How long the site waits for one answer of a provider (discovery, token, keys) before it
 * fails the sign-in: a provider that hangs must not hold the visitor's popup for ever.
 */
export const oidcRequestTimeout = Duration.seconds(10)

/** A request body of oauth4webapi as fetch takes it (a view of a shared buffer is copied). */
const toBodyInit = (body: oauth.ProtectedResourceRequestBody): BodyInit | null => {
  if (body === undefined) return null
  return body instanceof Uint8Array ? new Uint8Array(body) : body
}

/** The site's social-login clients, one per social provider it offers. */
export interface OidcClientOptions {
  readonly providers: Partial<Readonly<Record<OidcSocialProvider, OidcProviderRegistration>>>
  /** The clock, in milliseconds (default Date.now): ID token times are checked against it. */
  readonly now?: () => number
  /** How requests to the providers are made (default the global fetch). */
  readonly fetch?: typeof globalThis.fetch
}

/** What one sign-in must remember between its start and its callback (server side only). */
export interface PendingAuthorization {
  readonly provider: OidcSocialProvider
  /** Ties the callback to this sign-in (CSRF); the site finds the sign-in by it. */
  readonly state: string
  /** Ties the ID token to this sign-in (replay of another one's token). */
  readonly nonce: string
  /** PKCE: proves at the token endpoint that whoever redeems the code started the sign-in. */
  readonly codeVerifier: string
}

/** A sign-in just started: the URL to send the visitor to, and what to keep until it returns. */
export interface AuthorizationStart extends PendingAuthorization {
  readonly url: string
}

/** The site's OpenID Connect client (authorization code flow with PKCE, state and nonce). */
export interface OidcClient {
  /** Starts a sign-in at `provider`: fresh state, nonce and PKCE verifier, and the URL. */
  readonly startAuthorization: (request: {
    readonly provider: OidcSocialProvider
  }) => Effect.Effect<AuthorizationStart, OidcProviderUnknownError | OidcDiscoveryError>
  /**
   * Finishes a sign-in from the URL the provider sent the visitor back to: checks the state,
   * the issuer of the answer, redeems the code with the verifier, and checks the ID token's
   * signature (the provider's published keys), issuer, audience, nonce and times.
   */
  readonly finishAuthorization: (
    callbackUrl: string | URL,
    expected: PendingAuthorization,
  ) => Effect.Effect<OidcIdentity, OidcFinishError>
}

/**
 * The secure site's social-login client, on oauth4webapi. Plain http is allowed for a
 * loopback issuer only (the sandbox's provider); a provider's discovery document is read once
 * and kept.
 * @example
 * const oidc = makeOidcClient({ providers: { google: { issuer: "https://accounts.google.com",
 *   clientId, clientSecret, redirectUri: "https://secure.example/oidc/callback" } } })
 * const start = yield* oidc.startAuthorization({ provider: "google" }) // keep all but url
 * const identity = yield* oidc.finishAuthorization(callbackUrl, pending)
 */
export const makeOidcClient = (options: OidcClientOptions): OidcClient => {
  const now = options.now ?? Date.now
  const fetchWith = options.fetch ?? globalThis.fetch
  const discovered = new Map<string, oauth.AuthorizationServer>()

  const registrationOf = (provider: OidcSocialProvider) => {
    const registration = options.providers[provider]
    return registration === undefined
      ? Effect.fail(new OidcProviderUnknownError({ provider }))
      : Effect.succeed(registration)
  }

  const httpOptions = (registration: OidcProviderRegistration, signal: AbortSignal) => ({
    signal,
    [oauth.customFetch]: (
      url: string,
      init: oauth.CustomFetchOptions<string, oauth.ProtectedResourceRequestBody>,
    ) => fetchWith(url, { ...init, body: toBodyInit(init.body) }),
    ...(isLoopbackIssuer(registration.issuer) ? { [oauth.allowInsecureRequests]: true } : {}),
  })

  /** One request to the provider, bounded by {@link oidcRequestTimeout}. */
  const request = <A, E>(
    run: (signal: AbortSignal) => Promise<A>,
    fail: (cause: unknown) => E,
  ): Effect.Effect<A, E> =>
    Effect.tryPromise({ try: run, catch: fail }).pipe(
      Effect.timeoutOrElse({
        duration: oidcRequestTimeout,
        orElse: () => Effect.fail(fail(new Error("The provider did not answer in time"))),
      }),
    )

  const discover = (registration: OidcProviderRegistration) => {
    const known = discovered.get(registration.issuer)
    if (known !== undefined) return Effect.succeed(known)
    return request(
      async (signal) => {
        const issuer = new URL(registration.issuer)
        const answer = await oauth.discoveryRequest(issuer, {
          algorithm: "oidc",
          ...httpOptions(registration, signal),
        })
        return oauth.processDiscoveryResponse(issuer, answer)
      },
      (cause) => new OidcDiscoveryError({ issuer: registration.issuer, cause }),
    ).pipe(Effect.tap((server) => Effect.sync(() => discovered.set(registration.issuer, server))))
  }

  const clientOf = (registration: OidcProviderRegistration): oauth.Client => ({
    client_id: registration.clientId,
    // oauth4webapi checks ID token times against its clock plus this skew, in seconds.
    [oauth.clockSkew]: Math.round((now() - Date.now()) / 1000),
  })

  const startAuthorization: OidcClient["startAuthorization"] = ({ provider }) =>
    Effect.gen(function* () {
      const registration = yield* registrationOf(provider)
      const server = yield* discover(registration)
      const codeVerifier = oauth.generateRandomCodeVerifier()
      const codeChallenge = yield* Effect.promise(() =>
        oauth.calculatePKCECodeChallenge(codeVerifier),
      )
      const state = oauth.generateRandomState()
      const nonce = oauth.generateRandomNonce()
      const url = new URL(server.authorization_endpoint ?? registration.issuer)
      for (const [name, value] of Object.entries({
        ...registration.authorizationParams,
        client_id: registration.clientId,
        redirect_uri: registration.redirectUri,
        response_type: "code",
        scope: registration.scope ?? defaultOidcScope,
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      })) {
        url.searchParams.set(name, value)
      }
      return { provider, url: url.href, state, nonce, codeVerifier }
    })

  const finishAuthorization: OidcClient["finishAuthorization"] = (callbackUrl, expected) =>
    Effect.gen(function* () {
      const registration = yield* registrationOf(expected.provider)
      const server = yield* discover(registration)
      const client = clientOf(registration)
      const callback = new URL(callbackUrl)
      const state = callback.searchParams.get("state")
      if (state === null || !sameSecret(state, expected.state)) {
        return yield* new OidcCallbackError({ reason: "state" })
      }
      const parameters = yield* Effect.try({
        try: () => oauth.validateAuthResponse(server, client, callback, expected.state),
        catch: classifyCallbackFailure,
      })
      const auth =
        registration.clientSecret === undefined
          ? oauth.None()
          : oauth.ClientSecretBasic(registration.clientSecret)
      const { tokens, answer } = yield* request(async (signal) => {
        const answer = await oauth.authorizationCodeGrantRequest(
          server,
          client,
          auth,
          parameters,
          registration.redirectUri,
          expected.codeVerifier,
          httpOptions(registration, signal),
        )
        const tokens = await oauth.processAuthorizationCodeResponse(server, client, answer, {
          expectedNonce: expected.nonce,
          requireIdToken: true,
        })
        return { tokens, answer }
      }, classifyTokenFailure)
      // The token came straight from the provider over TLS (OIDC Core 3.1.3.7 would accept
      // that), but the site checks its signature too: the identity then rests on the
      // provider's published keys, not only on the connection it came over.
      yield* request(
        (signal) =>
          oauth.validateApplicationLevelSignature(
            server,
            answer,
            httpOptions(registration, signal),
          ),
        (cause) => new OidcIdTokenError({ check: "signature", cause }),
      )
      const claims = oauth.getValidatedIdTokenClaims(tokens)
      if (claims === undefined) {
        return yield* new OidcIdTokenError({ check: "claims", cause: "No ID token" })
      }
      return toOidcIdentity(expected.provider, claims)
    })

  return { startAuthorization, finishAuthorization }
}
