import { connect } from "node:net"

/** A raw HTTP response read apart: its status, its headers and its body. */
export interface ParsedAnswer {
  /** The status code of the first response line, or undefined when the server sent none. */
  readonly status: number | undefined
  /**
   * The head's headers by lowercase name, values as sent; a repeated name keeps its first
   * value. Read from all the text when the head never ended.
   */
  readonly headers: Readonly<Record<string, string>>
  /** What came after the head, as latin1 text: empty when the head never ended. */
  readonly body: string
}

/** What came back for one raw request. */
export interface RawAnswer extends ParsedAnswer {
  /** Everything the server sent, as latin1 text (headers and body). */
  readonly text: string
  /** True when the server neither answered in full nor closed within the bound. */
  readonly timedOut: boolean
}

/**
 * An upper bound on one raw exchange with a loopback server. It is not a timing assertion:
 * a server that hangs on one malformed request yields `timedOut` instead of hanging the test.
 */
const rawExchangeBoundMs = 5_000

/** The status code in an HTTP response's first line. */
const statusOf = (text: string): number | undefined => {
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(text)
  return match === null ? undefined : Number(match[1])
}

/** Reads a raw HTTP response (latin1 text, possibly cut short) into status, headers and body. */
export const parseRawAnswer = (text: string): ParsedAnswer => {
  const end = text.indexOf("\r\n\r\n")
  const head = end < 0 ? text : text.slice(0, end)
  const headers: Record<string, string> = {}
  // The first line is the status line, not a header.
  for (const line of head.split("\r\n").slice(1)) {
    const colon = line.indexOf(":")
    if (colon < 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    headers[name] ??= line.slice(colon + 1).trim()
  }
  return { status: statusOf(text), headers, body: end < 0 ? "" : text.slice(end + 4) }
}

/** True once `text` holds a whole response whose body length is declared. */
const isComplete = (text: string): boolean => {
  const end = text.indexOf("\r\n\r\n")
  if (end < 0) return false
  const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))
  return length !== null && Buffer.byteLength(text.slice(end + 4), "latin1") >= Number(length[1])
}

/**
 * Sends `bytes` as they are to the server behind `url` (http or ws, on loopback) over a plain
 * TCP socket, then reads until the server closes or a whole response has arrived. Nothing is
 * parsed or fixed on the way: this is how a hostile client talks.
 */
export const sendRaw = (url: string, bytes: string | Uint8Array): Promise<RawAnswer> => {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ""), port: Number(port) })
    const text = () => Buffer.concat(chunks).toString("latin1")
    let settled = false
    const finish = (timedOut: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(bound)
      socket.destroy()
      resolve({ ...parseRawAnswer(text()), text: text(), timedOut })
    }
    const bound = setTimeout(() => finish(true), rawExchangeBoundMs)
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk)
      if (isComplete(text())) finish(false)
    })
    socket.on("error", () => finish(false))
    socket.on("close", () => finish(false))
    // Half-close after sending, as a client that has said all it will: a server waiting for
    // more of a head or body hears the end instead of holding the socket open.
    socket.end(bytes)
  })
}

/** An answer as a test compares it exactly: status, Connection header and the body as read. */
export interface SeenAnswer {
  readonly status: number | undefined
  /** Lowercase, since servers differ in how they spell `keep-alive`. */
  readonly connection?: string
  readonly body: unknown
}

/** Reads a parsed answer for an exact comparison, its body by `readBody` (undefined when empty). */
export const seenAnswer = (
  { status, headers, body }: ParsedAnswer,
  readBody: (body: string, headers: Readonly<Record<string, string>>) => unknown,
): SeenAnswer => ({
  status,
  ...(headers.connection === undefined ? {} : { connection: headers.connection.toLowerCase() }),
  body: body === "" ? undefined : readBody(body, headers),
})

/**
 * Starts a chunked JSON upload of `size` bytes to `path` on the server behind `url` and never
 * finishes it, then resolves with the whole answer: one that comes while the upload is still
 * open proves a body limit is applied as the body streams in, not once it has all been
 * buffered. Rejects when the server closes without a whole answer.
 */
export const answerToOpenUpload = (
  url: string,
  { path, host, size }: { readonly path: string; readonly host: string; readonly size: number },
): Promise<ParsedAnswer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url)
    const socket = connect({ host: hostname, port: Number(port) })
    let text = ""
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1")
      if (!isComplete(text)) return
      socket.destroy()
      resolve(parseRawAnswer(text))
    })
    socket.on("error", reject)
    socket.on("close", () => reject(new Error(`closed without a whole answer: ${text}`)))
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    )
    socket.write(`${size.toString(16)}\r\n${"a".repeat(size)}\r\n`)
  })

/** One hostile request: what it is and its exact bytes. */
export interface MalformedRequest {
  readonly name: string
  readonly bytes: string
}

const webSocketHeaders =
  "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"

/**
 * Requests that a hostile or broken client sends to an HTTP or WebSocket server: bad request
 * targets, bad framing, oversized heads, odd methods, half-finished bodies. Every sandbox
 * server must answer each with a 4xx (or close the connection) and keep serving.
 */
export const malformedHttpRequests: ReadonlyArray<MalformedRequest> = [
  { name: "request target //", bytes: "GET // HTTP/1.1\r\nHost: x\r\n\r\n" },
  { name: "request target ///x", bytes: "GET ///x HTTP/1.1\r\nHost: x\r\n\r\n" },
  {
    name: "WebSocket upgrade to //",
    bytes: `GET // HTTP/1.1\r\nHost: x\r\n${webSocketHeaders}\r\n`,
  },
  {
    name: "WebSocket upgrade to a bad absolute target",
    bytes: `GET http://[::1 HTTP/1.1\r\nHost: x\r\n${webSocketHeaders}\r\n`,
  },
  {
    name: "WebSocket upgrade with a bad key",
    bytes:
      "GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: !\r\n\r\n",
  },
  { name: "absolute target with a bad host", bytes: "GET http://[::1 HTTP/1.1\r\nHost: x\r\n\r\n" },
  { name: "asterisk target", bytes: "GET * HTTP/1.1\r\nHost: x\r\n\r\n" },
  { name: "bad percent escape", bytes: "GET /%zz?x=%ZZ HTTP/1.1\r\nHost: x\r\n\r\n" },
  { name: "dot segments", bytes: "GET /../../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n" },
  { name: "not HTTP at all", bytes: "GARBAGE\r\n\r\n" },
  { name: "NUL bytes", bytes: "GET /\u0000 HTTP/1.1\r\nHost: \u0000\r\n\r\n" },
  { name: "unknown method", bytes: "BREW / HTTP/1.1\r\nHost: x\r\n\r\n" },
  { name: "OPTIONS", bytes: "OPTIONS / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n" },
  { name: "DELETE", bytes: "DELETE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n" },
  {
    name: "bad content-length",
    bytes: "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
  },
  {
    name: "bad chunked body",
    bytes: "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\n\r\n",
  },
  {
    name: "JSON body that is not JSON",
    bytes:
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nConnection: close\r\n\r\n{{{{{",
  },
  {
    name: "header block over 16 KiB",
    bytes: `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
  },
  {
    name: "request target over 16 KiB",
    bytes: `GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  },
  { name: "a head that never ends", bytes: "GET / HTTP/1.1\r\nHost: x\r\n" },
]
