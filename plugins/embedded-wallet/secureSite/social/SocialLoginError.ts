import { Data } from "effect"
import type { OidcFinishError } from "../oidc/OidcErrors"

/**
 * Why the secure site refused a social login, as its answer's `error.reason` says. The kit
 * shows its own catalogue's message for a failed social login (spec 8: 'Failed to connect');
 * these reasons are for the frame's logic, the site's logs and its tests. None names a secret.
 */
export type SocialLoginRefusal =
  /** `provider` is missing, repeated, not in the spec's list, or not offered by this site. */
  | "unknown_provider"
  /** `binding` (base64url SHA-256 of the frame's secret) is missing or malformed. */
  | "binding_invalid"
  /** `origin` is missing, no origin, or not one of the dApps allowed to embed the site. */
  | "origin_refused"
  /** The redemption's body is not `{ result, secret }` of strings. */
  | "invalid_body"
  /** No handoff has this id (never made, or long expired). */
  | "handoff_unknown"
  /** The secret is not the one the handoff is bound to: another frame's redemption. */
  | "binding_mismatch"
  /** The handoff was redeemed already (a replay). */
  | "handoff_used"
  /** The handoff is older than its 2 minutes. */
  | "handoff_expired"
  /** Too many starts from this client address in the current window. */
  | "rate_limited"
  /** No login attempt cookie came with the callback: another browser, or a replayed callback. */
  | "attempt_missing"
  /** The attempt cookie does not open under the site's key: forged or changed. */
  | "attempt_invalid"
  /** The attempt is older than its 10 minutes. */
  | "attempt_expired"
  /** The person cancelled at the provider (OAuth access_denied). */
  | "user_rejected"
  /** The callback's state is not the attempt's: another login's answer (CSRF). */
  | "state_mismatch"
  /** The provider answered with another error, another issuer, or no authorization response. */
  | "provider_refused"
  /** The provider would not redeem the code: used already (a replay), expired, or not ours. */
  | "code_rejected"
  /** The ID token failed a check (signature, issuer, audience, nonce, times, claims). */
  | "id_token_invalid"
  /** The provider could not be reached or did not answer in time. */
  | "provider_unavailable"
  /** The site itself failed (its database); nothing the visitor did. */
  | "internal"

/** The HTTP status and English message of each refusal. */
export const socialLoginRefusals: Readonly<
  Record<SocialLoginRefusal, { readonly status: number; readonly message: string }>
> = {
  unknown_provider: { status: 400, message: "Unknown social provider" },
  binding_invalid: { status: 400, message: "The social login's binding is not valid" },
  origin_refused: { status: 403, message: "This site may not start a social login here" },
  invalid_body: { status: 400, message: "The redemption must name a result and a secret" },
  handoff_unknown: { status: 400, message: "There is no such social login result" },
  binding_mismatch: { status: 400, message: "The social login result belongs to another frame" },
  handoff_used: { status: 400, message: "The social login result was used already" },
  handoff_expired: { status: 400, message: "The social login result expired" },
  rate_limited: { status: 429, message: "Too many sign-in attempts, try again later" },
  attempt_missing: { status: 400, message: "No social login is in progress in this browser" },
  attempt_invalid: { status: 400, message: "The social login attempt is not valid" },
  attempt_expired: { status: 400, message: "The social login attempt expired" },
  // The spec's flow error for a refused connection (spec 8).
  user_rejected: { status: 400, message: "Connection rejected" },
  state_mismatch: { status: 400, message: "The sign-in answer belongs to another login" },
  provider_refused: { status: 400, message: "The provider refused the sign-in" },
  code_rejected: { status: 400, message: "The provider refused the sign-in code" },
  id_token_invalid: { status: 400, message: "The provider's identity token is not valid" },
  provider_unavailable: { status: 502, message: "The provider could not be reached" },
  internal: { status: 500, message: "The sign-in failed on the site" },
}

/** A social login the site refused, and why. */
export class SocialLoginError extends Data.TaggedError("SocialLoginError")<{
  readonly reason: SocialLoginRefusal
  /** What caused it, for the site's logs (an OIDC error; never a token or code). */
  readonly cause?: unknown
  /** When a refusal of the moment ("rate_limited") lifts, in seconds (Retry-After). */
  readonly retryAfterSeconds?: number
}> {
  override get message(): string {
    return socialLoginRefusals[this.reason].message
  }

  /** The answer's status. */
  get status(): number {
    return socialLoginRefusals[this.reason].status
  }

  /** The answer's JSON body. */
  get body(): {
    readonly error: { readonly reason: SocialLoginRefusal; readonly message: string }
  } {
    return { error: { reason: this.reason, message: this.message } }
  }
}

const refusalOf = (error: OidcFinishError): SocialLoginRefusal => {
  switch (error._tag) {
    case "OidcProviderUnknownError":
      return "unknown_provider"
    case "OidcDiscoveryError":
      return "provider_unavailable"
    case "OidcCallbackError":
      if (error.reason === "state") return "state_mismatch"
      return error.reason === "provider-error" && error.error === "access_denied"
        ? "user_rejected"
        : "provider_refused"
    case "OidcTokenRequestError":
      // No OAuth error: the provider did not answer (or not with a token response).
      return error.error === undefined ? "provider_unavailable" : "code_rejected"
    case "OidcIdTokenError":
      return "id_token_invalid"
  }
}

/** The refusal of a sign-in the OIDC client could not finish. */
export const fromOidcFailure = (error: OidcFinishError): SocialLoginError =>
  new SocialLoginError({ reason: refusalOf(error), cause: error })
