import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { Result, Schema } from "effect"
import { formatIssues } from "../../core/config/formatIssues"
import { answerClientErrors } from "../api/answerClientErrors"
import {
  parseJson,
  RequestBodyAbortedError,
  RequestBodyTooLargeError,
  readBody,
  sendJson,
} from "../api/httpExchange"
import type { SandboxDevnet } from "../api/SandboxDevnet"
import { answerErrorText } from "../errorText"
import { listen } from "../listen"
import { loopbackGuard, noFramingHeaders, scriptPageCsp, stopServer } from "../pages/loopbackPage"
import { parseRequestTarget } from "../parseRequestTarget"
import { makeOnrampOrders, type OnrampOrders } from "./OnrampOrders"
import { makeOnrampSessionTokens } from "./OnrampSessionTokens"
import { makeOnrampCheckout, OnrampCheckoutError } from "./onrampCheckout"
import { onrampPageHtml } from "./page/onrampPageHtml"
import { onrampPageScript } from "./page/onrampPageScript"
import { fundSolanaOnrampTreasury, type OnrampSolanaDevnet } from "./solanaOnrampTreasury"

/** How to start the sandbox onramp page. */
export interface StartOnrampPageOptions {
  /** The devnets it sells on, with their accounts (the treasury is one of them). */
  readonly devnets: ReadonlyArray<SandboxDevnet>
  /**
   * The Solana devnets it sells SOL and their SPL token (FUSD) on, with their accounts (the
   * treasury is one of them, given its float of the token at start).
   */
  readonly solanaDevnets?: ReadonlyArray<OnrampSolanaDevnet>
  /** Where orders are recorded (default a new order book). */
  readonly orders?: OnrampOrders
  /** The port on 127.0.0.1 (default 0: a free one). */
  readonly port?: number
  /** The clock that dates orders and checks card expiry (default the system's). */
  readonly now?: () => Date
}

/** Where the onramp's links point, and the token that makes each one pay once. */
export interface OnrampLinks {
  /**
   * `http://127.0.0.1:<port>`; `/v1/generators/onrampurl` hands out `<url>/?destinationWallets=…`
   * with its request's values as query parameters.
   */
  readonly url: string
  /** A new link's `sessionToken`: the page pays only links whose token it issued, once each. */
  readonly issueSessionToken: () => string
}

/** A running sandbox onramp page. */
export interface OnrampPage extends OnrampLinks {
  /** Its order book: completed, declined and undelivered orders. */
  readonly orders: OnrampOrders
  /** Stops serving. Safe to call twice. */
  readonly stop: () => Promise<void>
}

/** The largest request body the page reads: a card and the page's query. */
export const maxOnrampBodyBytes = 16 * 1024

const PayBody = Schema.Struct({
  query: Schema.String,
  card: Schema.Struct({ number: Schema.String, expiry: Schema.String, cvc: Schema.String }),
})

const decodePayBody = async (request: IncomingMessage) => {
  const parsed = parseJson(await readBody(request, maxOnrampBodyBytes))
  if (parsed === undefined) throw new OnrampCheckoutError(400, "The body must be JSON")
  const decoded = Schema.decodeUnknownResult(PayBody)(parsed.value, { errors: "all" })
  if (Result.isSuccess(decoded)) return decoded.success
  const issues = formatIssues(decoded.failure).map((issue) => `${issue.path}: ${issue.message}`)
  throw new OnrampCheckoutError(400, issues.join("; "))
}

/**
 * Serves the sandbox onramp page on 127.0.0.1: the order of its URL and a card form. The
 * good test card delivers the purchase by a real transaction from the devnet's treasury and
 * records a completed order; the declined card records a declined order and sends nothing.
 * A URL pays once, and only when its `sessionToken` is one the page issued
 * (`issueSessionToken`, which the API's onramp URL carries). The page is never framed.
 * JSON endpoints: GET /order?<the page's query>[&amount=<USD>], POST /pay
 * `{ query, card: { number, expiry, cvc } }` (200 `{ order }`, 402 declined, 400 invalid),
 * GET /orders.
 * @example
 * const page = await startOnrampPage({ devnets: sandbox.devnets })
 * // page.url + "/?destinationWallets=" + encodeURIComponent(JSON.stringify([{ address }]))
 */
export const startOnrampPage = async (options: StartOnrampPageOptions): Promise<OnrampPage> => {
  const orders = options.orders ?? makeOnrampOrders()
  for (const devnet of options.solanaDevnets ?? []) await fundSolanaOnrampTreasury(devnet)
  const tokens = makeOnrampSessionTokens()
  const checkout = makeOnrampCheckout({
    devnets: options.devnets,
    ...(options.solanaDevnets === undefined ? {} : { solanaDevnets: options.solanaDevnets }),
    orders,
    tokens,
    ...(options.now === undefined ? {} : { now: options.now }),
  })
  const guard = loopbackGuard()

  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    // DNS rebinding: only loopback names are served.
    if (!guard.servesHost(request)) {
      throw new OnrampCheckoutError(403, `Forbidden host: ${request.headers.host ?? "(none)"}`)
    }
    const url = parseRequestTarget(request.url)
    if (url === undefined) {
      throw new OnrampCheckoutError(400, `Invalid request target: ${request.url}`)
    }
    if (request.method === "GET" || request.method === "HEAD") {
      switch (url.pathname) {
        case "/":
          response.writeHead(200, {
            "content-type": "text/html; charset=utf-8",
            "content-security-policy": scriptPageCsp,
            ...noFramingHeaders,
          })
          return void response.end(onrampPageHtml)
        case "/page.js":
          response.writeHead(200, { "content-type": "text/javascript; charset=utf-8" })
          return void response.end(onrampPageScript)
        case "/order":
          return sendJson(response, 200, await checkout.describe(url.searchParams))
        case "/orders":
          return sendJson(response, 200, { orders: orders.list() })
        default:
          throw new OnrampCheckoutError(404, `Not found: GET ${url.pathname}`)
      }
    }
    if (request.method !== "POST" || url.pathname !== "/pay") {
      throw new OnrampCheckoutError(404, `Not found: ${request.method} ${url.pathname}`)
    }
    // A form or fetch from another site must not pay.
    if (!guard.acceptsOrigin(request)) {
      throw new OnrampCheckoutError(403, `Forbidden origin: ${request.headers.origin}`)
    }
    const body = await decodePayBody(request)
    const order = await checkout.pay(new URLSearchParams(body.query), body.card)
    return sendJson(response, 200, { order })
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      if (error instanceof RequestBodyAbortedError) return // No one is waiting for an answer.
      request.resume()
      if (error instanceof OnrampCheckoutError) {
        return sendJson(response, error.status, {
          error: error.message,
          ...(error.order === undefined ? {} : { order: error.order }),
        })
      }
      const status = error instanceof RequestBodyTooLargeError ? 413 : 500
      sendJson(response, status, { error: answerErrorText(error) })
    })
  })
  answerClientErrors(server, { render: (description) => ({ error: description }) })

  const host = "127.0.0.1"
  const port = await listen(server, host, options.port)
  guard.listening(port)

  return {
    url: `http://${host}:${port}`,
    issueSessionToken: tokens.issue,
    orders,
    stop: stopServer(server),
  }
}
