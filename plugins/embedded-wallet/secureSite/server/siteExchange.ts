import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http"
import { SiteApiError, siteApiErrorBody } from "./SiteApiError"

/**
 * The largest request body the site reads: its bodies are an address and a code, a few dozen
 * bytes; anything larger is refused before it is kept.
 */
export const maxSiteRequestBytes = 16 * 1024

/**
 * Headers on every answer. `no-store`: answers carry session tokens and account data, which no
 * cache (the browser's, a proxy's) may keep. `nosniff`: JSON stays JSON. And no
 * Access-Control-* header ever: the frame page calls its own origin, and a dApp's page must not
 * read this API from a browser.
 */
export const siteAnswerHeaders: OutgoingHttpHeaders = {
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
}

/** Answers with a JSON body. */
export const sendSiteJson = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
): void => {
  if (response.headersSent || response.destroyed) return
  const text = JSON.stringify(body)
  response.writeHead(status, {
    ...siteAnswerHeaders,
    ...headers,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  })
  response.end(text)
}

/** Answers with a text body of `contentType` (the frame page's HTML and script). */
export const sendSiteText = (
  response: ServerResponse,
  status: number,
  answer: {
    readonly contentType: string
    readonly text: string
    readonly headers: OutgoingHttpHeaders
  },
): void => {
  if (response.headersSent || response.destroyed) return
  response.writeHead(status, {
    ...siteAnswerHeaders,
    ...answer.headers,
    "content-type": answer.contentType,
    "content-length": Buffer.byteLength(answer.text),
  })
  response.end(answer.text)
}

/** Answers without a body. */
export const sendSiteEmpty = (response: ServerResponse, status: number): void => {
  if (response.headersSent || response.destroyed) return
  response.writeHead(status, siteAnswerHeaders)
  response.end()
}

/** Answers a refusal as `{ error: { reason, message, ... } }`, with `Retry-After` on a 429. */
export const sendSiteError = (response: ServerResponse, error: SiteApiError): void =>
  sendSiteJson(
    response,
    error.status,
    siteApiErrorBody(error),
    error.retryAfter === undefined ? {} : { "retry-after": String(error.retryAfter) },
  )

const tooLarge = () =>
  new SiteApiError({
    status: 413,
    reason: "body_too_large",
    detail: `The request body exceeds ${maxSiteRequestBytes} bytes`,
  })

/** Reads the body as UTF-8, refusing it as soon as it passes the limit (the rest is drained). */
const readText = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    if (Number(request.headers["content-length"]) > maxSiteRequestBytes) {
      request.resume()
      return reject(tooLarge())
    }
    const chunks: Array<Buffer> = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxSiteRequestBytes) return void chunks.push(chunk)
      request.off("data", onData)
      request.resume()
      reject(tooLarge())
    }
    request.on("data", onData)
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
  })

/**
 * Reads a JSON request body (at most `maxSiteRequestBytes`). Only `application/json` is taken:
 * a page of another origin can send a form or text/plain without asking (no CORS preflight),
 * but not JSON, so it cannot start a login here even blind.
 */
export const readJsonBody = async (request: IncomingMessage): Promise<unknown> => {
  const type = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase()
  if (type !== "application/json") {
    request.resume()
    throw new SiteApiError({
      status: 415,
      reason: "unsupported_media_type",
      detail: "The request body must be JSON (Content-Type: application/json)",
    })
  }
  const text = await readText(request)
  try {
    return JSON.parse(text)
  } catch {
    throw new SiteApiError({
      status: 400,
      reason: "invalid_json",
      detail: "The request body is not valid JSON",
    })
  }
}
