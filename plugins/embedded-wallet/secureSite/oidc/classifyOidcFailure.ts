import {
  AuthorizationResponseError,
  JWT_CLAIM_COMPARISON,
  JWT_TIMESTAMP_CHECK,
  OperationProcessingError,
  ResponseBodyError,
  WWWAuthenticateChallengeError,
} from "oauth4webapi"
import {
  OidcCallbackError,
  type OidcIdTokenCheck,
  OidcIdTokenError,
  OidcTokenRequestError,
} from "./OidcErrors"

const claimOf = (error: OperationProcessingError): unknown =>
  typeof error.cause === "object" && error.cause !== null && "claim" in error.cause
    ? error.cause.claim
    : undefined

const idTokenChecks: Readonly<Record<string, OidcIdTokenCheck>> = {
  iss: "issuer",
  aud: "audience",
  azp: "audience",
  nonce: "nonce",
}

/**
 * The typed error of an authorization response oauth4webapi refused (validateAuthResponse):
 * the provider's own error, or an `iss` that is not the issuer's. The state is checked before.
 */
export const classifyCallbackFailure = (cause: unknown): OidcCallbackError => {
  if (cause instanceof AuthorizationResponseError) {
    return new OidcCallbackError({
      reason: "provider-error",
      error: cause.error,
      ...(cause.error_description === undefined ? {} : { description: cause.error_description }),
      cause,
    })
  }
  const issuer = cause instanceof Error && /"iss"/.test(cause.message)
  return new OidcCallbackError({ reason: issuer ? "issuer" : "malformed", cause })
}

/**
 * The typed error of a token response oauth4webapi refused (processAuthorizationCodeResponse):
 * the token endpoint's OAuth error, or the ID token check that failed.
 */
export const classifyTokenFailure = (cause: unknown): OidcTokenRequestError | OidcIdTokenError => {
  if (cause instanceof ResponseBodyError) {
    return new OidcTokenRequestError({
      error: cause.error,
      ...(cause.error_description === undefined ? {} : { description: cause.error_description }),
      cause,
    })
  }
  if (cause instanceof WWWAuthenticateChallengeError) {
    const error = cause.cause[0]?.parameters.error
    return new OidcTokenRequestError({ ...(error === undefined ? {} : { error }), cause })
  }
  if (cause instanceof OperationProcessingError && cause.code === JWT_TIMESTAMP_CHECK) {
    return new OidcIdTokenError({ check: "time", cause })
  }
  if (cause instanceof OperationProcessingError && cause.code === JWT_CLAIM_COMPARISON) {
    const claim = claimOf(cause)
    return new OidcIdTokenError({
      check: (typeof claim === "string" ? idTokenChecks[claim] : undefined) ?? "claims",
      cause,
    })
  }
  // A 200 whose ID token is missing or malformed, or whose body is no token response.
  if (cause instanceof OperationProcessingError && /ID Token|JWT/.test(cause.message)) {
    return new OidcIdTokenError({ check: "claims", cause })
  }
  return new OidcTokenRequestError({ cause })
}
