import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect, Layer, ManagedRuntime } from "effect"
import { makeEmailChangeRepository } from "../db/EmailChangeRepository"
import { makeKeyShareRepository } from "../db/KeyShareRepository"
import { makeLoginCodeRepository } from "../db/LoginCodeRepository"
import { makePasskeyChallengeRepository } from "../db/PasskeyChallengeRepository"
import { makePasskeyRepository } from "../db/PasskeyRepository"
import { makeRateLimitRepository } from "../db/RateLimitRepository"
import type { SecureSiteDatabase } from "../db/SecureSiteDatabase"
import { makeSessionRepository } from "../db/SessionRepository"
import { makeUserRepository } from "../db/UserRepository"
import { makeLoginCodeHasher } from "../email/loginCode"
import type { Mailer } from "../email/makeMailer"
import { makeSiteSessions } from "../sessions/siteSessions"
import { startEmailLogin, verifyEmailLogin } from "./emailLoginRoutes"
import { emailUpdateRoutes } from "./emailUpdateRoutes"
import {
  farcasterSealKey,
  loadFarcasterClient,
  makeSiteFarcasterRoutes,
  type SecureSiteFarcasterLogin,
} from "./farcasterRoutes"
import {
  type FramePage,
  type FramePageAnswer,
  type FramePageScript,
  type FramePageSettings,
  framePagePath,
  framePageScriptPath,
  makeFramePage,
} from "./framePage"
import { passkeyApiRoutes } from "./passkeyRoutes"
import { SiteApiError } from "./SiteApiError"
import type { SiteContext, WalletCreated } from "./SiteContext"
import { readSiteSession, revokeSiteSession } from "./sessionRoutes"
import {
  readJsonBody,
  sendSiteEmpty,
  sendSiteError,
  sendSiteJson,
  sendSiteText,
} from "./siteExchange"
import {
  clientKey,
  defaultSiteRateLimits,
  enforceRateLimit,
  type SiteRateLimits,
} from "./siteRateLimits"
import { checkSocialLogin, makeSiteSocialRoutes, type SecureSiteSocialLogin } from "./socialRoutes"
import { createWallet, readWallet } from "./walletRoutes"

/** How to start the secure site's login server. */
export interface SecureSiteServerOptions extends FramePageSettings {
  /** Its database, opened and migrated (`openDatabase`); the caller closes it after `stop`. */
  readonly database: SecureSiteDatabase
  /** Mails the codes (`makeMailer`); the caller closes it after `stop`. */
  readonly mailer: Pick<Mailer, "sendLoginCode">
  /**
   * The server secret codes are hashed under (HMAC-SHA256): at least 32 random bytes, kept out
   * of the database (the environment, or a KMS). A shorter one throws at start.
   */
  readonly codeKey: Uint8Array
  /** The site's clock, epoch ms (default `Date.now`): code lifetimes, cooldowns, sessions, limits. */
  readonly now?: () => number
  /**
   * The origins whose pages may call the API (a browser names its page's origin on every POST
   * and every cross-origin request): a request naming any other is refused with 403. Default:
   * the server's own origin, where its frame page is served, as `http://127.0.0.1:<port>` or
   * `http://localhost:<port>`. Behind a proxy, give the public origin
   * (`https://secure.example.com`). Requests without an Origin (not from a page) pass.
   */
  readonly allowedOrigins?: ReadonlyArray<string>
  /** Per-client limits (default `defaultSiteRateLimits`). */
  readonly rateLimits?: Partial<SiteRateLimits>
  /**
   * The client a request is counted against (default its socket's address). Behind a load
   * balancer, read the address the balancer forwards instead, from the header it sets.
   */
  readonly clientAddress?: (request: IncomingMessage) => string | undefined
  /**
   * The frame page's script (`GET /frame/page.js`), read once on its first request: with it the
   * site serves the frame page (`GET /frame`); without it both answer 404. Its CSP takes
   * `embeddingOrigins` (default `defaultAllowedOrigins`, spec 6) for `frame-ancestors` and
   * `rpcOrigins` for `connect-src`; a pattern or origin CSP cannot write throws at start.
   */
  readonly framePage?: FramePageScript
  /**
   * Runs once a user's wallet was made (`POST /v1/wallet`), before the site answers: a welcome
   * mail, an audit record, or the sandbox's faucet funding the new address on its devnets. Its
   * failure is logged and the wallet stays made.
   */
  readonly onWalletCreated?: (wallet: WalletCreated) => Promise<void>
  /**
   * Social login over OpenID Connect (`server/socialRoutes.ts`): the providers, the seal key and
   * the public origin. Without it the social routes answer 404.
   */
  readonly socialLogin?: SecureSiteSocialLogin
  /**
   * Sign In With Farcaster (`server/farcasterRoutes.ts`): the relay, the Optimism RPC its
   * custody check reads, the seal key (default the social login's) and the public origin.
   * Without it the Farcaster routes answer 404.
   */
  readonly farcasterLogin?: SecureSiteFarcasterLogin
  /** The port on 127.0.0.1 (default 0: a free one). */
  readonly port?: number
  /** Where failures are reported (default console.error). Never given a code or a token. */
  readonly log?: (message: string) => void
}

/** A running secure-site server. */
export interface SecureSiteServer {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string
  /** Closes the port and every connection, and ends the work in flight. Safe to call twice. */
  readonly stop: () => Promise<void>
}

type Route = (
  context: SiteContext,
  request: IncomingMessage,
  client: string,
) => Promise<
  | { readonly status: 200; readonly body: unknown }
  | { readonly status: 204 }
  | { readonly status: 200; readonly page: FramePageAnswer }
>

/** The API, by method and path. */
const apiRoutes: Readonly<Record<string, Route>> = {
  "POST /v1/email/start": async (context, request, client) => {
    await enforceRateLimit(
      context.rateLimits,
      "emailStart",
      context.limits.emailStart,
      client,
      context.now(),
    )
    return { status: 200, body: await startEmailLogin(context, await readJsonBody(request)) }
  },
  "POST /v1/email/verify": async (context, request, client) => {
    await enforceRateLimit(
      context.rateLimits,
      "emailVerify",
      context.limits.emailVerify,
      client,
      context.now(),
    )
    return { status: 200, body: await verifyEmailLogin(context, await readJsonBody(request)) }
  },
  "GET /v1/session": async (context, request) => ({
    status: 200,
    body: await readSiteSession(context, request),
  }),
  "POST /v1/session/revoke": async (context, request) => {
    request.resume()
    await revokeSiteSession(context, request)
    return { status: 204 }
  },
  "POST /v1/wallet": async (context, request) => ({
    status: 200,
    body: await createWallet(context, request, () => readJsonBody(request)),
  }),
  "GET /v1/wallet": async (context, request, client) => {
    await enforceRateLimit(
      context.rateLimits,
      "walletRead",
      context.limits.walletRead,
      client,
      context.now(),
    )
    const wallet = await readWallet(context, request)
    return wallet === undefined ? { status: 204 } : { status: 200, body: wallet }
  },
}

/** The frame page's routes (`framePage.ts`). */
const framePageRoutes = (page: FramePage): Readonly<Record<string, Route>> => ({
  [`GET ${framePagePath}`]: async () => ({ status: 200, page: page.document() }),
  [`GET ${framePageScriptPath}`]: async () => ({ status: 200, page: await page.script() }),
})

/** A request's route among `routes`, or the 404 or 405 that answers it. */
const routeOf = (
  routes: Readonly<Record<string, Route>>,
  knownPaths: ReadonlySet<string | undefined>,
  request: IncomingMessage,
): Route => {
  const path = (request.url ?? "").split("?")[0] ?? ""
  const route = routes[`${request.method} ${path}`]
  if (route !== undefined) return route
  if (knownPaths.has(path)) {
    throw new SiteApiError({
      status: 405,
      reason: "method_not_allowed",
      detail: `${request.method} is not allowed on ${path}`,
    })
  }
  throw new SiteApiError({ status: 404, reason: "not_found", detail: "There is no such route" })
}

/**
 * Starts the secure site's login server on 127.0.0.1 (node:http, JSON under `/v1/`): email
 * sign-in by one-time code (`POST /v1/email/start`, `POST /v1/email/verify`), and the session
 * it opens (`GET /v1/session`, `POST /v1/session/revoke`). Everything it keeps is in `database`,
 * so several processes can serve one site. It sends no CORS header: only the site's own frame
 * page calls it.
 * @example
 * const site = await startSecureSiteServer({ database, mailer, codeKey })
 * await fetch(`${site.url}/v1/email/start`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) })
 */
export const startSecureSiteServer = async (
  options: SecureSiteServerOptions,
): Promise<SecureSiteServer> => {
  const now = options.now ?? Date.now
  const log = options.log ?? ((message: string) => console.error(message))
  const { database, mailer } = options
  // First: a key too short throws before anything is started.
  const hasher = makeLoginCodeHasher(options.codeKey)
  // And a social login's seal key.
  if (options.socialLogin !== undefined) checkSocialLogin(options.socialLogin)
  // And Farcaster's seal key and its client (an optional peer, loaded only when it is used).
  const farcaster =
    options.farcasterLogin === undefined
      ? undefined
      : {
          login: options.farcasterLogin,
          sealKey: farcasterSealKey(options.farcasterLogin, options.socialLogin?.sealKey),
          client: await loadFarcasterClient(options.farcasterLogin),
        }
  // And a frame page whose CSP cannot be written.
  const routes = {
    ...apiRoutes,
    ...emailUpdateRoutes,
    ...passkeyApiRoutes,
    ...(options.framePage === undefined
      ? {}
      : framePageRoutes(makeFramePage({ ...options, script: options.framePage.script }))),
  }
  const knownPaths = new Set(Object.keys(routes).map((route) => route.split(" ")[1]))
  // Owns the mail sends in flight: `stop` interrupts them.
  const runtime = ManagedRuntime.make(Layer.empty)
  const context: SiteContext = {
    codes: makeLoginCodeRepository(database),
    users: makeUserRepository(database),
    sessions: makeSiteSessions(makeSessionRepository(database)),
    keyShares: makeKeyShareRepository(database),
    emailChanges: makeEmailChangeRepository(database),
    passkeys: makePasskeyRepository(database),
    passkeyChallenges: makePasskeyChallengeRepository(database),
    siteOrigins: () => [...allowedOrigins],
    rateLimits: makeRateLimitRepository(database),
    limits: { ...defaultSiteRateLimits, ...options.rateLimits },
    hasher,
    sendCode: (to, code, purpose) =>
      runtime.runPromise(Effect.result(mailer.sendLoginCode(to, code, purpose))),
    now,
    walletCreated: async (wallet) => {
      try {
        await options.onWalletCreated?.(wallet)
      } catch (error) {
        log(`secure site: onWalletCreated failed for ${wallet.address}: ${String(error)}`)
      }
    },
  }
  const clientAddress = options.clientAddress ?? ((request) => request.socket.remoteAddress)
  let allowedOrigins: ReadonlySet<string> = new Set(options.allowedOrigins ?? [])
  // Made once the server listens: the default public origin is its URL.
  let socialRoutes: ReturnType<typeof makeSiteSocialRoutes> | undefined
  let farcasterRoutes: ReturnType<typeof makeSiteFarcasterRoutes> | undefined

  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const origin = request.headers.origin
    if (origin !== undefined && !allowedOrigins.has(origin)) {
      request.resume()
      throw new SiteApiError({
        status: 403,
        reason: "origin_refused",
        detail: `Pages of ${origin} may not call the secure site`,
      })
    }
    const path = (request.url ?? "").split("?")[0] ?? ""
    const social = socialRoutes?.route(path) ?? farcasterRoutes?.route(path)
    if (social !== undefined) return runtime.runPromise(social(request, response))
    const route = routeOf(routes, knownPaths, request)
    const answer = await route(context, request, clientKey(clientAddress(request)))
    if (answer.status === 204) sendSiteEmpty(response, 204)
    else if ("page" in answer) sendSiteText(response, answer.status, answer.page)
    else sendSiteJson(response, answer.status, answer.body)
  }

  let stopping = false
  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      // A refusal may come before the body was read: drain it, so the connection stays usable.
      request.resume()
      if (error instanceof SiteApiError) return sendSiteError(response, error)
      if (stopping) return
      // The method and path only: a query, a header or a body may hold a code or a token.
      const path = (request.url ?? "").split("?")[0]
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
      log(`secure site: ${request.method} ${path} failed: ${reason}`)
      sendSiteError(
        response,
        new SiteApiError({
          status: 500,
          reason: "internal",
          detail: "The secure site failed to answer",
        }),
      )
    })
  })
  // A client that sends no valid HTTP gets Node's bare 400 and is cut; nothing to log.
  server.on("clientError", (_error, socket) => socket.destroy())

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject)
      resolve()
    })
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The port answers as localhost too (Chromium tries ::1, then 127.0.0.1): a page served as
  // `http://localhost:<port>` (another site than a dApp on 127.0.0.1) is the site's own as well.
  if (options.allowedOrigins === undefined) {
    allowedOrigins = new Set([url, url.replace("//127.0.0.1:", "//localhost:")])
  }
  if (options.socialLogin !== undefined) {
    socialRoutes = makeSiteSocialRoutes(options.socialLogin, {
      database,
      sessions: context.sessions,
      now,
      serverUrl: url,
      embeddingOrigins: options.embeddingOrigins,
      clientAddress,
      log,
    })
  }

  if (farcaster !== undefined) {
    farcasterRoutes = makeSiteFarcasterRoutes(farcaster.login, {
      client: farcaster.client,
      sealKey: farcaster.sealKey,
      database,
      sessions: context.sessions,
      now,
      serverUrl: url,
      clientAddress,
      log,
    })
  }

  let stopped: Promise<void> | undefined
  return {
    url,
    stop: () => {
      stopped ??= (async () => {
        stopping = true
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        await runtime.dispose()
      })()
      return stopped
    },
  }
}
