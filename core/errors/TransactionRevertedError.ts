import { Data } from "effect"
import type { Abi, Hex } from "viem"
import { decodeRevertReason } from "./decodeRevertReason"

/** A transaction or call reverted; `message` is the decoded reason, else "unknown reason". */
export class TransactionRevertedError extends Data.TaggedError("TransactionRevertedError")<{
  /** The decoded revert reason (see `decodeRevertReason`). */
  readonly reason: string
  /** The raw revert data, when the node returned it. */
  readonly data?: Hex
  readonly cause?: unknown
}> {
  override readonly message: string = this.reason

  /** Builds the error from raw revert data, decoding custom errors with `abi` when given. */
  static fromRevertData(
    data: Hex | undefined,
    abi?: Abi,
    cause?: unknown,
  ): TransactionRevertedError {
    return new TransactionRevertedError({
      reason: decodeRevertReason(data, abi),
      ...(data === undefined ? {} : { data }),
      ...(cause === undefined ? {} : { cause }),
    })
  }
}
