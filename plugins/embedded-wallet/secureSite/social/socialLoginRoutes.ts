import { randomBytes } from "node:crypto"
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http"
import { Cause, Effect } from "effect"
import { defaultAllowedOrigins, isOriginAllowed } from "../../rpc/isOriginAllowed"
import type { IdentityRepository } from "../db/IdentityRepository"
import type { RateLimitRepository } from "../db/RateLimitRepository"
import type { SocialHandoffRepository } from "../db/SocialHandoffRepository"
import type { OidcClient } from "../oidc/makeOidcClient"
import { readStringFields } from "../server/readStringFields"
import { readJsonBody } from "../server/siteExchange"
import type { SiteSessions } from "../sessions/siteSessions"
import { fromOidcFailure, SocialLoginError } from "./SocialLoginError"
import { checkKey } from "./sealedValue"
import { bindingOfSecret, decode32, handoffRefusal, newHandoffId } from "./socialHandoff"
import { answer, onlyGet, onlyMethod, refuse, send } from "./socialLoginAnswers"
import {
  attemptCookie,
  attemptOf,
  clearedAttemptCookie,
  isOidcSocialProvider,
  readAttempt,
  type SocialLoginRecipient,
} from "./socialLoginAttempt"
import {
  renderSocialLoadingPage,
  renderSocialLoginSuccess,
  type SocialLoginResult,
  socialLoginHandoffLifetimeMs,
  socialResultPathPrefix,
  socialSuccessPageCsp,
} from "./socialLoginResult"
import { socialPageTexts } from "./socialPageTexts"

/** Where the social login's routes are mounted on the secure site. */
export const socialLoginPaths = {
  /** The popup's first page (spec 5), before the frame gave the dApp the start URI. */
  loading: "/social/loading",
  start: "/v1/social/start",
  callback: "/v1/social/callback",
  redeem: "/v1/social/redeem",
} as const

/** What the frame's redemption answers: the session it opens, and whom it signs in. */
export interface SocialRedemption {
  readonly token: string
  readonly userId: string
  /** The provider's email for the person if it vouched for it (email_verified), else null. */
  readonly email: string | null
  /** The person's name at the provider, or null. */
  readonly userName: string | null
}

/** How many social logins one client address may start per window: 10 a minute by default. */
export interface SocialStartLimit {
  readonly hits: number
  readonly windowMs: number
}

export const defaultSocialStartLimit: SocialStartLimit = { hits: 10, windowMs: 60_000 }

/** What the social login routes run on. */
export interface SocialLoginRoutesOptions {
  readonly oidc: OidcClient
  readonly identities: IdentityRepository
  /** The finished logins waiting for their frame (written at the callback, redeemed once). */
  readonly handoffs: SocialHandoffRepository
  /** Opens the session at redemption. */
  readonly sessions: SiteSessions
  readonly rateLimits: RateLimitRepository
  /**
   * The site's 32-byte key sealing the attempt cookies and results (AES-256-GCM). Every site
   * process behind the load balancer has the same one (from the KMS or the environment).
   */
  readonly sealKey: Uint8Array
  /** The site's public origin (https in production: its cookies are then Secure and __Host-). */
  readonly siteOrigin: string
  /** The site's clock (ms; default Date.now): the attempts' and results' lifetimes. */
  readonly now?: () => number
  /**
   * The client's address the start limit counts by. Default the socket's peer: behind a load
   * balancer, pass one that reads the address the balancer appends to X-Forwarded-For.
   */
  readonly clientAddressOf?: (request: IncomingMessage) => string
  readonly startLimit?: SocialStartLimit
  /**
   * Patterns of the dApp origins a login's result may be posted to (as `isOriginAllowed` takes
   * them): the site's embedding origins, default `defaultAllowedOrigins` (spec 6).
   */
  readonly embeddingOrigins?: ReadonlyArray<string>
  /**
   * Where the site's own failures ("internal": the database) are reported (default
   * console.error): the error's name and message, never a cookie, code or token.
   */
  readonly log?: (message: string) => void
}

/** A route: runs to the end of its answer and never fails (a failure is answered). */
export type SocialLoginRoute = (
  request: IncomingMessage,
  response: ServerResponse,
) => Effect.Effect<void>

/** The social login's routes, to mount on the secure site's server. */
export interface SocialLoginRoutes {
  /** GET /social/loading: the popup's loading page. */
  readonly loading: SocialLoginRoute
  /**
   * GET /v1/social/start?provider=<id>&binding=<b>&origin=<dApp origin>: starts a login for
   * the frame whose secret hashes to `binding`, and redirects to the provider.
   */
  readonly start: SocialLoginRoute
  /** GET /v1/social/callback: finishes it, finds or makes the user, keeps the one-time handoff. */
  readonly callback: SocialLoginRoute
  /** POST /v1/social/redeem { result, secret }: the frame redeems the handoff for a session. */
  readonly redeem: SocialLoginRoute
  /** The route of `pathname`, or undefined when it is not one of {@link socialLoginPaths}. */
  readonly route: (pathname: string) => SocialLoginRoute | undefined
}

/** A database call; its failure is the site's, answered as "internal". */
const stored = <A>(run: () => Promise<A>) =>
  Effect.tryPromise({
    try: run,
    catch: (cause) => new SocialLoginError({ reason: "internal", cause }),
  })

/** The one value of query parameter `name`, or undefined when it is missing or repeated. */
const single = (url: URL, name: string): string | undefined => {
  const values = url.searchParams.getAll(name)
  return values.length === 1 ? values[0] : undefined
}

/** `text` when it is an http(s) origin exactly (`scheme://host[:port]`), else undefined. */
const exactOrigin = (text: string | undefined): string | undefined => {
  if (text === undefined) return undefined
  try {
    const url = new URL(text)
    return url.origin === text && /^https?:$/.test(url.protocol) ? text : undefined
  } catch {
    return undefined
  }
}

/**
 * The secure site's social login over OpenID Connect, as routes (see README.md). The attempt
 * between start and callback lives in a sealed cookie; a finished login is a one-time handoff
 * row, which only the frame that asked for the login redeems for a session.
 * @example
 * const routes = makeSocialLoginRoutes({ oidc, identities, handoffs, sessions, rateLimits,
 *   sealKey, siteOrigin: "https://secure.example" })
 * // in the server: const route = routes.route(url.pathname); if (route) await run(route(req, res))
 */
export const makeSocialLoginRoutes = (options: SocialLoginRoutesOptions): SocialLoginRoutes => {
  checkKey(options.sealKey)
  const now = options.now ?? Date.now
  const limit = options.startLimit ?? defaultSocialStartLimit
  const embeddingOrigins = options.embeddingOrigins ?? defaultAllowedOrigins
  const clientAddressOf =
    options.clientAddressOf ?? ((request: IncomingMessage) => request.socket.remoteAddress ?? "")
  const secure = new URL(options.siteOrigin).protocol === "https:"
  const urlOf = (request: IncomingMessage) => new URL(request.url ?? "/", options.siteOrigin)
  const log = options.log ?? console.error
  const reportInternal = (cause: unknown) =>
    log(
      `The social login failed on the site: ${cause instanceof Error ? `${cause.name}: ${cause.message}` : "unknown failure"}`,
    )

  /** The frame's binding and the dApp's origin a start names, checked. */
  const recipientOf = (url: URL): SocialLoginRecipient => {
    const binding = single(url, "binding")
    if (binding === undefined || decode32(binding) === undefined) {
      throw new SocialLoginError({ reason: "binding_invalid" })
    }
    const origin = exactOrigin(single(url, "origin"))
    if (origin === undefined || !isOriginAllowed(origin, embeddingOrigins)) {
      throw new SocialLoginError({ reason: "origin_refused" })
    }
    return { binding, origin }
  }

  const startLogin = (request: IncomingMessage, response: ServerResponse) =>
    Effect.gen(function* () {
      const at = now()
      const hits = yield* stored(() =>
        options.rateLimits.hit(`social-start:${clientAddressOf(request)}`, limit.windowMs, at),
      )
      if (hits > limit.hits) {
        return yield* new SocialLoginError({
          reason: "rate_limited",
          retryAfterSeconds: Math.ceil((limit.windowMs - (at % limit.windowMs)) / 1000),
        })
      }
      const url = urlOf(request)
      const provider = single(url, "provider")
      if (!isOidcSocialProvider(provider)) {
        return yield* new SocialLoginError({ reason: "unknown_provider" })
      }
      const recipient = yield* Effect.try({
        try: () => recipientOf(url),
        catch: (error) =>
          error instanceof SocialLoginError
            ? error
            : new SocialLoginError({ reason: "internal", cause: error }),
      })
      const start = yield* options.oidc
        .startAuthorization({ provider })
        .pipe(Effect.mapError(fromOidcFailure))
      send(
        response,
        302,
        {
          location: start.url,
          "set-cookie": attemptCookie(options.sealKey, attemptOf(start, recipient, at), secure),
        },
        "",
      )
    })

  const finishLogin = (request: IncomingMessage) =>
    Effect.gen(function* () {
      const at = now()
      const attempt = yield* Effect.fromResult(
        readAttempt(options.sealKey, request.headers.cookie, secure, at),
      )
      const identity = yield* options.oidc
        .finishAuthorization(urlOf(request), attempt)
        .pipe(Effect.mapError(fromOidcFailure))
      // The person is the issuer's subject: a sub is unique only at its issuer (README.md).
      const user = yield* stored(() =>
        options.identities.findOrCreateUserBySocial(identity.issuer, identity.sub, at),
      )
      const binding = decode32(attempt.binding)
      if (binding === undefined) return yield* new SocialLoginError({ reason: "attempt_invalid" })
      const id = newHandoffId()
      // No session yet: it is opened at redemption, for the frame holding the secret.
      yield* stored(() =>
        options.handoffs.insert(
          {
            id,
            binding,
            userId: user.userId,
            provider: attempt.provider,
            email: identity.emailVerified === true ? (identity.email ?? null) : null,
            userName: identity.name ?? null,
            expiresAt: at + socialLoginHandoffLifetimeMs,
          },
          at,
        ),
      )
      const result: SocialLoginResult = {
        provider: attempt.provider,
        userId: user.userId,
        created: user.created,
        resultUri: new URL(`${socialResultPathPrefix}${id}`, options.siteOrigin).href,
      }
      return { result, origin: attempt.origin }
    })

  const redeemHandoff = (request: IncomingMessage) =>
    Effect.gen(function* () {
      const fields = yield* Effect.tryPromise({
        try: async () => readStringFields(await readJsonBody(request), { result: 64, secret: 64 }),
        catch: (cause) => new SocialLoginError({ reason: "invalid_body", cause }),
      })
      const id = decode32(fields.result) === undefined ? undefined : fields.result
      const secret = decode32(fields.secret)
      if (id === undefined || secret === undefined) {
        return yield* new SocialLoginError({ reason: "invalid_body" })
      }
      const at = now()
      const redeemed = yield* stored(() => options.handoffs.redeem(id, bindingOfSecret(secret), at))
      if (redeemed.redeemed === undefined) {
        return yield* new SocialLoginError({ reason: handoffRefusal(redeemed.miss) })
      }
      const { userId, email, userName } = redeemed.redeemed
      const opened = yield* stored(() => options.sessions.open(userId, at))
      return { token: opened.token, userId, email, userName } satisfies SocialRedemption
    })

  const withRefusals = (
    request: IncomingMessage,
    response: ServerResponse,
    work: Effect.Effect<void, SocialLoginError>,
    headers: OutgoingHttpHeaders = {},
    asJson?: boolean,
  ): Effect.Effect<void> =>
    work.pipe(
      Effect.catch((error) =>
        Effect.sync(() => {
          if (error.reason === "internal") reportInternal(error.cause)
          refuse(request, response, error, headers, asJson)
        }),
      ),
      Effect.catchCause((cause) =>
        Effect.sync(() => {
          reportInternal(Cause.squash(cause))
          refuse(request, response, new SocialLoginError({ reason: "internal" }), headers, asJson)
        }),
      ),
    )

  const loading: SocialLoginRoute = (request, response) =>
    Effect.sync(() => {
      // Its own answer headers (no COOP: the dApp keeps its handle on the popup).
      if (onlyGet(request, response)) {
        answer(
          request,
          response,
          200,
          {},
          renderSocialLoadingPage(socialPageTexts(request.headers["accept-language"])),
        )
      }
    })

  const start: SocialLoginRoute = (request, response) =>
    Effect.suspend(() =>
      onlyGet(request, response)
        ? withRefusals(request, response, startLogin(request, response))
        : Effect.void,
    )

  const callback: SocialLoginRoute = (request, response) =>
    Effect.suspend(() => {
      if (!onlyGet(request, response)) return Effect.void
      // Read once: every answer deletes the attempt, so the callback cannot be replayed with it.
      const cleared = { "set-cookie": clearedAttemptCookie(secure) }
      return withRefusals(
        request,
        response,
        Effect.map(finishLogin(request), ({ result, origin }) => {
          const nonce = randomBytes(16).toString("base64")
          answer(
            request,
            response,
            200,
            result,
            renderSocialLoginSuccess(
              { ...result, origin },
              nonce,
              socialPageTexts(request.headers["accept-language"]),
            ),
            {
              ...cleared,
              "content-security-policy": socialSuccessPageCsp(nonce),
            },
          )
        }),
        cleared,
      )
    })

  const redeem: SocialLoginRoute = (request, response) =>
    Effect.suspend(() =>
      onlyMethod("POST", request, response)
        ? withRefusals(
            request,
            response,
            Effect.map(redeemHandoff(request), (redemption) =>
              send(
                response,
                200,
                { "content-type": "application/json; charset=utf-8" },
                JSON.stringify(redemption),
              ),
            ),
            {},
            // The frame's fetch reads JSON whatever it accepts.
            true,
          )
        : Effect.void,
    )

  const routes: Readonly<Record<string, SocialLoginRoute>> = {
    [socialLoginPaths.loading]: loading,
    [socialLoginPaths.start]: start,
    [socialLoginPaths.callback]: callback,
    [socialLoginPaths.redeem]: redeem,
  }
  return {
    loading,
    start,
    callback,
    redeem,
    route: (pathname) => (Object.hasOwn(routes, pathname) ? routes[pathname] : undefined),
  }
}
