import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http"
import { Cause, Effect } from "effect"
import type { IdentityRepository } from "../db/IdentityRepository"
import type { RateLimitRepository } from "../db/RateLimitRepository"
import type { OidcClient } from "../oidc/makeOidcClient"
import type { SiteSessions } from "../sessions/siteSessions"
import { fromOidcFailure, SocialLoginError } from "./SocialLoginError"
import { checkKey } from "./sealedValue"
import { answer, onlyGet, refuse, send } from "./socialLoginAnswers"
import {
  attemptCookie,
  attemptOf,
  clearedAttemptCookie,
  isOidcSocialProvider,
  readAttempt,
} from "./socialLoginAttempt"
import { renderSocialLoginSuccess, type SocialLoginResult, sealHandoff } from "./socialLoginResult"

/** Where the social login's two routes are mounted on the secure site. */
export const socialLoginPaths = {
  start: "/v1/social/start",
  callback: "/v1/social/callback",
} as const

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
  /** GET /v1/social/start?provider=<id>: starts a login and redirects to the provider. */
  readonly start: SocialLoginRoute
  /** GET /v1/social/callback: finishes it, finds or makes the user, opens a session. */
  readonly callback: SocialLoginRoute
  /** The route of `pathname`, or undefined when it is not one of {@link socialLoginPaths}. */
  readonly route: (pathname: string) => SocialLoginRoute | undefined
}

/** A database call; its failure is the site's, answered as "internal". */
const stored = <A>(run: () => Promise<A>) =>
  Effect.tryPromise({
    try: run,
    catch: (cause) => new SocialLoginError({ reason: "internal", cause }),
  })

/**
 * The secure site's social login over OpenID Connect, as two routes (see README.md). The
 * attempt between them lives in a sealed cookie; a finished login is the user's session.
 * @example
 * const routes = makeSocialLoginRoutes({ oidc, identities, sessions, rateLimits, sealKey,
 *   siteOrigin: "https://secure.example" })
 * // in the server: const route = routes.route(url.pathname); if (route) await run(route(req, res))
 */
export const makeSocialLoginRoutes = (options: SocialLoginRoutesOptions): SocialLoginRoutes => {
  checkKey(options.sealKey)
  const now = options.now ?? Date.now
  const limit = options.startLimit ?? defaultSocialStartLimit
  const clientAddressOf =
    options.clientAddressOf ?? ((request: IncomingMessage) => request.socket.remoteAddress ?? "")
  const secure = new URL(options.siteOrigin).protocol === "https:"
  const urlOf = (request: IncomingMessage) => new URL(request.url ?? "/", options.siteOrigin)
  const log = options.log ?? console.error
  const reportInternal = (cause: unknown) =>
    log(
      `The social login failed on the site: ${cause instanceof Error ? `${cause.name}: ${cause.message}` : "unknown failure"}`,
    )

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
      const providers = urlOf(request).searchParams.getAll("provider")
      const provider = providers.length === 1 ? providers[0] : undefined
      if (!isOidcSocialProvider(provider)) {
        return yield* new SocialLoginError({ reason: "unknown_provider" })
      }
      const start = yield* options.oidc
        .startAuthorization({ provider })
        .pipe(Effect.mapError(fromOidcFailure))
      send(
        response,
        302,
        {
          location: start.url,
          "set-cookie": attemptCookie(options.sealKey, attemptOf(start, at), secure),
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
      const opened = yield* stored(() => options.sessions.open(user.userId, at))
      const result: SocialLoginResult = {
        provider: attempt.provider,
        userId: user.userId,
        created: user.created,
        session: { token: opened.token, expiresAt: opened.session.expiresAt },
      }
      return { result, handoff: sealHandoff(options.sealKey, result, at) }
    })

  const withRefusals = (
    request: IncomingMessage,
    response: ServerResponse,
    work: Effect.Effect<void, SocialLoginError>,
    headers: OutgoingHttpHeaders = {},
  ): Effect.Effect<void> =>
    work.pipe(
      Effect.catch((error) =>
        Effect.sync(() => {
          if (error.reason === "internal") reportInternal(error.cause)
          refuse(request, response, error, headers)
        }),
      ),
      Effect.catchCause((cause) =>
        Effect.sync(() => {
          reportInternal(Cause.squash(cause))
          refuse(request, response, new SocialLoginError({ reason: "internal" }), headers)
        }),
      ),
    )

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
        Effect.map(finishLogin(request), ({ result, handoff }) =>
          answer(request, response, 200, result, renderSocialLoginSuccess(handoff), cleared),
        ),
        cleared,
      )
    })

  return {
    start,
    callback,
    route: (pathname) =>
      pathname === socialLoginPaths.start
        ? start
        : pathname === socialLoginPaths.callback
          ? callback
          : undefined,
  }
}
