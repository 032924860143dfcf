import { Data } from "effect"
import { firstReasonDescription } from "../../core"
import { en } from "./messages/en"

/** Whether a failed swap response says the pool lacks liquidity (its first reason mentions it). */
export const isInsufficientLiquidity = (body: unknown): boolean =>
  firstReasonDescription(body)?.toLowerCase().includes("insufficient liquidity") ?? false

/** A swap quote or transaction cannot be built because there is not enough liquidity. */
export class InsufficientLiquidityError extends Data.TaggedError("InsufficientLiquidityError")<{
  readonly cause?: unknown
}> {
  override readonly message: string = en["error.insufficientLiquidity"]
}
