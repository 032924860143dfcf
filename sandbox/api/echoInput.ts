/** The most characters of a caller's input an answer repeats. */
export const maxEchoedCharacters = 100

/**
 * A caller's input as an error message repeats it: as it is when short, else its first
 * {@link maxEchoedCharacters} characters and its length. A refusal must not grow with the
 * input it refuses: a 10 MB field would otherwise come back in a 10 MB 400.
 * @example
 * echoInput("12x") // "12x"
 * echoInput("9".repeat(1_000_000)) // "9999…9999… (1000000 characters)"
 */
export const echoInput = (text: string): string =>
  text.length <= maxEchoedCharacters
    ? text
    : `${text.slice(0, maxEchoedCharacters)}… (${text.length} characters)`
