// The sandbox's OpenID Connect provider: ONE local issuer stands in for every social login of
// spec point 1 (google, github, apple, facebook, x, discord). The secure site registers each
// social provider against this issuer (one client for all, or one per provider: the clients
// are options) and sends the social provider's id as the `provider` authorization parameter,
// which the sign-in page shows; nothing else depends on it. Everything a real provider checks
// is real here: PKCE S256 required, registered redirect URIs, single-use codes, ID tokens
// signed with a key made at start (RS256, as Google's), client authentication.
import { generateKeyPairSync, randomBytes, randomUUID } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import Provider, { type ClientMetadata, type Interaction } from "oidc-provider"
import { readBody } from "../api/httpExchange"
import { listen } from "../listen"
import { loopbackGuard, noFramingHeaders, stopServer } from "../pages/loopbackPage"
import { parseRequestTarget } from "../parseRequestTarget"
import { makeMemoryOidcAdapter } from "./MemoryOidcAdapter"
import {
  renderErrorPage,
  renderSignInPage,
  signInCancelValue,
  signInUserField,
} from "./renderSignInPage"
import { type SandboxOidcUser, sandboxOidcClaims, sandboxOidcUsers } from "./SandboxOidcUser"

/** A client registered at the sandbox provider (a secure site, or a test). */
export interface SandboxOidcClient {
  readonly clientId: string
  /** The exact callback URLs the provider may send the visitor back to. */
  readonly redirectUris: ReadonlyArray<string>
  /**
   * With a secret, a confidential client authenticating with client_secret_basic (a site's
   * server); without, a public client (token_endpoint_auth_method "none"). PKCE either way.
   */
  readonly clientSecret?: string
}

/** How to start the sandbox's OIDC provider. */
export interface StartOidcProviderOptions {
  /** The clients known from the start; `registerClient` adds more later. */
  readonly clients: ReadonlyArray<SandboxOidcClient>
  /** The accounts the sign-in page offers (default {@link sandboxOidcUsers}). */
  readonly users?: ReadonlyArray<SandboxOidcUser>
  /** The interface to listen on (default 127.0.0.1). */
  readonly host?: string
  /** The port (default 0: a free one). */
  readonly port?: number
}

/** A running sandbox OIDC provider. */
export interface SandboxOidcProvider {
  /** `http://127.0.0.1:<port>`: the issuer identifier, whose discovery document is at `/.well-known/openid-configuration`. */
  readonly issuer: string
  /** The accounts its sign-in page offers, a button each. */
  readonly users: ReadonlyArray<SandboxOidcUser>
  /**
   * Registers (or replaces) a client once its callback is known: a secure site started after
   * the provider, whose port is in its redirect URI.
   */
  readonly registerClient: (client: SandboxOidcClient) => Promise<void>
  /** Closes the server and its connections. Safe to call twice. */
  readonly stop: () => Promise<void>
}

/**
 * How long the provider's artifacts live, in seconds: an authorization code one minute (it is
 * redeemed at once), an ID token one hour (Google's), a sign-in page ten minutes.
 */
export const sandboxOidcTtl = {
  AccessToken: 600,
  AuthorizationCode: 60,
  Grant: 3600,
  IdToken: 3600,
  Interaction: 600,
  Session: 3600,
} as const

/** The largest sign-in form body the provider reads (one `sub`). */
const maxSignInBodyBytes = 4096

/**
 * The sign-in page's policy: no script, inline styles, never framed. No form-action: Chromium
 * applies it to the redirects after the post, and the last one goes to the client's origin.
 */
const signInPageCsp =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'"

const interactionPath = /^\/interaction\/([A-Za-z0-9_-]+)$/

const toClientMetadata = (client: SandboxOidcClient): ClientMetadata => ({
  client_id: client.clientId,
  redirect_uris: [...client.redirectUris],
  grant_types: ["authorization_code"],
  response_types: ["code"],
  ...(client.clientSecret === undefined
    ? { token_endpoint_auth_method: "none" }
    : { client_secret: client.clientSecret, token_endpoint_auth_method: "client_secret_basic" }),
})

/** A signing key made for this run: the provider publishes its public half at its jwks_uri. */
const makeSigningKey = (): Record<string, unknown> => ({
  ...generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" }),
  kid: randomUUID(),
  alg: "RS256",
  use: "sig",
})

const answerText = (response: ServerResponse, status: number, text: string) => {
  response.writeHead(status, { "content-type": "text/plain; charset=utf-8" })
  response.end(`${text}\n`)
}

const answerPage = (response: ServerResponse, status: number, html: string) => {
  response.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": signInPageCsp,
    "cache-control": "no-store",
    ...noFramingHeaders,
  })
  response.end(html)
}

/**
 * Starts the sandbox's OpenID Connect provider (oidc-provider 8) on loopback: discovery, the
 * authorization code flow only (PKCE S256 required), scopes openid, email and profile, the
 * given clients, and a development sign-in page listing the test users (no password; consent
 * is given at once, these being the sandbox's own clients). Its state (sessions, codes) is in
 * memory: it stands in for Google and the others, it is not the secure site's state.
 * @example
 * const oidc = await startOidcProvider({
 *   clients: [{ clientId: "secure-site", redirectUris: ["http://127.0.0.1:4000/oidc/callback"] }],
 * })
 * // the site discovers `${oidc.issuer}/.well-known/openid-configuration`
 */
export const startOidcProvider = async (
  options: StartOidcProviderOptions,
): Promise<SandboxOidcProvider> => {
  const host = options.host ?? "127.0.0.1"
  const users = options.users ?? sandboxOidcUsers
  const guard = loopbackGuard()
  // oidc-provider finds a client that is not in its configuration in the adapter's Client store.
  const adapter = makeMemoryOidcAdapter()
  // The issuer contains the port, known once listening; nothing is served before.
  let provider: Provider | undefined
  let answerProtocol: ((request: IncomingMessage, response: ServerResponse) => void) | undefined

  /** Grants what the request asks for: the sandbox's clients are first-party ones. */
  const consent = async (
    request: IncomingMessage,
    response: ServerResponse,
    details: Interaction,
  ) => {
    if (provider === undefined || details.session === undefined) {
      return answerPage(response, 400, renderErrorPage("invalid_request", "No signed-in user"))
    }
    const grant =
      (details.grantId === undefined ? undefined : await provider.Grant.find(details.grantId)) ??
      new provider.Grant({
        accountId: details.session.accountId,
        clientId: String(details.params.client_id),
      })
    const { missingOIDCScope, missingOIDCClaims } = details.prompt.details
    if (Array.isArray(missingOIDCScope)) grant.addOIDCScope(missingOIDCScope.join(" "))
    if (Array.isArray(missingOIDCClaims)) grant.addOIDCClaims(missingOIDCClaims.map(String))
    const grantId = await grant.save()
    await provider.interactionFinished(request, response, { consent: { grantId } })
  }

  const signIn = async (request: IncomingMessage, response: ServerResponse) => {
    if (provider === undefined) return
    if (!guard.acceptsOrigin(request))
      return answerText(response, 403, "Cross-site sign-in refused")
    const sub = new URLSearchParams(await readBody(request, maxSignInBodyBytes)).get(
      signInUserField,
    )
    if (sub === signInCancelValue) {
      return provider.interactionFinished(
        request,
        response,
        { error: "access_denied", error_description: "The user cancelled the sign-in" },
        { mergeWithLastSubmission: false },
      )
    }
    const user = users.find((candidate) => candidate.sub === sub)
    if (user === undefined) {
      return answerPage(response, 400, renderErrorPage("invalid_request", "Unknown test user"))
    }
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: user.sub } },
      { mergeWithLastSubmission: false },
    )
  }

  const interact = async (request: IncomingMessage, response: ServerResponse, uid: string) => {
    if (provider === undefined) return
    // Throws without the interaction cookie this browser got with the page (another browser's link).
    const details = await provider.interactionDetails(request, response)
    if (details.uid !== uid) {
      return answerPage(response, 400, renderErrorPage("invalid_request", "Unknown sign-in"))
    }
    if (details.prompt.name === "consent") return consent(request, response, details)
    if (request.method === "POST") return signIn(request, response)
    const hint = details.params.provider
    answerPage(
      response,
      200,
      renderSignInPage({
        action: `/interaction/${uid}`,
        clientId: String(details.params.client_id),
        provider: typeof hint === "string" ? hint : undefined,
        users,
      }),
    )
  }

  const server = createServer((request, response) => {
    if (answerProtocol === undefined || !guard.servesHost(request)) {
      return answerText(response, 403, "Unknown host")
    }
    const uid = interactionPath.exec(parseRequestTarget(request.url)?.pathname ?? "")?.[1]
    if (uid === undefined) return answerProtocol(request, response)
    interact(request, response, uid).catch((cause: unknown) => {
      if (response.headersSent) return response.end()
      const expired = cause instanceof Error && cause.name === "SessionNotFound"
      answerPage(
        response,
        400,
        renderErrorPage(
          "invalid_request",
          expired ? "This sign-in expired or belongs to another browser" : "Sign-in failed",
        ),
      )
    })
  })

  const port = await listen(server, host, options.port)
  guard.listening(port)
  const issuer = `http://${host}:${port}`
  provider = new Provider(issuer, {
    adapter,
    clients: options.clients.map(toClientMetadata),
    findAccount: (_ctx, sub) => {
      const user = users.find((candidate) => candidate.sub === sub)
      return user === undefined
        ? undefined
        : { accountId: user.sub, claims: async () => sandboxOidcClaims(user) }
    },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // The ID token carries the email and name as Google's does, not only the userinfo answer.
    conformIdTokenClaims: false,
    // The site redeems codes from its server; no browser calls the provider's API.
    clientBasedCORS: () => false,
    cookies: {
      keys: [randomBytes(32).toString("base64url")],
      // Lax, not oidc-provider's "none" for its session: a browser drops a SameSite=None
      // cookie that is not Secure, and the sandbox speaks plain http. (oidc-provider would
      // fall back on a second, legacy cookie without SameSite; Lax makes that one needless.)
      long: { signed: true, sameSite: "lax" },
      short: { signed: true, sameSite: "lax" },
    },
    extraParams: ["provider"],
    features: { devInteractions: { enabled: false } },
    jwks: { keys: [makeSigningKey()] },
    pkce: { methods: ["S256"], required: () => true },
    renderError: (ctx, out) => {
      ctx.type = "html"
      ctx.body = renderErrorPage(out.error, out.error_description)
    },
    responseTypes: ["code"],
    ttl: sandboxOidcTtl,
  })
  answerProtocol = provider.callback()
  return {
    issuer,
    users,
    registerClient: (client) =>
      adapter("Client").upsert(client.clientId, { ...toClientMetadata(client) }, 0),
    stop: stopServer(server),
  }
}
