import { Data } from "effect"

/**
 * Why the secure site's API refused a request, machine-readable: the frame page branches on it,
 * and shows `message` (or its own catalogue's words for the reason).
 */
export type SiteApiReason =
  | "bad_request"
  | "body_too_large"
  | "unsupported_media_type"
  | "invalid_json"
  | "unknown_field"
  | "invalid_body"
  | "invalid_email"
  | "not_found"
  | "method_not_allowed"
  | "origin_refused"
  | "rate_limited"
  | "email_cooldown"
  | "mail_failed"
  | "no_code"
  | "wrong_code"
  | "code_expired"
  | "code_exhausted"
  | "code_used"
  | "unauthorized"
  | "wallet_exists"
  | "no_email"
  | "same_email"
  | "no_email_change"
  | "email_taken"
  | "passkey_refused"
  | "internal"

/**
 * An answer the site's API gives instead of a success: its status, reason and message, and what
 * else the caller needs (the seconds to wait, the attempts left). Thrown by a route and answered
 * as `{ error: { reason, message, ...details } }`. Its message never holds a code or a token.
 */
export class SiteApiError extends Data.TaggedError("SiteApiError")<{
  readonly status: number
  readonly reason: SiteApiReason
  readonly detail: string
  /** Whole seconds until a retry may pass (429): also sent as `Retry-After`. */
  readonly retryAfter?: number
  /** Wrong entries a code still survives. */
  readonly attemptsLeft?: number
}> {
  override get message(): string {
    return this.detail
  }
}

/** The JSON body of an error answer. */
export const siteApiErrorBody = (error: SiteApiError) => ({
  error: {
    reason: error.reason,
    message: error.detail,
    ...(error.retryAfter === undefined ? {} : { retryAfter: error.retryAfter }),
    ...(error.attemptsLeft === undefined ? {} : { attemptsLeft: error.attemptsLeft }),
  },
})
