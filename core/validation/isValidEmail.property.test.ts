import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileValue } from "../../test/hostile/hostileValues"
import { growthRatio } from "../../test/hostile/linearGrowth"
import { Email, isValidEmail, validateEmail } from "./isValidEmail"

const label = fc.string({ unit: fc.constantFrom(..."abcxyz019-_é"), minLength: 1, maxLength: 8 })
const email = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(..."abc.+_-019"), minLength: 1, maxLength: 10 }),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.string({ unit: fc.constantFrom(..."abcxyz"), minLength: 2, maxLength: 6 }),
  )
  .map(([local, labels, top]) => `${local}@${labels.join(".")}.${top}`)

describe("an email field holds a valid email, else 'Please enter a valid email address'", () => {
  it("a local part, '@', and dot-separated labels ending in one of 2 or more characters is an email", () => {
    fc.assert(
      fc.property(email, (text) => {
        expect(isValidEmail(text)).toBe(true)
        expect(validateEmail(text)).toEqual(Result.succeed(text))
        expect(Result.isSuccess(Schema.decodeUnknownResult(Email)(text))).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it("a space, a second '@', an empty label or no '@' makes it none", () => {
    fc.assert(
      fc.property(email, fc.nat(), fc.constantFrom(" ", "@", "\t", ".."), (text, at, c) => {
        const position = at % (text.length + 1)
        const mutated =
          c === ".." ? text.replace("@", "@.") : text.slice(0, position) + c + text.slice(position)
        expect(isValidEmail(mutated)).toBe(false)
        expect(isValidEmail(text.replace("@", ""))).toBe(false)
        const result = validateEmail(mutated)
        expect(Result.isFailure(result) && result.failure.message).toBe(
          "Please enter a valid email address",
        )
      }),
      { numRuns: 200 },
    )
  })

  it("only a string is an email: no value throws, none is turned into text first", () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        const expected =
          typeof value === "string" && /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/.test(value)
        expect(isValidEmail(value as string)).toBe(expected)
        expect(Result.isSuccess(validateEmail(value as string))).toBe(expected)
        expect(Result.isSuccess(Schema.decodeUnknownResult(Email)(value))).toBe(expected)
      }),
      { numRuns: 200 },
    )
    expect(isValidEmail(["ada@example.com"] as unknown as string)).toBe(false)
  })

  it("checking an email takes time linear in its length, whatever its shape", () => {
    for (const input of [
      (n: number) => `a@${"a.".repeat(n)}!`,
      (n: number) => `${"a".repeat(2 * n)}!`,
      (n: number) => `${"a.".repeat(n)}@a`,
    ]) {
      expect(growthRatio({ input, run: isValidEmail, size: 2_000 })).toBeLessThan(40)
    }
  })
})
