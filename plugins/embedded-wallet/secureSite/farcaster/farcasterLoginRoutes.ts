import { randomBytes, timingSafeEqual } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import type { AppClient } from "@farcaster/auth-client"
import { Cause, Duration, Effect } from "effect"
import type { FarcasterSignInRepository } from "../db/FarcasterSignInRepository"
import type { IdentityRepository } from "../db/IdentityRepository"
import type { RateLimitRepository } from "../db/RateLimitRepository"
import { readStringFields } from "../server/readStringFields"
import { readJsonBody } from "../server/siteExchange"
import type { SiteSessions } from "../sessions/siteSessions"
import { checkKey } from "../social/sealedValue"
import { bindingOfSecret, decode32 } from "../social/socialHandoff"
import { onlyMethod, send } from "../social/socialLoginAnswers"
import { FarcasterLoginError } from "./FarcasterLoginError"
import {
  type FarcasterLoginAttempt,
  farcasterLoginAttemptLifetimeMs,
  openAttempt,
  sealAttempt,
} from "./farcasterLoginAttempt"

/** Where the Farcaster sign-in's routes are mounted on the secure site. */
export const farcasterLoginPaths = {
  start: "/v1/farcaster/start",
  connect: "/v1/farcaster/connect",
} as const

/**
 * What the site asks of `@farcaster/auth-client`'s app client: the relay's channel and its
 * status, and the Sign In With Farcaster message check (with its custody/auth-address reads).
 */
export type FarcasterAuthClient = Pick<
  AppClient,
  "createChannel" | "status" | "verifySignInMessage"
>

/** What POST /v1/farcaster/start answers: where the visitor approves, and the sealed attempt. */
export interface FarcasterStart {
  /** The relay's sign-in URL, which the visitor opens or scans with their Farcaster app. */
  readonly url: string
  /** The attempt sealed with the site's key: only the frame holds it, any site process reads it. */
  readonly attempt: string
}

/** What POST /v1/farcaster/connect answers once the visitor approved: as social's redemption. */
export interface FarcasterConnection {
  readonly token: string
  readonly userId: string
  /** Farcaster vouches for no email: always null. */
  readonly email: null
  /** The account's Farcaster username as the relay reports it, or null. */
  readonly userName: string | null
}

/** How many Farcaster sign-ins one client address may start per window: 10 a minute by default. */
export interface FarcasterStartLimit {
  readonly hits: number
  readonly windowMs: number
}

export const defaultFarcasterStartLimit: FarcasterStartLimit = { hits: 10, windowMs: 60_000 }

/** How long the site waits for the relay's answer before it refuses with relay_unavailable. */
export const farcasterRelayTimeout = Duration.seconds(10)

/** What the Farcaster sign-in routes run on. */
export interface FarcasterLoginRoutesOptions {
  /** The relay and the message check (`createAppClient` of @farcaster/auth-client). */
  readonly client: FarcasterAuthClient
  readonly identities: IdentityRepository
  /** The nonces of accepted sign-ins: each message opens one session only. */
  readonly signIns: FarcasterSignInRepository
  /** Opens the session once the message is verified. */
  readonly sessions: SiteSessions
  readonly rateLimits: RateLimitRepository
  /** The site's 32-byte key sealing the attempts (AES-256-GCM), the same in every site process. */
  readonly sealKey: Uint8Array
  /**
   * The site's public origin: the message's `domain` is its host, and its `uri` a path on it.
   * A message signed for another domain is refused.
   */
  readonly siteOrigin: string
  /**
   * Whether a message signed by one of the fid's auth addresses (KeyRegistry keys of type 2)
   * is accepted beside one signed by its custody address. Default false: custody only, one
   * IdRegistry read (README.md).
   */
  readonly acceptAuthAddress?: boolean
  /** The site's clock (ms; default Date.now): the attempts' lifetimes, the limits, sessions. */
  readonly now?: () => number
  /** The client's address the start limit counts by (default the socket's peer). */
  readonly clientAddressOf?: (request: IncomingMessage) => string
  readonly startLimit?: FarcasterStartLimit
  /** Where the site's own failures are reported (default console.error): names and messages only. */
  readonly log?: (message: string) => void
}

/** A route: runs to the end of its answer and never fails (a failure is answered). */
export type FarcasterLoginRoute = (
  request: IncomingMessage,
  response: ServerResponse,
) => Effect.Effect<void>

/** The Farcaster sign-in's routes, to mount on the secure site's server. */
export interface FarcasterLoginRoutes {
  /** POST /v1/farcaster/start { binding }: opens a relay channel; answers `{ url, attempt }`. */
  readonly start: FarcasterLoginRoute
  /**
   * POST /v1/farcaster/connect { attempt, secret }: asks the relay once; 202 `{ state:
   * "pending" }` until the visitor approved, then verifies the message and opens the session.
   */
  readonly connect: FarcasterLoginRoute
  /** The route of `pathname`, or undefined when it is not one of {@link farcasterLoginPaths}. */
  readonly route: (pathname: string) => FarcasterLoginRoute | undefined
}

/** A database call; its failure is the site's, answered as "internal". */
const stored = <A>(run: () => Promise<A>) =>
  Effect.tryPromise({
    try: run,
    catch: (cause) => new FarcasterLoginError({ reason: "internal", cause }),
  })

/** A call to the relay: its failure or silence past {@link farcasterRelayTimeout} is relay_unavailable. */
const relayed = <A>(run: () => Promise<A>) =>
  Effect.tryPromise({
    try: run,
    catch: (cause) => new FarcasterLoginError({ reason: "relay_unavailable", cause }),
  }).pipe(
    Effect.timeoutOrElse({
      duration: farcasterRelayTimeout,
      orElse: () => Effect.fail(new FarcasterLoginError({ reason: "relay_unavailable" })),
    }),
  )

/** The body's string fields, or invalid_body. */
const readFields = <K extends string>(
  request: IncomingMessage,
  fields: Readonly<Record<K, number>>,
) =>
  Effect.tryPromise({
    try: async () => readStringFields(await readJsonBody(request), fields),
    catch: (cause) => new FarcasterLoginError({ reason: "invalid_body", cause }),
  })

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && timingSafeEqual(a, b)

/** A SIWE nonce (EIP-4361: 8 or more alphanumerics): 16 random bytes in hex. */
const newNonce = () => randomBytes(16).toString("hex")

const sendJson = (response: ServerResponse, status: number, body: unknown) =>
  send(
    response,
    status,
    { "content-type": "application/json; charset=utf-8" },
    JSON.stringify(body),
  )

/** Answers a refusal: its status and body, and Retry-After when it says when it lifts. */
const sendRefusal = (response: ServerResponse, error: FarcasterLoginError) =>
  send(
    response,
    error.status,
    {
      "content-type": "application/json; charset=utf-8",
      ...(error.retryAfterSeconds === undefined
        ? {}
        : { "retry-after": String(error.retryAfterSeconds) }),
    },
    JSON.stringify(error.body),
  )

/**
 * The secure site's Sign In With Farcaster, as routes (README.md). The attempt between start
 * and connect is sealed with the site's key and held by the frame; a verified message's nonce
 * is taken once, so a replayed attempt after its success opens nothing.
 * @example
 * const routes = makeFarcasterLoginRoutes({ client: createAppClient({ relay, ethereum }),
 *   identities, signIns, sessions, rateLimits, sealKey, siteOrigin: "https://secure.example" })
 * // in the server: const route = routes.route(url.pathname); if (route) await run(route(req, res))
 */
export const makeFarcasterLoginRoutes = (
  options: FarcasterLoginRoutesOptions,
): FarcasterLoginRoutes => {
  checkKey(options.sealKey)
  const now = options.now ?? Date.now
  const limit = options.startLimit ?? defaultFarcasterStartLimit
  const acceptAuthAddress = options.acceptAuthAddress ?? false
  const clientAddressOf =
    options.clientAddressOf ?? ((request: IncomingMessage) => request.socket.remoteAddress ?? "")
  const domain = new URL(options.siteOrigin).host
  const siweUri = new URL(farcasterLoginPaths.connect, options.siteOrigin).href
  const log = options.log ?? console.error
  const report = (error: FarcasterLoginError) => {
    // The site's and its neighbours' failures are the operator's to see; the visitor's are not.
    if (!["internal", "relay_unavailable", "chain_unavailable"].includes(error.reason)) return
    const cause = error.cause
    log(
      `The Farcaster sign-in failed (${error.reason}): ${cause instanceof Error ? `${cause.name}: ${cause.message}` : "no further cause"}`,
    )
  }

  const startSignIn = (request: IncomingMessage) =>
    Effect.gen(function* () {
      const at = now()
      const hits = yield* stored(() =>
        options.rateLimits.hit(`farcaster-start:${clientAddressOf(request)}`, limit.windowMs, at),
      )
      if (hits > limit.hits) {
        request.resume()
        return yield* new FarcasterLoginError({
          reason: "rate_limited",
          retryAfterSeconds: Math.ceil((limit.windowMs - (at % limit.windowMs)) / 1000),
        })
      }
      const { binding } = yield* readFields(request, { binding: 64 })
      if (decode32(binding) === undefined) {
        return yield* new FarcasterLoginError({ reason: "binding_invalid" })
      }
      const nonce = newNonce()
      const expiresAt = at + farcasterLoginAttemptLifetimeMs
      const channel = yield* relayed(() =>
        options.client.createChannel({
          siweUri,
          domain,
          nonce,
          expirationTime: new Date(expiresAt).toISOString(),
          acceptAuthAddress,
        }),
      )
      if (
        channel.isError ||
        (channel.response.status !== 201 && channel.response.status !== 200) ||
        typeof channel.data?.channelToken !== "string" ||
        typeof channel.data.url !== "string"
      ) {
        return yield* new FarcasterLoginError({
          reason: "relay_unavailable",
          cause: channel.isError
            ? channel.error
            : new Error(`The relay answered ${channel.response.status} to a new channel`),
        })
      }
      const attempt: FarcasterLoginAttempt = {
        channelToken: channel.data.channelToken,
        nonce,
        binding,
        expiresAt,
      }
      return {
        url: channel.data.url,
        attempt: sealAttempt(options.sealKey, attempt),
      } satisfies FarcasterStart
    })

  const connectSignIn = (request: IncomingMessage) =>
    Effect.gen(function* () {
      const fields = yield* readFields(request, { attempt: 2048, secret: 64 })
      const secret = decode32(fields.secret)
      if (secret === undefined) return yield* new FarcasterLoginError({ reason: "invalid_body" })
      const attempt = yield* Effect.fromResult(openAttempt(options.sealKey, fields.attempt))
      const binding = decode32(attempt.binding)
      if (binding === undefined || !sameBytes(bindingOfSecret(secret), binding)) {
        return yield* new FarcasterLoginError({ reason: "binding_mismatch" })
      }
      const at = now()
      if (at >= attempt.expiresAt) {
        return yield* new FarcasterLoginError({ reason: "attempt_expired" })
      }
      const status = yield* relayed(() =>
        options.client.status({ channelToken: attempt.channelToken }),
      )
      if (status.isError) {
        return yield* new FarcasterLoginError({ reason: "relay_unavailable", cause: status.error })
      }
      const code = status.response.status
      // The relay keeps a channel for a while only, and closes it once it answered completed.
      if (code === 401 || code === 404) {
        return yield* new FarcasterLoginError({ reason: "channel_closed" })
      }
      if (code === 202 || (code === 200 && status.data.state === "pending")) {
        return { pending: true } as const
      }
      const { message, signature, username } = status.data
      if (
        code !== 200 ||
        status.data.state !== "completed" ||
        typeof message !== "string" ||
        typeof signature !== "string"
      ) {
        return yield* new FarcasterLoginError({
          reason: "relay_unavailable",
          cause: new Error(`The relay answered ${code} to a channel's status`),
        })
      }
      // The message's nonce and domain must be the site's, its signer the fid's custody
      // address (or an auth address when accepted), read from the chain.
      const verified = yield* Effect.tryPromise({
        try: () =>
          options.client.verifySignInMessage({
            nonce: attempt.nonce,
            domain,
            message,
            signature,
            acceptAuthAddress,
          }),
        catch: (cause) => new FarcasterLoginError({ reason: "signature_invalid", cause }),
      })
      if (verified.isError || verified.success !== true) {
        return yield* new FarcasterLoginError({
          reason:
            verified.isError && verified.error?.errCode === "unavailable"
              ? "chain_unavailable"
              : "signature_invalid",
          cause: verified.error,
        })
      }
      const fid = verified.fid
      const taken = yield* stored(() =>
        options.signIns.take({ nonce: attempt.nonce, fid, expiresAt: attempt.expiresAt }, at),
      )
      if (!taken) return yield* new FarcasterLoginError({ reason: "sign_in_used" })
      const user = yield* stored(() => options.identities.findOrCreateUserByFarcaster(fid, at))
      const opened = yield* stored(() => options.sessions.open(user.userId, at))
      return {
        pending: false,
        connection: {
          token: opened.token,
          userId: user.userId,
          email: null,
          userName: typeof username === "string" && username !== "" ? username : null,
        } satisfies FarcasterConnection,
      } as const
    })

  const answered = <A>(
    request: IncomingMessage,
    response: ServerResponse,
    work: Effect.Effect<A, FarcasterLoginError>,
    onSuccess: (value: A) => void,
  ): Effect.Effect<void> =>
    Effect.suspend(() => {
      if (!onlyMethod("POST", request, response)) return Effect.void
      return work.pipe(
        Effect.map(onSuccess),
        Effect.catch((error) =>
          Effect.sync(() => {
            report(error)
            request.resume()
            sendRefusal(response, error)
          }),
        ),
        Effect.catchCause((cause) =>
          Effect.sync(() => {
            const error = new FarcasterLoginError({
              reason: "internal",
              cause: Cause.squash(cause),
            })
            report(error)
            sendRefusal(response, error)
          }),
        ),
      )
    })

  const start: FarcasterLoginRoute = (request, response) =>
    answered(request, response, startSignIn(request), (started) => sendJson(response, 200, started))

  const connect: FarcasterLoginRoute = (request, response) =>
    answered(request, response, connectSignIn(request), (outcome) =>
      outcome.pending
        ? sendJson(response, 202, { state: "pending" })
        : sendJson(response, 200, outcome.connection),
    )

  const routes: Readonly<Record<string, FarcasterLoginRoute>> = {
    [farcasterLoginPaths.start]: start,
    [farcasterLoginPaths.connect]: connect,
  }
  return {
    start,
    connect,
    route: (pathname) => (Object.hasOwn(routes, pathname) ? routes[pathname] : undefined),
  }
}
