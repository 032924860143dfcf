import { Data, Result, Schema } from "effect"
import { messages } from "../errors/messages"

// Spec 5: "optional minus, digits, optional dot, digits". Either run of digits may be
// empty, as people type "1." and ".5" (and viem's parseUnits accepts both), but not both:
// "", "-", "." and "-." hold no number. No exponent, no plus sign, no spaces.
// The dot and the digits after it form one optional group: written as `\d+\.?\d*` the two
// runs of digits could split "111…1x" at every point, and a failing match backtracked
// through all of them (quadratic: 100k characters took seconds).
const decimalPattern = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/

/** A text that is a decimal number by the rule of spec 5 (see `isDecimal`). */
export const DecimalString = Schema.String.check(
  Schema.isPattern(decimalPattern, { message: messages.invalidDecimal }),
).pipe(Schema.brand("DecimalString"))

/** A text that is a decimal number by the rule of spec 5. */
export type DecimalString = typeof DecimalString.Type

/** A text is not a decimal number (spec 5: 'not a valid decimal number'). */
export class DecimalInvalidError extends Data.TaggedError("DecimalInvalidError")<{
  /** The rejected text. */
  readonly input: string
}> {
  override get message(): string {
    return messages.invalidDecimal
  }
}

/**
 * Whether `text` is a decimal number: optional minus, digits, optional dot, digits, with
 * at least one digit (`1.` and `.5` are accepted). Only a string is a decimal text.
 * @example
 * isDecimal("-0.5") // true
 */
// `RegExp.test` turns its argument into a string, so without the typeof check 0 or ["1"]
// from an untyped caller would pass as decimal texts.
export const isDecimal = (text: unknown): boolean =>
  typeof text === "string" && decimalPattern.test(text)

/**
 * Checks a decimal text, failing with `DecimalInvalidError` ('not a valid decimal number').
 * The text is returned unchanged, so no precision is lost before `parseUnits`.
 */
export const parseDecimal = (text: string): Result.Result<DecimalString, DecimalInvalidError> =>
  isDecimal(text)
    ? Result.succeed(text as DecimalString)
    : Result.fail(new DecimalInvalidError({ input: text }))
