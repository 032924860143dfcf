import { Data } from "effect"

// The secure site's social-login errors, one per step that can refuse a sign-in. They are for
// the site's server and its logs (never with a secret in them); the visitor's popup reports
// 'Failed to connect' (spec 8) whatever failed. None carries a token, a code or a verifier.

/** No client is registered for this social provider on the site. */
export class OidcProviderUnknownError extends Data.TaggedError("OidcProviderUnknownError")<{
  readonly provider: string
}> {
  override get message(): string {
    return `No OpenID Connect client is registered for '${this.provider}'`
  }
}

/**
 * The provider's discovery document could not be read or is not the issuer's own (another
 * `issuer` in it, plain http to a host that is not loopback, no answer in time).
 */
export class OidcDiscoveryError extends Data.TaggedError("OidcDiscoveryError")<{
  readonly issuer: string
  readonly cause: unknown
}> {
  override get message(): string {
    return `Could not discover the OpenID provider ${this.issuer}`
  }
}

/** Why an authorization response (the callback) was refused. */
export type OidcCallbackRefusal =
  /** Its state is not the one this sign-in started with (CSRF, or another sign-in's callback). */
  | "state"
  /** Its `iss` is another provider's (RFC 9207: a mix-up attack), or it lacks one it must carry. */
  | "issuer"
  /** The provider answered with an error (`error`): the user cancelled, PKCE missing... */
  | "provider-error"
  /** It is no authorization response (no code, or an implicit-flow token). */
  | "malformed"

/** The callback URL the provider sent the visitor to was refused before any token request. */
export class OidcCallbackError extends Data.TaggedError("OidcCallbackError")<{
  readonly reason: OidcCallbackRefusal
  /** The provider's `error` code when `reason` is "provider-error" (e.g. access_denied). */
  readonly error?: string
  readonly description?: string
  readonly cause?: unknown
}> {
  override get message(): string {
    const error = this.error === undefined ? "" : ` (${this.error})`
    return `The sign-in callback was refused: ${this.reason}${error}`
  }
}

/**
 * The provider's token endpoint did not give tokens for the code: `error` is its OAuth error
 * (invalid_grant for a replayed or expired code, a wrong PKCE verifier or another
 * redirect_uri; invalid_client for a wrong secret), or undefined when no answer came.
 */
export class OidcTokenRequestError extends Data.TaggedError("OidcTokenRequestError")<{
  readonly error?: string
  readonly description?: string
  readonly cause: unknown
}> {
  override get message(): string {
    return `The token request was refused${this.error === undefined ? "" : `: ${this.error}`}`
  }
}

/** Which check of the ID token failed (OIDC Core 3.1.3.7). */
export type OidcIdTokenCheck =
  | "signature"
  | "issuer"
  | "audience"
  | "nonce"
  /** exp passed, iat in the future (on the site's clock), or nbf not reached. */
  | "time"
  /** Missing, not a JWT, or a required claim (sub) absent. */
  | "claims"

/** The provider's ID token was refused: the sign-in proves nothing. */
export class OidcIdTokenError extends Data.TaggedError("OidcIdTokenError")<{
  readonly check: OidcIdTokenCheck
  readonly cause: unknown
}> {
  override get message(): string {
    return `The ID token was refused: ${this.check} check failed`
  }
}

/** Everything finishing a social sign-in can fail with. */
export type OidcFinishError =
  | OidcProviderUnknownError
  | OidcDiscoveryError
  | OidcCallbackError
  | OidcTokenRequestError
  | OidcIdTokenError
