import { Data, Result, Schema } from "effect"
import { messages } from "../errors/messages"

// A pragmatic email shape: a local part without spaces or "@", then a domain of non-empty
// dot-separated labels ending in a label of at least 2 characters. Whether the mailbox
// exists is for the one-time code to prove, not for this check.
const emailPattern = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/

/**
 * Whether `text` looks like an email address; only a string does.
 * @example
 * isValidEmail("ada@example.com") // true
 */
// `RegExp.test` turns its argument into a string: without the typeof check
// ["ada@example.com"] from an untyped caller would pass, and a symbol would throw.
export const isValidEmail = (text: unknown): boolean =>
  typeof text === "string" && emailPattern.test(text)

/** An email field holds no valid email (spec 5: 'Please enter a valid email address'). */
export class EmailInvalidError extends Data.TaggedError("EmailInvalidError")<{
  /** The rejected text. */
  readonly input: string
}> {
  override get message(): string {
    return messages.invalidEmail
  }
}

/**
 * Validates an email field (connect, update, new email), failing with `EmailInvalidError`
 * ('Please enter a valid email address').
 */
export const validateEmail = (text: string): Result.Result<string, EmailInvalidError> =>
  isValidEmail(text) ? Result.succeed(text) : Result.fail(new EmailInvalidError({ input: text }))

/** An email field as a schema; its decode error reads 'Please enter a valid email address'. */
export const Email = Schema.String.check(
  Schema.isPattern(emailPattern, { message: messages.invalidEmail }),
)
