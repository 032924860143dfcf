import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileValue } from "../../test/hostile/hostileValues"
import { isSocialProvider, SocialProvider, socialProviders } from "./SocialProvider"

describe("social logins (spec 5): google, github, apple, facebook, x, discord, plus farcaster", () => {
  it("exactly the listed providers are social providers, as values and through the schema; nothing throws", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...socialProviders), hostileValue), (value) => {
        const known = (socialProviders as ReadonlyArray<unknown>).includes(value)
        expect(isSocialProvider(value)).toBe(known)
        expect(Result.isSuccess(Schema.decodeUnknownResult(SocialProvider)(value))).toBe(known)
      }),
      { numRuns: 200 },
    )
    expect(isSocialProvider(["google"])).toBe(false)
    expect(isSocialProvider("Google")).toBe(false)
  })
})
