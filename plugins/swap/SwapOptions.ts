import { Schema } from "effect"

/** A CAIP-2 id of an EVM network (`eip155:<chain id>`): swaps are EVM transactions. */
const EvmNetworkId = Schema.String.check(Schema.isPattern(/^eip155:[1-9][0-9]*$/))

/**
 * The swap plugin's options, decoded by the kernel at start-up.
 * @example
 * swap({ networks: ["eip155:31337"] }) // the spec's swap networks and the sandbox devnet
 */
export const SwapOptions = Schema.Struct({
  /**
   * CAIP-2 ids of networks where swaps are offered besides the spec's (point 9), e.g. a local
   * devnet whose provider API serves the convert calls.
   */
  networks: Schema.optionalKey(Schema.Array(EvmNetworkId)),
})

/** The decoded swap options. */
export type SwapOptions = typeof SwapOptions.Type

/** The swap options as a developer writes them: every key optional. */
export type SwapOptionsInput = typeof SwapOptions.Encoded
