import { Data, Effect, Predicate } from "effect"
import type { RpcRead } from "./waitForReceipt"

/**
 * Spec 9's base-fee multiplier, 1.2, as the fraction viem applies it with (`baseFeeMultiplier`
 * of its fee estimate): the base fee times 12, divided by 10, rounded down. A wallet built on
 * viem proposes the same max fee.
 */
export const baseFeeMultiplier = { numerator: 12n, denominator: 10n } as const

/** `value` times the base-fee multiplier (1.2), rounded down. */
export const withBaseFeeMultiplier = (value: bigint): bigint =>
  (value * baseFeeMultiplier.numerator) / baseFeeMultiplier.denominator

/** The fees the kit proposes for a transaction on a network, in wei per gas. */
export type FeeProposal =
  /**
   * An EIP-1559 network: the most a unit of gas may cost is the latest block's base fee times
   * 1.2 (room for the base fee to rise before the transaction is mined) plus the tip.
   */
  | {
      readonly _tag: "Eip1559"
      readonly baseFeePerGas: bigint
      readonly maxPriorityFeePerGas: bigint
      readonly maxFeePerGas: bigint
    }
  /** A network without a base fee: the node's gas price times 1.2. */
  | { readonly _tag: "Legacy"; readonly gasPrice: bigint }

/** The node's answers gave no fee to propose (a failed read, or an answer that is no number). */
export class FeeProposalError extends Data.TaggedError("FeeProposalError")<{
  readonly method: string
  readonly cause: unknown
}> {
  override get message(): string {
    return `The node gave no fee (${this.method})`
  }
}

/** The most a unit of gas may cost under `proposal`: what a fee reserve is reckoned at. */
export const maxFeePerGas = (proposal: FeeProposal): bigint =>
  proposal._tag === "Eip1559" ? proposal.maxFeePerGas : proposal.gasPrice

const quantity = (raw: unknown): bigint | undefined =>
  typeof raw === "string" && /^0x[0-9a-fA-F]+$/.test(raw) ? BigInt(raw) : undefined

/**
 * Proposes the fees of a transaction from the network's node (spec 9 "Base-fee multiplier 1.2",
 * as viem's fee estimate does): with a base fee in the latest block, `maxFeePerGas` is that base
 * fee × 1.2 plus the tip (`eth_maxPriorityFeePerGas`, or the gas price less the base fee on a
 * node without that method); without one, the gas price × 1.2.
 * @example
 * proposeFees((method, params) => wallet.publicRequest(method, params))
 * // Eip1559 { baseFeePerGas: 1_000_000_000n, maxPriorityFeePerGas: 1n, maxFeePerGas: 1_200_000_001n }
 */
export const proposeFees = <E>(read: RpcRead<E>): Effect.Effect<FeeProposal, FeeProposalError> => {
  const readQuantity = (method: string, params: ReadonlyArray<unknown> = []) =>
    read(method, params).pipe(
      Effect.mapError((cause) => new FeeProposalError({ method, cause })),
      Effect.flatMap((raw) => {
        const value = quantity(raw)
        return value === undefined
          ? Effect.fail(new FeeProposalError({ method, cause: raw }))
          : Effect.succeed(value)
      }),
    )
  const gasPrice = readQuantity("eth_gasPrice")
  return Effect.gen(function* () {
    const block = yield* read("eth_getBlockByNumber", ["latest", false]).pipe(
      Effect.mapError((cause) => new FeeProposalError({ method: "eth_getBlockByNumber", cause })),
    )
    const baseFeePerGas = quantity(
      Predicate.hasProperty(block, "baseFeePerGas") ? block.baseFeePerGas : undefined,
    )
    if (baseFeePerGas === undefined) {
      return { _tag: "Legacy", gasPrice: withBaseFeeMultiplier(yield* gasPrice) } as const
    }
    const maxPriorityFeePerGas = yield* readQuantity("eth_maxPriorityFeePerGas").pipe(
      Effect.catch(() =>
        Effect.map(gasPrice, (price) => (price > baseFeePerGas ? price - baseFeePerGas : 0n)),
      ),
    )
    return {
      _tag: "Eip1559",
      baseFeePerGas,
      maxPriorityFeePerGas,
      maxFeePerGas: withBaseFeeMultiplier(baseFeePerGas) + maxPriorityFeePerGas,
    } as const
  })
}
