import { Effect, Schema } from "effect"

/**
 * The onramp plugin's options, decoded by the kernel at start-up.
 * @example
 * onramp({ paymentCurrency: "EUR", paymentMethod: "ach_bank_account" })
 */
export const OnrampPluginOptions = Schema.Struct({
  /** The fiat currency chosen first, when the options offer it (default "USD"). */
  paymentCurrency: Schema.String.pipe(Schema.withDecodingDefaultKey(Effect.succeed("USD"))),
  /** The payment method chosen first, when the currency offers it (default "card"). */
  paymentMethod: Schema.String.pipe(Schema.withDecodingDefaultKey(Effect.succeed("card"))),
})

/** The decoded onramp options. */
export type OnrampPluginOptions = typeof OnrampPluginOptions.Type

/** The onramp options as a developer writes them: every key optional. */
export type OnrampPluginOptionsInput = typeof OnrampPluginOptions.Encoded
