import { Effect, Schema } from "effect"
import { EvmAddress } from "../../core"

/**
 * The send plugin's options, decoded by the kernel at start-up.
 * @example
 * send({ tokens: ["0x5FbDB2315678afecb367f032d93F642f64180aa3"] }) // the native currency and one token
 */
export const SendOptions = Schema.Struct({
  /** Whether the network's own currency is offered (default true). */
  native: Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(true))),
  /** The ERC-20 contracts offered when the account holds them; absent offers every token held. */
  tokens: Schema.optionalKey(Schema.Array(EvmAddress)),
})

/** The decoded send options. */
export type SendOptions = typeof SendOptions.Type

/** The send options as a developer writes them: every key optional. */
export type SendOptionsInput = typeof SendOptions.Encoded
