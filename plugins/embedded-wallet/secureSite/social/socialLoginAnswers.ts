import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http"
import type { SocialLoginError } from "./SocialLoginError"
import { renderSocialLoginFailure, socialResultPageCsp } from "./socialLoginResult"
import { socialPageTexts } from "./socialPageTexts"

/** Headers of every answer: nothing here may be cached, framed or leak its URL (a code) on. */
const answerHeaders: OutgoingHttpHeaders = {
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
}

const wantsJson = (request: IncomingMessage) =>
  (request.headers.accept ?? "").includes("application/json")

/** Answers once with `status`, the headers of every answer, `headers` and `body`. */
export const send = (
  response: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  body: string,
) => {
  if (response.headersSent || response.destroyed) return
  response.writeHead(status, {
    ...answerHeaders,
    ...headers,
    "content-length": Buffer.byteLength(body),
  })
  response.end(body)
}

/** Answers as the request accepts: JSON for the frame's fetch, else a page for the popup. */
export const answer = (
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  json: unknown,
  html: string,
  headers: OutgoingHttpHeaders = {},
  asJson = wantsJson(request),
) =>
  asJson
    ? send(
        response,
        status,
        { ...headers, "content-type": "application/json; charset=utf-8" },
        JSON.stringify(json),
      )
    : send(
        response,
        status,
        {
          // The script-free policy unless `headers` give the page its own (the success page's nonce).
          "content-security-policy": socialResultPageCsp,
          ...headers,
          "content-type": "text/html; charset=utf-8",
          "x-frame-options": "DENY",
        },
        html,
      )

/**
 * Answers a refusal: its status, its body or page (JSON when `asJson`: by default when the
 * request accepts it), and Retry-After when it says when.
 */
export const refuse = (
  request: IncomingMessage,
  response: ServerResponse,
  error: SocialLoginError,
  headers: OutgoingHttpHeaders = {},
  asJson = wantsJson(request),
) =>
  answer(
    request,
    response,
    error.status,
    error.body,
    renderSocialLoginFailure(error, socialPageTexts(request.headers["accept-language"])),
    {
      ...headers,
      ...(error.retryAfterSeconds === undefined
        ? {}
        : { "retry-after": String(error.retryAfterSeconds) }),
    },
    asJson,
  )

/** Whether the request's method is `method`; answers any other with 405. */
export const onlyMethod = (
  method: "GET" | "POST",
  request: IncomingMessage,
  response: ServerResponse,
): boolean => {
  if (request.method === method) return true
  request.resume()
  send(
    response,
    405,
    { allow: method, "content-type": "text/plain; charset=utf-8" },
    "Method not allowed\n",
  )
  return false
}

/** Whether the request is a GET; answers any other method with 405. */
export const onlyGet = (request: IncomingMessage, response: ServerResponse): boolean =>
  onlyMethod("GET", request, response)
