import { describe, expect, it } from "vitest"
import {
  OidcCallbackError,
  OidcDiscoveryError,
  OidcIdTokenError,
  OidcProviderUnknownError,
  OidcTokenRequestError,
} from "../oidc/OidcErrors"
import { fromOidcFailure, SocialLoginError } from "./SocialLoginError"

describe("SocialLoginError", () => {
  it("names each OIDC failure's refusal; the provider's access_denied is the user's rejection", () => {
    const reasons = [
      new OidcProviderUnknownError({ provider: "discord" }),
      new OidcDiscoveryError({ issuer: "https://id.example", cause: "down" }),
      new OidcCallbackError({ reason: "state" }),
      new OidcCallbackError({ reason: "provider-error", error: "access_denied" }),
      new OidcCallbackError({ reason: "provider-error", error: "server_error" }),
      new OidcCallbackError({ reason: "issuer" }),
      new OidcTokenRequestError({ error: "invalid_grant", cause: "used" }),
      new OidcTokenRequestError({ cause: "no answer" }),
      new OidcIdTokenError({ check: "nonce", cause: "other" }),
    ].map((error) => fromOidcFailure(error).reason)
    expect(reasons).toEqual([
      "unknown_provider",
      "provider_unavailable",
      "state_mismatch",
      "user_rejected",
      "provider_refused",
      "provider_refused",
      "code_rejected",
      "provider_unavailable",
      "id_token_invalid",
    ])
  })

  it("answers with its status and a body of its reason and message, never its cause", () => {
    const error = new SocialLoginError({ reason: "user_rejected", cause: "secret-code" })
    expect(error.status).toBe(400)
    expect(error.body).toEqual({
      error: { reason: "user_rejected", message: "Connection rejected" },
    })
    expect(JSON.stringify(error.body)).not.toContain("secret-code")
    expect(new SocialLoginError({ reason: "rate_limited" }).status).toBe(429)
  })
})
