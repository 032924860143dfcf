import type { IncomingMessage, ServerResponse } from "node:http"
import { RequestBodyTooLargeError, readBody } from "./api/httpExchange"
import { errorText } from "./errorText"

/** What a sandbox chain node's HTTP API is called and which requests browsers may send it. */
export interface ChainNodeEndpointOptions {
  /** The chain's name in log lines, e.g. "Bitcoin regtest". */
  readonly name: string
  /** `access-control-allow-methods`, e.g. "GET, POST, OPTIONS". */
  readonly methods: string
  /** The headers allowed when a preflight names none, e.g. "content-type". */
  readonly headers: string
  /** Where a request that broke off is reported. */
  readonly log: (message: string) => void
}

/** The HTTP plumbing a sandbox chain node's server shares: CORS, answers, bodies. */
export interface ChainNodeEndpoint {
  /** Answers `body` with `status` and `contentType`, unless the response is already over. */
  readonly send: (
    response: ServerResponse,
    request: IncomingMessage,
    status: number,
    contentType: string,
    body: string,
  ) => void
  /** Answers 204 with no body (a CORS preflight, a JSON-RPC call of notifications only). */
  readonly noContent: (request: IncomingMessage, response: ServerResponse) => void
  /**
   * Reads the request's body and hands it to `answer`; a body over the limit is answered 413
   * with the reason; a client that went away mid-body is logged, as nobody waits for an answer.
   */
  readonly withBody: (
    request: IncomingMessage,
    response: ServerResponse,
    answer: (body: string) => void,
  ) => void
}

/** The content type of a plain-text answer. */
export const plainText = "text/plain; charset=utf-8"

/**
 * The HTTP side of a sandbox chain node (the Solana devnet's JSON-RPC, the Bitcoin regtest's
 * Esplora API): any page may call it, as the public endpoints of those chains allow (the demo
 * runs on another origin), and a preflight asking for private network access (Chromium's, for
 * a public page calling loopback) is granted too.
 * @example
 * const endpoint = chainNodeEndpoint({ name: "Bitcoin regtest", methods: "GET, POST, OPTIONS", headers: "content-type", log })
 * endpoint.withBody(request, response, (body) => endpoint.send(response, request, 200, "application/json", answer(body)))
 */
export const chainNodeEndpoint = (options: ChainNodeEndpointOptions): ChainNodeEndpoint => {
  const corsHeaders = (request: IncomingMessage) => ({
    "access-control-allow-origin": "*",
    "access-control-allow-methods": options.methods,
    "access-control-allow-headers":
      request.headers["access-control-request-headers"] ?? options.headers,
    "access-control-max-age": "86400",
    ...(request.headers["access-control-request-private-network"] === "true"
      ? { "access-control-allow-private-network": "true" }
      : {}),
  })
  const send: ChainNodeEndpoint["send"] = (response, request, status, contentType, body) => {
    if (response.headersSent || response.destroyed) return
    response.writeHead(status, {
      ...corsHeaders(request),
      "content-type": contentType,
      "content-length": Buffer.byteLength(body),
    })
    response.end(body)
  }
  return {
    send,
    noContent: (request, response) => {
      response.writeHead(204, corsHeaders(request))
      response.end()
    },
    withBody: (request, response, answer) => {
      readBody(request).then(answer, (error: unknown) => {
        if (error instanceof RequestBodyTooLargeError) {
          send(response, request, 413, plainText, `${error.message}\n`)
        } else {
          // The client went away mid-body: nobody waits for an answer.
          options.log(`sandbox: ${options.name}: a request broke off: ${errorText(error)}`)
        }
      })
    },
  }
}
