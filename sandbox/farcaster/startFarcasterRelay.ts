// The sandbox's Farcaster auth relay: a local stand-in for relay.farcaster.xyz, which carries a
// Sign In With Farcaster request from an app to the visitor's Farcaster app and the signed
// answer back. Its HTTP API is the real relay's (what @farcaster/auth-client calls): the app
// creates a channel and polls its status; the Farcaster app, holding the relay's key,
// authenticates it. The channel's `url`, which the app shows as a QR code, opens the
// development Farcaster wallet on this same server, the stand-in for the Farcaster app.
import { randomBytes, timingSafeEqual } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { Data, Result, Schema } from "effect"
import { formatIssues } from "../../core/config/formatIssues"
import { parseJson, RequestBodyTooLargeError, readBody, sendJson } from "../api/httpExchange"
import { listen } from "../listen"
import { loopbackGuard, noFramingHeaders, stopServer } from "../pages/loopbackPage"
import { parseRequestTarget } from "../parseRequestTarget"
import {
  type ChannelCompletion,
  type ChannelLookup,
  type CompleteResult,
  makeFarcasterChannels,
} from "./FarcasterChannels"
import { farcasterRelayLimits } from "./farcasterRelayLimits"
import { AuthenticateRequest, CreateChannelRequest } from "./farcasterRelayRequests"
import {
  renderSignedInPage,
  renderWalletErrorPage,
  renderWalletPage,
  walletPageCsp,
  walletPageFidField,
} from "./renderWalletPage"
import { type SandboxFarcasterAccount, sandboxFarcasterAccounts } from "./SandboxFarcasterAccount"
import { FarcasterMessageBuildError, signInAsAccount } from "./signInAsAccount"

/** How to start the sandbox Farcaster relay. */
export interface StartFarcasterRelayOptions {
  /** The accounts its wallet page offers and its authenticate route knows (default {@link sandboxFarcasterAccounts}). */
  readonly accounts?: ReadonlyArray<SandboxFarcasterAccount>
  /** The key `POST /v1/channel/authenticate` requires (default a random one the relay keeps to itself). */
  readonly relayKey?: string
  /** How long a channel lives, in milliseconds (default `farcasterRelayLimits.channelTtlMs`). */
  readonly channelTtlMs?: number
  /** The clock, in milliseconds (default Date.now): channel expiry uses it. */
  readonly now?: () => number
  /** The interface to listen on (default 127.0.0.1). */
  readonly host?: string
  /** The port (default 0: a free one). */
  readonly port?: number
}

/** A running sandbox Farcaster relay. */
export interface FarcasterRelay {
  /** `http://127.0.0.1:<port>`: the `relay` of auth-client's `createAppClient`. */
  readonly url: string
  /** The accounts its wallet page offers. */
  readonly accounts: ReadonlyArray<SandboxFarcasterAccount>
  /** Closes the server and its connections. Safe to call twice. */
  readonly stop: () => Promise<void>
}

/** The wallet page's path; a channel's `url` is `<relay url>/~/siwf?channelToken=<token>`. */
export const walletPagePath = "/~/siwf"

/** A request the relay refuses: its status and the real relay's JSON body. */
class RelayRefusal extends Data.TaggedError("RelayRefusal")<{
  readonly status: number
  readonly body: Readonly<Record<string, string>>
  readonly headers?: Readonly<Record<string, string>>
}> {}

/** A wallet page the relay answers with a status other than 200. */
class WalletPageRefusal extends Data.TaggedError("WalletPageRefusal")<{
  readonly status: number
  readonly heading: string
  readonly text: string
}> {}

const unauthorized = () => new RelayRefusal({ status: 401, body: { error: "Unauthorized" } })

/** The API answers any origin, as the real relay answers its configured one. */
const corsHeaders = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "content-type, authorization",
  "access-control-max-age": "86400",
}

/** The channel token of `Authorization: Bearer <token>`, as the real relay reads it. */
const bearerToken = (request: IncomingMessage): string => {
  const token = request.headers.authorization?.split(" ")[1]
  if (token === undefined || token === "") throw unauthorized()
  return token
}

const readJsonBody = async (request: IncomingMessage): Promise<unknown> => {
  const type = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase()
  if (type !== "application/json") {
    throw new RelayRefusal({
      status: 415,
      body: { error: "Unsupported Media Type", message: "The body must be application/json" },
    })
  }
  const parsed = parseJson(await readBody(request, farcasterRelayLimits.maxJsonBodyBytes))
  if (parsed === undefined) {
    throw new RelayRefusal({
      status: 400,
      body: { error: "Validation error", message: "The body is not JSON" },
    })
  }
  return parsed.value
}

const decodeBody = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  value: unknown,
): S["Type"] => {
  const decoded = Schema.decodeUnknownResult(schema)(value, {
    errors: "all",
    onExcessProperty: "error",
  })
  if (Result.isSuccess(decoded)) return decoded.success
  const issues = formatIssues(decoded.failure).map((issue) => `${issue.path}: ${issue.message}`)
  throw new RelayRefusal({
    status: 400,
    body: { error: "Validation error", message: issues.join("; ") },
  })
}

const keysMatch = (given: string, expected: string): boolean => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The page answering a channel that cannot be signed (or a refused completion). */
const channelPageRefusal = (
  found: Exclude<CompleteResult, { kind: "completed" }> | ChannelLookup,
) => {
  switch (found.kind) {
    case "unknown":
      return new WalletPageRefusal({
        status: 404,
        heading: "Unknown sign-in request",
        text: "This relay has no such sign-in request. Start the sign-in again in the app.",
      })
    case "expired":
      return new WalletPageRefusal({
        status: 410,
        heading: "Sign-in request expired",
        text: "This sign-in request has expired. Start the sign-in again in the app.",
      })
    default:
      return new WalletPageRefusal({
        status: 409,
        heading: "Already signed in",
        text: "This sign-in request is already approved. Start the sign-in again in the app to sign in anew.",
      })
  }
}

const sendPage = (response: ServerResponse, status: number, html: string) => {
  if (response.headersSent || response.destroyed) return
  response.writeHead(status, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(html),
    "content-security-policy": walletPageCsp,
    "cache-control": "no-store",
    // The channel token in the URL is not sent to the app's redirect URL. Not "no-referrer":
    // under it a browser posts the form with `Origin: null`, which the approval refuses.
    "referrer-policy": "same-origin",
    ...noFramingHeaders,
  })
  response.end(html)
}

/**
 * Starts the sandbox Farcaster relay on loopback. The API, as the real relay's:
 * - `POST /v1/channel` (JSON: siweUri, domain, nonce?, notBefore?, expirationTime?,
 *   requestId?, redirectUrl?, acceptAuthAddress?) → 201 `{ channelToken, url, connectUri, nonce }`,
 *   a nonce made when none is given;
 * - `GET /v1/channel/status` (`Authorization: Bearer <channelToken>`) → 202 while pending, 200
 *   once completed, after which the channel is closed (the real relay deletes it), 401 for an
 *   unknown, expired or closed channel;
 * - `POST /v1/channel/authenticate` (Bearer token, `X-Farcaster-Auth-Relay-Key`, JSON: message,
 *   signature, fid, authMethod?, username?, displayName?, bio?, pfpUrl?) → 201 and the status;
 *   401 for a wrong key or channel, 409 for a channel already completed, 400 for an fid that is
 *   none of the relay's accounts (the real relay looks its custody up at a hub).
 * And the development Farcaster wallet: `GET /~/siwf?channelToken=…`, a page with a button per
 * account; its form's `POST` signs the channel's message with that account's custody key and
 * completes the channel as `authenticate` does.
 * Channels live in memory only, for `channelTtlMs` from their creation.
 * @example
 * const relay = await startFarcasterRelay()
 * const app = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: devnet.rpcUrl }) })
 * const channel = await app.createChannel({ siweUri, domain })
 * // the visitor opens channel.data.url and clicks "Sign in as @sandbox-alice";
 * // app.status({ channelToken: channel.data.channelToken }) then answers 200, state "completed"
 */
export const startFarcasterRelay = async (
  options: StartFarcasterRelayOptions = {},
): Promise<FarcasterRelay> => {
  const host = options.host ?? "127.0.0.1"
  const now = options.now ?? Date.now
  const accounts = options.accounts ?? sandboxFarcasterAccounts
  const relayKey = options.relayKey ?? randomBytes(32).toString("hex")
  const guard = loopbackGuard()
  let origin = ""
  const channels = makeFarcasterChannels({
    now,
    ttlMs: options.channelTtlMs ?? farcasterRelayLimits.channelTtlMs,
    maxChannels: farcasterRelayLimits.maxChannels,
    pageUrl: (channelToken) =>
      `${origin}${walletPagePath}?${new URLSearchParams({ channelToken })}`,
  })

  /** The one way a channel is completed: by the authenticate route and by the wallet page. */
  const complete = (token: string, completion: ChannelCompletion) =>
    channels.complete(token, completion)

  const createChannel = async (request: IncomingMessage, response: ServerResponse) => {
    const body = decodeBody(CreateChannelRequest, await readJsonBody(request))
    const opened = channels.open(body, {
      ip: request.socket.remoteAddress ?? "Unknown",
      userAgent: request.headers["user-agent"] ?? "Unknown",
    })
    if (opened === undefined) {
      throw new RelayRefusal({
        status: 503,
        body: { error: "Too many open channels: try again once some have expired" },
      })
    }
    sendJson(response, 201, { ...opened, connectUri: opened.url }, corsHeaders)
  }

  const status = (request: IncomingMessage, response: ServerResponse) => {
    const found = channels.deliver(bearerToken(request))
    if (found.kind !== "live") throw unauthorized()
    sendJson(response, found.status.state === "completed" ? 200 : 202, found.status, corsHeaders)
  }

  const authenticate = async (request: IncomingMessage, response: ServerResponse) => {
    const key = request.headers["x-farcaster-auth-relay-key"]
    if (typeof key !== "string" || !keysMatch(key, relayKey)) throw unauthorized()
    const token = bearerToken(request)
    const body = decodeBody(AuthenticateRequest, await readJsonBody(request))
    const account = accounts.find((candidate) => candidate.fid === body.fid)
    if (account === undefined) {
      throw new RelayRefusal({
        status: 400,
        body: { error: `Unknown fid ${body.fid}: the sandbox relay knows its own accounts only` },
      })
    }
    const result = complete(token, {
      ...body,
      signature: body.signature as `0x${string}`,
      authMethod: body.authMethod ?? "custody",
      custody: account.custody,
      verifications: [],
    })
    if (result.kind === "completed") return sendJson(response, 201, result.status)
    if (result.kind === "already-completed") {
      throw new RelayRefusal({ status: 409, body: { error: "The channel is already completed" } })
    }
    throw unauthorized()
  }

  const showWallet = (response: ServerResponse, url: URL) => {
    const token = url.searchParams.get("channelToken") ?? ""
    const found = channels.find(token)
    if (found.kind !== "live") throw channelPageRefusal(found)
    if (found.status.state === "completed") throw channelPageRefusal({ kind: "already-completed" })
    const { domain, siweUri } = found.status.signatureParams
    sendPage(
      response,
      200,
      renderWalletPage({ action: `${url.pathname}${url.search}`, domain, siweUri, accounts }),
    )
  }

  const approve = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    // A form of another site must not sign in as a sandbox account.
    if (!guard.acceptsOrigin(request)) {
      throw new WalletPageRefusal({
        status: 403,
        heading: "Refused",
        text: "Only this wallet's own page may approve a sign-in.",
      })
    }
    const fid = new URLSearchParams(
      await readBody(request, farcasterRelayLimits.maxFormBodyBytes),
    ).get(walletPageFidField)
    const account = accounts.find((candidate) => String(candidate.fid) === fid)
    if (account === undefined) {
      throw new WalletPageRefusal({
        status: 400,
        heading: "Unknown account",
        text: "Pick one of the sandbox accounts on the wallet page.",
      })
    }
    const token = url.searchParams.get("channelToken") ?? ""
    const found = channels.find(token)
    if (found.kind !== "live") throw channelPageRefusal(found)
    if (found.status.state === "completed") throw channelPageRefusal({ kind: "already-completed" })
    const completion = await signInAsAccount(found.status.signatureParams, account)
    const result = complete(token, completion)
    if (result.kind !== "completed") throw channelPageRefusal(result)
    sendPage(
      response,
      200,
      renderSignedInPage(account.username, found.status.signatureParams.redirectUrl),
    )
  }

  const route = async (request: IncomingMessage, response: ServerResponse) => {
    // DNS rebinding: only loopback names are served.
    if (!guard.servesHost(request)) {
      throw new RelayRefusal({ status: 403, body: { error: "Forbidden host" } })
    }
    const url = parseRequestTarget(request.url)
    if (url === undefined) {
      throw new RelayRefusal({ status: 400, body: { error: "Invalid request target" } })
    }
    const method = request.method ?? ""
    if (url.pathname === walletPagePath) {
      if (method === "GET" || method === "HEAD") return showWallet(response, url)
      if (method === "POST") return approve(request, response, url)
      throw new RelayRefusal({
        status: 405,
        body: { error: "Method Not Allowed" },
        headers: { allow: "GET, HEAD, POST" },
      })
    }
    if (method === "OPTIONS" && url.pathname.startsWith("/v1/")) {
      response.writeHead(204, corsHeaders)
      return void response.end()
    }
    switch (`${method} ${url.pathname}`) {
      case "GET /healthcheck":
        return sendJson(response, 200, { status: "OK" })
      case "POST /v1/channel":
        return createChannel(request, response)
      case "GET /v1/channel/status":
        return status(request, response)
      case "POST /v1/channel/authenticate":
        return authenticate(request, response)
      default:
        throw new RelayRefusal({
          status: 404,
          body: { error: `Route ${method}:${url.pathname} not found` },
        })
    }
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (error instanceof WalletPageRefusal) {
        return sendPage(response, error.status, renderWalletErrorPage(error.heading, error.text))
      }
      if (error instanceof FarcasterMessageBuildError) {
        return sendPage(response, 400, renderWalletErrorPage("Cannot sign", error.message))
      }
      if (error instanceof RelayRefusal) {
        return sendJson(response, error.status, error.body, { ...corsHeaders, ...error.headers })
      }
      if (error instanceof RequestBodyTooLargeError) {
        return sendJson(response, 413, { error: error.message }, corsHeaders)
      }
      // A client that went away mid-body waits for nothing; anything else is the relay's fault.
      sendJson(response, 500, { error: error instanceof Error ? error.message : String(error) })
    })
  })

  const port = await listen(server, host, options.port)
  guard.listening(port)
  origin = `http://${host}:${port}`
  return { url: origin, accounts, stop: stopServer(server) }
}
