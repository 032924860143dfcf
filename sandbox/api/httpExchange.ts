import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http"
import { Data } from "effect"
import type { ErrorReason } from "../../core/api/generated/schemas"
import { errorBody } from "./errorBody"

/** The largest request body the sandbox API reads by default (a JSON-RPC batch of 1000 calls fits easily). */
export const maxRequestBodyBytes = 10 * 1024 * 1024

/** The request body is larger than `maxRequestBodyBytes`. */
export class RequestBodyTooLargeError extends Data.TaggedError("RequestBodyTooLargeError")<{
  readonly limitBytes: number
}> {
  override get message(): string {
    return `The request body exceeds ${this.limitBytes} bytes`
  }
}

/**
 * The request broke off before its body was whole: the client went away, or Node's parser
 * refused the rest of the body (and answered it). Nobody is waiting for an answer.
 */
export class RequestBodyAbortedError extends Data.TaggedError("RequestBodyAbortedError")<{
  readonly cause: unknown
}> {
  override get message(): string {
    return "The request broke off before its body was whole"
  }
}

/**
 * Reads a request's whole body as UTF-8 text, refusing one over `limitBytes` as it comes: at
 * once when its Content-Length says so, else as soon as the bytes received pass the limit,
 * without waiting for (or keeping) the rest. The rest is drained, so that the connection can
 * carry the 413 and later requests.
 */
export const readBody = (
  request: IncomingMessage,
  limitBytes: number = maxRequestBodyBytes,
): Promise<string> =>
  new Promise((resolve, reject) => {
    const refuse = () => {
      request.off("data", onData)
      request.off("end", onEnd)
      request.resume()
      reject(new RequestBodyTooLargeError({ limitBytes }))
    }
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limitBytes) refuse()
      else chunks.push(chunk)
    }
    const onEnd = () => resolve(Buffer.concat(chunks).toString("utf8"))
    request.on("error", (cause) => reject(new RequestBodyAbortedError({ cause })))
    if (Number(request.headers["content-length"]) > limitBytes) return refuse()
    request.on("data", onData)
    request.on("end", onEnd)
  })

/** Answers with a JSON body. */
export const sendJson = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
): void => {
  if (response.headersSent || response.destroyed) return
  const text = JSON.stringify(body)
  response.writeHead(status, {
    ...headers,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  })
  response.end(text)
}

/** Answers with the shared error body of the provider API. */
export const sendError = (
  response: ServerResponse,
  status: number,
  reasons: ReadonlyArray<ErrorReason>,
  headers: OutgoingHttpHeaders = {},
): void => sendJson(response, status, errorBody(reasons), headers)

/** Answers without a body. */
export const sendEmpty = (
  response: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders = {},
): void => {
  if (response.headersSent || response.destroyed) return
  response.writeHead(status, headers)
  response.end()
}

/** Parses JSON text, or undefined when it is not JSON. */
export const parseJson = (text: string): { readonly value: unknown } | undefined => {
  try {
    return { value: JSON.parse(text) }
  } catch {
    return undefined
  }
}
