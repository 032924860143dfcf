import { Effect, Result } from "effect"
import type { Hash } from "viem"
import type { WalletShape } from "../../core"
import type { SwapApi } from "./api/swapApi"
import { contractOf, toBigInt } from "./convertValues"
import { describeSwapApiError } from "./describeSwapError"
import type { SwapMessage } from "./SwapState"
import { isNativeToken } from "./SwapToken"
import { sendSwapTransaction } from "./sendSwapTransaction"
import { buildApprove, isAllowanceShort, type SwapTrade } from "./swapApproval"

/** The approval a trade may need first, and how to ask the wallet for it. */
export interface SwapApproval extends SwapTrade {
  readonly api: SwapApi
  readonly wallet: WalletShape
  /** The account's address, from which the approve is sent. */
  readonly account: string
  /** Runs before the approve is asked of the wallet. */
  readonly onApproving: Effect.Effect<void>
  /** Runs once the wallet gave the approve's hash, before its receipt is awaited. */
  readonly onSent: Effect.Effect<void>
  /** The kernel's text of spec 8's 'unknown reason', for a revert that names none. */
  readonly unknownReason: string
  /** The data layer's reload once a transaction that did not succeed is mined (Accounts). */
  readonly refreshAfter: (hash: Hash) => Effect.Effect<void>
}

/**
 * Approves the router to spend the source token when its allowance does not hold (spec 5: it
 * holds when it is at least the source amount in units), and waits for the approve's receipt.
 * The network's currency needs none. Succeeds with nothing to do or once approved on chain;
 * otherwise gives the message to show (the allowance or approve call failing, the wallet's
 * refusal, a revert).
 */
export const approveIfNeeded = (
  approval: SwapApproval,
): Effect.Effect<Result.Result<void, SwapMessage>> =>
  Effect.gen(function* () {
    const { api, sourceToken } = approval
    if (isNativeToken(sourceToken)) return Result.void
    const short = yield* Effect.result(isAllowanceShort(api, approval))
    if (Result.isFailure(short)) {
      return Result.fail(describeSwapApiError("allowance", short.failure))
    }
    if (!short.success) return Result.void
    yield* approval.onApproving
    const approve = yield* Effect.result(buildApprove(api, approval))
    if (Result.isFailure(approve)) {
      return Result.fail(describeSwapApiError("approve", approve.failure))
    }
    const token = contractOf(approve.success.tx.from) ?? sourceToken.address
    const value = toBigInt(approve.success.tx.value) ?? 0n
    const approved = yield* sendSwapTransaction(
      approval.wallet,
      {
        to: token,
        data: approve.success.tx.data as `0x${string}`,
        ...(value > 0n ? { value } : {}),
      },
      approval.account,
      approval.onSent,
      approval.unknownReason,
      approval.refreshAfter,
    )
    return Result.isFailure(approved) ? Result.fail(approved.failure) : Result.void
  })
