// How oauth4webapi's refusals become the site's typed errors. The paths a live provider
// reaches are also tested end to end in makeOidcClient.test.ts; these cover the rest
// (an ID token for another client, a 401 challenge) with the library's own error classes.
import {
  AuthorizationResponseError,
  JWT_CLAIM_COMPARISON,
  JWT_TIMESTAMP_CHECK,
  OperationProcessingError,
  ResponseBodyError,
  WWWAuthenticateChallengeError,
} from "oauth4webapi"
import { describe, expect, it } from "vitest"
import { classifyCallbackFailure, classifyTokenFailure } from "./classifyOidcFailure"

const claimError = (claim: string) =>
  new OperationProcessingError(`unexpected JWT "${claim}" claim value`, {
    code: JWT_CLAIM_COMPARISON,
    cause: { claim },
  })

describe("classifyTokenFailure", () => {
  it.each([
    ["aud", "audience"],
    ["azp", "audience"],
    ["iss", "issuer"],
    ["nonce", "nonce"],
    ["c_hash", "claims"],
  ])("an ID token whose %s does not match fails the %s check", (claim, check) => {
    expect(classifyTokenFailure(claimError(claim))).toMatchObject({
      _tag: "OidcIdTokenError",
      check,
    })
  })

  it("an ID token out of its time window fails the time check", () => {
    const expired = new OperationProcessingError("expiration is past current timestamp", {
      code: JWT_TIMESTAMP_CHECK,
      cause: { claim: "exp" },
    })
    expect(classifyTokenFailure(expired)).toMatchObject({ _tag: "OidcIdTokenError", check: "time" })
  })

  it("the token endpoint's OAuth error, from its body or its WWW-Authenticate challenge", () => {
    const response = new Response(null, { status: 400 })
    const body = new ResponseBodyError("server responded with an error", {
      cause: { error: "invalid_grant", error_description: "grant request is invalid" },
      response,
    })
    expect(classifyTokenFailure(body)).toMatchObject({
      _tag: "OidcTokenRequestError",
      error: "invalid_grant",
      description: "grant request is invalid",
    })
    const challenge = new WWWAuthenticateChallengeError("challenge", {
      cause: [{ scheme: "basic", parameters: { error: "invalid_client" } }],
      response: new Response(null, { status: 401 }),
    })
    expect(classifyTokenFailure(challenge)).toMatchObject({
      _tag: "OidcTokenRequestError",
      error: "invalid_client",
    })
  })

  it("no answer at all is a token request error without an OAuth error", () => {
    const error = classifyTokenFailure(new TypeError("fetch failed"))
    expect(error).toMatchObject({ _tag: "OidcTokenRequestError" })
    expect(error).not.toHaveProperty("error")
  })
})

describe("classifyCallbackFailure", () => {
  it("the provider's error answer, with its code and description", () => {
    const refused = new AuthorizationResponseError("error", {
      cause: new URLSearchParams({ error: "access_denied", error_description: "cancelled" }),
    })
    expect(classifyCallbackFailure(refused)).toMatchObject({
      _tag: "OidcCallbackError",
      reason: "provider-error",
      error: "access_denied",
      description: "cancelled",
    })
  })

  it("another issuer's iss, and anything else as malformed", () => {
    const mixUp = new OperationProcessingError('unexpected "iss" (issuer) response parameter value')
    expect(classifyCallbackFailure(mixUp)).toMatchObject({ reason: "issuer" })
    const implicit = new Error("implicit and hybrid flows are not supported")
    expect(classifyCallbackFailure(implicit)).toMatchObject({ reason: "malformed" })
  })
})
