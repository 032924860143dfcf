import {
  type IncomingMessage,
  maxHeaderSize,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from "node:http"
import type { Duplex } from "node:stream"
import { errorBody } from "./errorBody"

/** How a server words the answers to requests Node's parser refuses. */
export interface ClientErrorAnswers {
  /** The JSON body of an answer (default: the provider API's ErrorBody, field "request"). */
  readonly render?: (description: string) => unknown
  /** Headers every such answer carries besides its content type, length and `Connection: close`. */
  readonly headers?: OutgoingHttpHeaders
}

/** A parser error as Node hands it to `clientError`: `code` is llhttp's, `reason` its words. */
type ClientError = Error & { readonly code?: string; readonly reason?: unknown }

/** The status and description of a request Node's parser refused, as Node itself would answer. */
const describeClientError = (
  error: ClientError,
): { readonly status: number; readonly description: string } => {
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW":
      return { status: 431, description: `The request head exceeds ${maxHeaderSize} bytes` }
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return { status: 413, description: "The chunk extensions of the request body are too large" }
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { status: 408, description: "The request did not arrive in time" }
    default: {
      const reason = typeof error.reason === "string" ? error.reason : (error.code ?? error.message)
      return { status: 400, description: `The request is not valid HTTP: ${reason}` }
    }
  }
}

/**
 * Makes `server` answer the requests Node's HTTP parser refuses (bad framing, an invalid
 * method or target, an oversized head, a head cut short) with a JSON body and the status Node
 * would send (400, 413, 408 or 431) and `Connection: close`, where Node's own answer has an
 * empty body. Never throws: a socket already gone, or one whose answer has begun, is only
 * closed.
 * @example
 * answerClientErrors(server, { headers: corsHeaders })
 */
export const answerClientErrors = (server: Server, options: ClientErrorAnswers = {}): void => {
  const render =
    options.render ?? ((description: string) => errorBody([{ field: "request", description }]))
  // The latest exchange on each connection. A parse error in a request body can arrive after
  // that request was answered (a 413 sent while the body streams): it has had its one answer,
  // and a second status line, or one amid an answer being written, would garble the stream.
  const latest = new WeakMap<Duplex, { request: IncomingMessage; response: ServerResponse }>()
  const answered = (socket: Duplex): boolean => {
    const exchange = latest.get(socket)
    if (exchange === undefined || !exchange.response.headersSent) return false
    return !(exchange.request.complete && exchange.response.writableFinished)
  }
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    latest.set(request.socket, { request, response })
  })
  server.on("clientError", (error: ClientError, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable || answered(socket)) {
      socket.destroy()
      return
    }
    const { status, description } = describeClientError(error)
    const body = JSON.stringify(render(description))
    const headers: OutgoingHttpHeaders = {
      ...options.headers,
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      connection: "close",
    }
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${String(value)}`),
    ].join("\r\n")
    // As Node's own handler does: the answer is queued, then the connection closed, whatever
    // else the client sends (the parser cannot read past this error).
    socket.write(`${head}\r\n\r\n${body}`)
    socket.destroy()
  })
}
