import { BaseError } from "viem"

/** The words of anything thrown, for a log line or an answer: an Error's message, else the value as text. */
export const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)

/**
 * The words of a failure for an answer to a caller (a 5xx, a page): for viem's errors the short
 * message and the node's own words, without the request viem made, whose URL and body its full
 * message lists (the log keeps those); anything else as `errorText` says it.
 * @example
 * answerErrorText(invalidParams)
 * // "Invalid parameters were provided to the RPC method. Double check you have provided the correct parameters. (invalid string length)"
 */
export const answerErrorText = (error: unknown): string => {
  if (!(error instanceof BaseError)) return errorText(error)
  // viem breaks some short messages over lines; an answer's description is one line.
  const shortMessage = error.shortMessage.replace(/\s*\n\s*/g, " ")
  const { details } = error
  return details === "" || details === shortMessage ? shortMessage : `${shortMessage} (${details})`
}
