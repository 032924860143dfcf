import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http"
import { Data } from "effect"
import type { ErrorReason } from "../../core/api/generated/schemas"
import { errorBody } from "./errorBody"

/** The largest request body the sandbox reads (a JSON-RPC batch of 1000 calls fits easily). */
export const maxRequestBodyBytes = 10 * 1024 * 1024

/** The request body is larger than `maxRequestBodyBytes`. */
export class RequestBodyTooLargeError extends Data.TaggedError("RequestBodyTooLargeError")<{
  readonly limitBytes: number
}> {
  override get message(): string {
    return `The request body exceeds ${this.limitBytes} bytes`
  }
}

/** Reads a request's whole body as UTF-8 text. */
export const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > maxRequestBodyBytes) {
        reject(new RequestBodyTooLargeError({ limitBytes: maxRequestBodyBytes }))
        request.resume()
        return
      }
      chunks.push(chunk)
    })
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
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
