import { Option, Result } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { socialProviders } from "../../../core"
import { hostileString, hostileValue } from "../../../test/hostile/hostileValues"
import {
  checkSocialLoginMessage,
  type SocialLoginMessage,
  SocialLoginUntrustedOriginError,
} from "./checkSocialLoginMessage"

const label = fc.string({ unit: fc.constantFrom(..."abcxyz019"), minLength: 1, maxLength: 8 })
const origin = fc
  .tuple(fc.constantFrom("http", "https"), label, fc.option(fc.integer({ min: 1, max: 65535 })))
  .map(([scheme, host, port]) => `${scheme}://${host}.example${port === null ? "" : `:${port}`}`)
const resultUri = hostileString.filter((text) => text !== "")

describe("social login (spec 4, 5): a result URI is accepted only from the trusted origin, else 'Untrusted Origin'", () => {
  it("a result from the trusted origin gives its URI, whatever the path of the setting", () => {
    fc.assert(
      fc.property(
        origin,
        resultUri,
        fc.constantFrom("", "/", "/sdk/x?y#z"),
        (trusted, uri, path) => {
          expect(
            checkSocialLoginMessage(
              { origin: trusted, data: { resultUri: uri } },
              `${trusted}${path}`,
            ),
          ).toEqual(Result.succeed(Option.some(uri)))
        },
      ),
      { numRuns: 200 },
    )
  })

  it("a result from any other origin fails with 'Untrusted Origin' and its SOCIAL_LOGIN_ERROR event", () => {
    fc.assert(
      fc.property(
        origin,
        origin,
        resultUri,
        fc.constantFrom(...socialProviders),
        (trusted, other, uri, provider) => {
          fc.pre(new URL(trusted).origin !== new URL(other).origin)
          const result = checkSocialLoginMessage(
            { origin: other, data: { resultUri: uri } },
            trusted,
            provider,
          )
          expect(Result.isFailure(result)).toBe(true)
          if (Result.isFailure(result)) {
            expect(result.failure).toBeInstanceOf(SocialLoginUntrustedOriginError)
            expect(result.failure.message).toBe("Untrusted Origin")
            expect(result.failure.analyticsEvent).toEqual({
              event: "SOCIAL_LOGIN_ERROR",
              properties: { message: "Untrusted Origin", provider },
            })
          }
        },
      ),
      { numRuns: 200 },
    )
  })

  it("an origin that is not a string is never trusted, even one that turns into the trusted text", () => {
    const trusted = "https://secure.foyer.example"
    for (const sender of [[trusted], new String(trusted), { toString: () => trusted }]) {
      const message = { origin: sender, data: { resultUri: "x" } } as unknown as SocialLoginMessage
      expect(Result.isFailure(checkSocialLoginMessage(message, trusted))).toBe(true)
      const swapped = { origin: trusted, data: { resultUri: "x" } }
      expect(Result.isFailure(checkSocialLoginMessage(swapped, sender as unknown as string))).toBe(
        true,
      )
    }
  })

  it("any message, trusted origin and provider give an answer, never a throw; no result URI gives none", () => {
    fc.assert(
      fc.property(
        hostileValue,
        hostileValue,
        hostileValue,
        hostileValue,
        (message, data, trusted, provider) => {
          for (const candidate of [message, { origin: message, data }]) {
            const result = checkSocialLoginMessage(
              candidate as SocialLoginMessage,
              trusted as string,
              provider as "google",
            )
            const hasUri =
              typeof candidate === "object" &&
              candidate !== null &&
              typeof (candidate as { data?: { resultUri?: unknown } }).data?.resultUri ===
                "string" &&
              (candidate as { data: { resultUri: string } }).data.resultUri !== ""
            if (!hasUri) expect(result).toEqual(Result.succeed(Option.none()))
            if (Result.isFailure(result)) {
              expect(result.failure.message).toBe("Untrusted Origin")
              const { properties } = result.failure.analyticsEvent
              expect(
                properties.provider === undefined || socialProviders.includes(properties.provider),
              ).toBe(true)
            }
          }
        },
      ),
      { numRuns: 200 },
    )
  })
})
