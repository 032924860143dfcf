import { Data, Effect } from "effect"

/** The largest chain id that has an ENSIP-11 coin type (2^31 - 1). */
export const maxCoinTypeChainId = 0x7fffffff

/**
 * A chain id cannot be turned into a coin type (spec 5: a chain id of 2^31 or more is
 * invalid, as are negative and fractional ids).
 */
export class CoinTypeChainIdInvalidError extends Data.TaggedError("CoinTypeChainIdInvalidError")<{
  /** The rejected chain id. */
  readonly chainId: number
}> {
  // The spec gives no text for this error; this one names the problem for developers.
  override get message(): string {
    // Untyped callers may pass anything; only a number is quoted, as turning a symbol or a
    // null-prototype object into text throws.
    const chainId =
      typeof this.chainId === "number" ? String(this.chainId) : `(${typeof this.chainId})`
    return `The chain id ${chainId} has no coin type; it must be an integer from 0 to 2^31 - 1.`
  }
}

const isValidChainId = (chainId: number): boolean =>
  Number.isInteger(chainId) && chainId >= 0 && chainId <= maxCoinTypeChainId

/**
 * The ENSIP-11 coin type of an EVM chain, `(0x80000000 | chainId) >>> 0`, used when
 * registering a name; throws `CoinTypeChainIdInvalidError` for ids outside 0 … 2^31 - 1.
 * @example
 * toCoinType(1) // 2147483649
 */
export const toCoinType = (chainId: number): number => {
  // Above 2^31 - 1 the bitwise OR would silently wrap and collide with another chain.
  if (!isValidChainId(chainId)) throw new CoinTypeChainIdInvalidError({ chainId })
  return (0x80000000 | chainId) >>> 0
}

/** The Effect form of `toCoinType`, failing with `CoinTypeChainIdInvalidError`. */
export const toCoinTypeEffect = (
  chainId: number,
): Effect.Effect<number, CoinTypeChainIdInvalidError> =>
  Effect.suspend(() =>
    isValidChainId(chainId)
      ? Effect.succeed((0x80000000 | chainId) >>> 0)
      : Effect.fail(new CoinTypeChainIdInvalidError({ chainId })),
  )
