// A dApp's sign-in backend for `siwx({ storage })`, with Node's own HTTP server and no
// framework: it issues nonces, verifies each signed message with foyer-kit/plugins/siwx/server
// and keeps the sessions in memory. It is the server side of the `SiwxStorage` in
// docs/siwx.md; a real backend keeps nonces and sessions in its database.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import {
  type Eip155MessengerOptions,
  generateSiwxNonce,
  isSiwxVerifyError,
  parseSiwxMessage,
  type SiwxMessageFields,
  SiwxSignatureCheckError,
  type SiwxSignIn,
  verifySiwxSignIn,
} from "foyer-kit/plugins/siwx/server"

/** How the sign-in backend is started. */
export interface SiwxServerOptions {
  /** The interface to listen on; 127.0.0.1 by default. */
  readonly host?: string
  /** The port; 0 (the default) takes a free one. */
  readonly port?: number
  /**
   * The site visitors sign in to, as the kit writes it in the message: the page's host
   * (`location.host`) and a URI its pages are under (its origin). By default this server's own
   * address, as when it serves the dApp's pages itself.
   */
  readonly site?: { readonly domain: string; readonly uri: string }
  /** The networks a sign-in may be for (CAIP-2); Ethereum mainnet by default. */
  readonly chainIds?: ReadonlyArray<string>
  /** A node to check smart accounts' signatures on; without it, plain accounts (EOA) only. */
  readonly client?: Eip155MessengerOptions["client"]
  /** The clock; the system's by default. */
  readonly now?: () => Date
}

/** A running sign-in backend. */
export interface SiwxServer {
  /** Its address, e.g. `http://127.0.0.1:41234`. */
  readonly url: string
  /** The site it expects sign-ins for. */
  readonly site: { readonly domain: string; readonly uri: string }
  /** Stops listening and closes its connections. */
  readonly stop: () => Promise<void>
}

/** How long an issued nonce may be signed with (the kit asks for one just before signing). */
const nonceLifetimeMs = 5 * 60_000
/** A sign-in is one short message and its signature: a larger body is refused. */
const maxBodyBytes = 16 * 1024

const reply = (response: ServerResponse, status: number, body?: unknown) => {
  if (body === undefined) {
    response.writeHead(status).end()
    return
  }
  const text = typeof body === "string" ? body : JSON.stringify(body)
  response
    .writeHead(status, {
      "content-type": typeof body === "string" ? "text/plain" : "application/json",
    })
    .end(text)
}

// The body, or undefined when it is over maxBodyBytes (read to its end but not kept, so the
// client gets the answer rather than a reset connection).
const readBody = (request: IncomingMessage): Promise<string | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Array<Buffer> = []
    let size = 0
    request.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBodyBytes) chunks.push(chunk)
    })
    request.on("end", () =>
      resolve(size > maxBodyBytes ? undefined : Buffer.concat(chunks).toString("utf8")),
    )
    request.on("error", reject)
  })

// Sessions are kept per network and address; EVM addresses are compared case-insensitively.
const sessionKey = (chainId: string, address: string) => `${chainId} ${address.toLowerCase()}`

// The body of a POST: JSON, or undefined when it is not.
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const isValidAt = (now: Date) => (signIn: SiwxSignIn) =>
  signIn.fields.expirationTime === undefined ||
  now.getTime() < Date.parse(signIn.fields.expirationTime)

/**
 * Starts the sign-in backend. Its routes are the ones the `SiwxStorage` of docs/siwx.md calls:
 * `GET /auth/nonce` issues a single-use nonce, `POST /auth/sessions` verifies a sign-in and
 * keeps it, `GET /auth/sessions?chainId&address` lists the valid ones and
 * `DELETE /auth/sessions?chainId&address` signs out.
 * @example
 * const server = await startSiwxServer({ port: 8787 })
 */
export const startSiwxServer = async (options: SiwxServerOptions = {}): Promise<SiwxServer> => {
  const now = options.now ?? (() => new Date())
  const chainIds = new Set(options.chainIds ?? ["eip155:1"])
  // Each nonce issued and not used yet, with the instant it can no longer be used.
  const nonces = new Map<string, number>()
  const sessions = new Map<string, Array<SiwxSignIn>>()
  const host = options.host ?? "127.0.0.1"
  const server = createServer()
  const siteOf = (): { readonly domain: string; readonly uri: string } => {
    if (options.site !== undefined) return options.site
    const { port } = server.address() as AddressInfo
    return { domain: `${host}:${port}`, uri: `http://${host}:${port}` }
  }

  const signIn = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request)
    if (body === undefined) return reply(response, 413, { error: "The sign-in is too large" })
    const sent = parseJson(body) as Partial<Record<keyof SiwxSignIn, unknown>> | undefined
    const message = sent?.message
    const signature = sent?.signature
    if (typeof message !== "string" || typeof signature !== "string") {
      return reply(response, 400, { error: "A sign-in is JSON with a message and a signature" })
    }
    // The browser's `fields` are not trusted: the fields are read from the signed text.
    let read: SiwxMessageFields
    try {
      read = parseSiwxMessage(message)
    } catch (error) {
      return reply(response, 400, { error: (error as Error).message })
    }
    // Single use: a nonce is spent by the first sign-in that names it, verified or not.
    const usableUntil = nonces.get(read.nonce)
    nonces.delete(read.nonce)
    if (usableUntil === undefined || usableUntil <= now().getTime()) {
      return reply(response, 401, { error: "The nonce was not issued here, is used or is stale" })
    }
    if (!chainIds.has(read.chainId)) {
      return reply(response, 401, { error: `Sign-in is not offered on ${read.chainId}` })
    }
    const site = siteOf()
    try {
      const fields = await verifySiwxSignIn({
        message,
        signature,
        expected: { domain: site.domain, uri: site.uri, nonce: read.nonce, chainId: read.chainId },
        now: now(),
        ...(options.client === undefined ? {} : { client: options.client }),
      })
      const key = sessionKey(fields.chainId, fields.accountAddress)
      sessions.set(key, [...(sessions.get(key) ?? []), { fields, message, signature }])
      return reply(response, 204)
    } catch (error) {
      if (error instanceof SiwxSignatureCheckError) {
        return reply(response, 503, { error: error.message })
      }
      if (isSiwxVerifyError(error)) return reply(response, 401, { error: error.message })
      throw error
    }
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://localhost")
    if (url.pathname === "/auth/nonce" && request.method === "GET") {
      const at = now().getTime()
      // Nonces nobody signed with are forgotten once stale, so the map does not grow.
      for (const [issued, usableUntil] of nonces) if (usableUntil <= at) nonces.delete(issued)
      const nonce = generateSiwxNonce()
      nonces.set(nonce, at + nonceLifetimeMs)
      return reply(response, 200, nonce)
    }
    if (url.pathname !== "/auth/sessions") return reply(response, 404, { error: "Not found" })
    if (request.method === "POST") return signIn(request, response)
    const chainId = url.searchParams.get("chainId")
    const address = url.searchParams.get("address")
    if (chainId === null || address === null) {
      return reply(response, 400, { error: "chainId and address are required" })
    }
    const key = sessionKey(chainId, address)
    if (request.method === "GET") {
      return reply(response, 200, (sessions.get(key) ?? []).filter(isValidAt(now())))
    }
    if (request.method === "DELETE") {
      sessions.delete(key)
      return reply(response, 204)
    }
    return reply(response, 405, { error: "Method not allowed" })
  }

  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      console.error(error)
      if (!response.headersSent) reply(response, 500, { error: "Internal error" })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${host}:${port}`
  return {
    url,
    site: siteOf(),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)))
        server.closeAllConnections()
      }),
  }
}
