import { Effect, Schema } from "effect"

/**
 * The zone names are registered in: the provider's current suffix (spec 9 "Name suffixes"). The
 * sandbox's naming service, like the provider API the kit talks to, serves `foyer.id`.
 */
export const defaultNameSuffix = "foyer.id"

/**
 * The suffix names had before the current one (spec 9): a name under it is still a registered
 * name, shown as it is; new names are registered under the current suffix only.
 */
export const legacyNameSuffix = "wcn.id"

/**
 * The names plugin's options, decoded by the kernel at start-up.
 * @example
 * names({ suffix: "example.id" }) // register `label.example.id`
 */
export const NamesOptions = Schema.Struct({
  /** The zone new names are registered under (default `foyer.id`). */
  suffix: Schema.String.pipe(Schema.withDecodingDefaultKey(Effect.succeed(defaultNameSuffix))),
})

/** The decoded names options. */
export type NamesOptions = typeof NamesOptions.Type

/** The names options as a developer writes them: every key optional. */
export type NamesOptionsInput = typeof NamesOptions.Encoded
