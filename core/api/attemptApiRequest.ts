// One attempt at a provider API operation (send, time out, check the status, decode the body)
// and the coded errors of spec 8 that what is left after the retries becomes.
import { Clock, Effect, Option, Result, Schema } from "effect"
import { formatIssues } from "../config/formatIssues"
import { kitErrorFromHttpStatus } from "../errors/kitErrorFromHttpStatus"
import { kitErrorFromServerMessage } from "../errors/kitErrorFromServerMessage"
import { httpTimeout, parseRetryAfter } from "../Schedules"
import type { ApiAnswer } from "./ApiAnswer"
import {
  type ApiAttemptError,
  type ApiError,
  ApiHttpError,
  ApiNetworkError,
  ApiResponseInvalidError,
  ApiTimeoutError,
} from "./ApiErrors"
import * as S from "./generated/schemas"

/** Sends one request of an operation; the signal aborts it (the timeout). */
export type SendApiRequest = (signal: AbortSignal) => Promise<ApiAnswer>

/**
 * The body as JSON: openapi-fetch hands success bodies over as text (parseAs "text") but
 * has already parsed an error body when it was JSON.
 */
const parseJson = (
  operationId: string,
  text: unknown,
): Result.Result<unknown, ApiResponseInvalidError> => {
  if (typeof text !== "string") return Result.succeed(text)
  if (text === "") return Result.succeed(undefined)
  try {
    return Result.succeed(JSON.parse(text))
  } catch {
    return Result.fail(
      new ApiResponseInvalidError({
        operationId,
        issues: [{ path: "(root)", message: "Expected a JSON body" }],
      }),
    )
  }
}

const decodeBody = <A>(
  operationId: string,
  schema: Schema.Decoder<A>,
  text: unknown,
): Result.Result<A, ApiResponseInvalidError> =>
  Result.flatMap(parseJson(operationId, text), (json) => {
    const decoded = Schema.decodeUnknownResult(schema)(json, { errors: "all" })
    return Result.isSuccess(decoded)
      ? Result.succeed(decoded.success)
      : Result.fail(
          new ApiResponseInvalidError({ operationId, issues: formatIssues(decoded.failure) }),
        )
  })

const httpError = (operationId: string, sent: ApiAnswer, now: number): ApiHttpError => {
  const body = parseJson(operationId, sent.error)
  const decoded = Result.isSuccess(body)
    ? Schema.decodeUnknownOption(S.ErrorBody)(body.success)
    : Option.none()
  const retryAfter = parseRetryAfter(sent.response.headers.get("Retry-After"), now)
  return new ApiHttpError({
    operationId,
    status: sent.response.status,
    reasons: Option.match(decoded, { onNone: () => [], onSome: (b) => b.reasons }),
    ...(retryAfter === undefined ? {} : { retryAfter }),
  })
}

/**
 * One attempt at an operation: send with the 10 s timeout, then check the status and decode the
 * body with `schema`. The retries and the coded errors are the caller's (see `toApiError`).
 */
export const attemptApiRequest = <A>(
  operationId: string,
  schema: Schema.Decoder<A>,
  send: SendApiRequest,
): Effect.Effect<A, ApiAttemptError> => {
  const sending: Effect.Effect<ApiAnswer, ApiNetworkError | ApiTimeoutError> = Effect.tryPromise({
    try: (signal) => send(signal),
    catch: (cause) => new ApiNetworkError({ operationId, cause }),
  }).pipe(
    Effect.timeoutOrElse({
      duration: httpTimeout,
      orElse: () => Effect.fail(new ApiTimeoutError({ operationId })),
    }),
  )
  return Effect.flatMap(
    sending,
    (sent): Effect.Effect<A, ApiAttemptError> =>
      sent.response.ok
        ? Effect.fromResult(decodeBody(operationId, schema, sent.data))
        : Effect.flatMap(Clock.currentTimeMillis, (now) =>
            Effect.fail(httpError(operationId, sent, now)),
          ),
  )
}

/** Turns what is left after the retries into the coded errors of spec 8 where one applies. */
export const toApiError = (error: ApiAttemptError): ApiError => {
  if (error._tag !== "ApiHttpError") return error
  return (
    kitErrorFromHttpStatus(error.status, error) ??
    kitErrorFromServerMessage(error.reasons[0]?.description) ??
    error
  )
}
