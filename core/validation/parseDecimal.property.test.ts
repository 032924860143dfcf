import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileString, hostileValue } from "../../test/hostile/hostileValues"
import { growthRatio } from "../../test/hostile/linearGrowth"
import { DecimalString, isDecimal, parseDecimal } from "./parseDecimal"

// The pattern this module used before it was made linear; it defines the accepted set.
const referencePattern = /^-?(?:\d+\.?\d*|\.\d+)$/

// Strings mostly made of the characters a decimal is made of, so that short random texts
// land on both sides of the rule.
const decimalish = fc.string({
  unit: fc.constantFrom("0", "1", "9", ".", "-", "+", "e", " ", "x", "\u0000", "\u202e", "٣"),
  maxLength: 12,
})

const decimal = fc
  .tuple(
    fc.boolean(),
    fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 8 }),
    fc.boolean(),
    fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 8 }),
  )
  .filter(
    ([, whole, dot, fraction]) => whole.length + fraction.length > 0 && (dot || fraction === ""),
  )
  .map(([minus, whole, dot, fraction]) => `${minus ? "-" : ""}${whole}${dot ? "." : ""}${fraction}`)

describe("decimal text (spec 5): optional minus, digits, optional dot, digits", () => {
  it("accepts exactly the texts the rule's reference pattern accepts", () => {
    fc.assert(
      fc.property(fc.oneof(decimalish, hostileString, decimal), (text) => {
        expect(isDecimal(text)).toBe(referencePattern.test(text))
      }),
      { numRuns: 500 },
    )
  })

  it("every text built by the rule is a decimal, and parseDecimal returns it unchanged", () => {
    fc.assert(
      fc.property(decimal, (text) => {
        expect(isDecimal(text)).toBe(true)
        expect(parseDecimal(text)).toEqual(Result.succeed(text))
        expect(Result.isSuccess(Schema.decodeUnknownResult(DecimalString)(text))).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it("a decimal with any character that is not a digit, minus or dot inserted is not one", () => {
    const intruder = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[\d.-]/.test(c))
    fc.assert(
      fc.property(decimal, intruder, fc.nat(), (text, c, at) => {
        const position = at % (text.length + 1)
        const mutated = text.slice(0, position) + c + text.slice(position)
        expect(isDecimal(mutated)).toBe(false)
        const result = parseDecimal(mutated)
        expect(Result.isFailure(result) && result.failure.message).toBe(
          "not a valid decimal number",
        )
      }),
      { numRuns: 200 },
    )
  })

  it("'not a valid decimal number' on any value, never a throw", () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        const text = value as string
        expect(isDecimal(text)).toBe(typeof value === "string" && referencePattern.test(value))
        expect(Result.isSuccess(parseDecimal(text))).toBe(isDecimal(text))
        expect(Result.isSuccess(Schema.decodeUnknownResult(DecimalString)(value))).toBe(
          isDecimal(text),
        )
      }),
      { numRuns: 200 },
    )
  })

  it("checking a decimal takes time linear in its length (a long run of digits that fails at its end)", () => {
    const input = (n: number) => `${"1".repeat(n)}x`
    expect(growthRatio({ input, run: isDecimal, size: 1_000 })).toBeLessThan(40)
    expect(growthRatio({ input, run: parseDecimal, size: 1_000 })).toBeLessThan(40)
    const decode = Schema.decodeUnknownResult(DecimalString)
    expect(growthRatio({ input, run: decode, size: 1_000 })).toBeLessThan(40)
  })
})
