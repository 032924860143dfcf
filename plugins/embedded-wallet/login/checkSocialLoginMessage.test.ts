import { Option, Result } from "effect"
import { describe, expect, it } from "vitest"
import { checkSocialLoginMessage, SocialLoginUntrustedOriginError } from "./checkSocialLoginMessage"

const secureSite = "https://secure.foyer.example"
const resultUri = "https://secure.foyer.example/result?code=abc"

describe("checkSocialLoginMessage", () => {
  it("a result from the trusted secure-site origin is accepted", () => {
    expect(
      checkSocialLoginMessage({ origin: secureSite, data: { resultUri } }, secureSite),
    ).toEqual(Result.succeed(Option.some(resultUri)))
  })

  it("origins compare as origins, so a trailing slash or path in the setting does not matter", () => {
    const result = checkSocialLoginMessage(
      { origin: secureSite, data: { resultUri } },
      `${secureSite}/sdk/`,
    )
    expect(result).toEqual(Result.succeed(Option.some(resultUri)))
  })

  it("a result from any other origin is rejected with a SOCIAL_LOGIN_ERROR event 'Untrusted Origin'", () => {
    for (const origin of [
      "https://evil.example",
      "http://secure.foyer.example",
      "https://secure.foyer.example:8443",
      "https://secure.foyer.example.evil.example",
      "null",
    ]) {
      const result = checkSocialLoginMessage({ origin, data: { resultUri } }, secureSite, "google")
      expect(Result.isFailure(result)).toBe(true)
      if (Result.isFailure(result)) {
        expect(result.failure).toBeInstanceOf(SocialLoginUntrustedOriginError)
        expect(result.failure.message).toBe("Untrusted Origin")
        expect(result.failure.origin).toBe(origin)
        expect(result.failure.analyticsEvent).toEqual({
          event: "SOCIAL_LOGIN_ERROR",
          properties: { message: "Untrusted Origin", provider: "google" },
        })
      }
    }
  })

  it("with a malformed trusted origin every result is rejected", () => {
    const result = checkSocialLoginMessage({ origin: secureSite, data: { resultUri } }, "")
    expect(Result.isFailure(result)).toBe(true)
  })

  it("messages that carry no result URI are not login results and are ignored", () => {
    for (const data of [
      undefined,
      null,
      "hello",
      { type: "devtools" },
      { resultUri: 1 },
      { resultUri: "" },
    ]) {
      expect(checkSocialLoginMessage({ origin: "https://evil.example", data }, secureSite)).toEqual(
        Result.succeed(Option.none()),
      )
    }
  })
})
