import { Data, type Duration } from "effect"
import type { FieldIssue } from "../config/formatIssues"
import type { KitError } from "../errors/KitError"
import type { ErrorReason } from "./generated/schemas"

/** The provider API answered with an error status; carries what the retry policy reads. */
export class ApiHttpError extends Data.TaggedError("ApiHttpError")<{
  readonly operationId: string
  readonly status: number
  /** The shared error body's reasons, when the server sent one. */
  readonly reasons: ReadonlyArray<ErrorReason>
  /** The server's Retry-After, parsed; the retry schedule waits this long instead. */
  readonly retryAfter?: Duration.Duration
}> {
  override get message(): string {
    return (
      this.reasons[0]?.description ??
      `The provider API answered ${this.status} to ${this.operationId}.`
    )
  }
}

/** The provider API did not answer within the HTTP timeout (10 s). */
export class ApiTimeoutError extends Data.TaggedError("ApiTimeoutError")<{
  readonly operationId: string
}> {
  override get message(): string {
    return `The provider API did not answer ${this.operationId} in time.`
  }
}

/** The request never got an answer: the connection failed. */
export class ApiNetworkError extends Data.TaggedError("ApiNetworkError")<{
  readonly operationId: string
  readonly cause: unknown
}> {
  override get message(): string {
    return `The provider API could not be reached for ${this.operationId}.`
  }
}

/** The answer does not match the contract (bad JSON or a body its decoder rejects). */
export class ApiResponseInvalidError extends Data.TaggedError("ApiResponseInvalidError")<{
  readonly operationId: string
  readonly issues: ReadonlyArray<FieldIssue>
}> {
  override get message(): string {
    return `The provider API sent an invalid response to ${this.operationId}: ${this.issues
      .map((i) => `${i.path}: ${i.message}`)
      .join("; ")}`
  }
}

/** What one attempt of a call can fail with (before retries and code mapping). */
export type ApiAttemptError =
  | ApiHttpError
  | ApiTimeoutError
  | ApiNetworkError
  | ApiResponseInvalidError

/**
 * What a provider API call can fail with: an attempt error, or a coded KitError (429 ->
 * APKT010, origin not allowed -> APKT002, JWT not yet valid -> APKT006, invalid key ->
 * APKT007, configuration fetch failure -> APKT009).
 */
export type ApiError = ApiAttemptError | KitError
