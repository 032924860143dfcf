import { Effect, Schema } from "effect"

/**
 * The greeting plugin's options, decoded by the kernel when it starts: a bad option fails the
 * start with an error naming the field.
 * @example
 * greeting({ text: "Welcome" }) // "Welcome, 0x5290…!"
 */
export const GreetingOptions = Schema.Struct({
  /** The word the view greets the account with (default "Hello"). */
  text: Schema.String.check(Schema.isNonEmpty()).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed("Hello")),
  ),
})

/** The decoded options: what the plugin's layer gets. */
export type GreetingOptions = typeof GreetingOptions.Type

/** The options as a developer writes them: every key optional. */
export type GreetingOptionsInput = typeof GreetingOptions.Encoded
