import { Duration, Effect, Option, Result } from "effect"
import type { Hash, TransactionReceipt } from "viem"
import {
  type ReceiptOutcome,
  replayReverted,
  Schedules,
  type WalletShape,
  type WalletTransaction,
} from "../../core"
import { describeSwapWalletError } from "./describeSwapError"
import type { SwapMessage } from "./SwapState"

/** The receipt of a transaction that is done: mined and successful, or sped up and successful. */
const succeededReceipt = (outcome: ReceiptOutcome): TransactionReceipt | undefined => {
  if (outcome._tag === "TimedOut" || outcome.receipt.status !== "success") return undefined
  return outcome._tag === "Resolved" || outcome.reason === "repriced" ? outcome.receipt : undefined
}

/**
 * Sends one of the swap's transactions (the approve or the swap) through the wallet, as send
 * does, and waits for its receipt (spec 9 receipt wait). Gives its hash once it succeeded on
 * chain, else the message to show: the wallet's refusal ('User rejected the request', spec 8),
 * a timeout, a replacement, or a revert with the reason the call gives when replayed, else
 * spec 8's 'unknown reason' (`unknownReason`, the kernel's text of it). `onSent` runs once the
 * wallet gave the hash, before the wait. A transaction that did not succeed, or whose wait was
 * left, is handed to `refreshAfter` (the data layer's 25 s receipt wait, then a reload of the
 * balances): its gas was paid, or it may still be mined.
 */
export const sendSwapTransaction = (
  wallet: WalletShape,
  transaction: WalletTransaction,
  account: string,
  onSent: Effect.Effect<void>,
  unknownReason: string,
  refreshAfter: (hash: Hash) => Effect.Effect<void>,
): Effect.Effect<Result.Result<Hash, SwapMessage>> =>
  Effect.gen(function* () {
    const sent = yield* Effect.result(wallet.sendTransaction(transaction))
    if (Result.isFailure(sent)) return Result.fail(describeSwapWalletError(sent.failure))
    yield* onSent
    const outcome = yield* wallet
      .waitForReceipt(sent.success)
      .pipe(Effect.onInterrupt(() => refreshAfter(sent.success)))
    const receipt = succeededReceipt(outcome)
    if (receipt !== undefined) return Result.succeed(receipt.transactionHash)
    yield* refreshAfter(
      outcome._tag === "Replaced" ? outcome.receipt.transactionHash : sent.success,
    )
    if (outcome._tag === "TimedOut") {
      return Result.fail({
        id: "swap.error.timedOut",
        values: { seconds: Duration.toSeconds(Schedules.receiptWaitTimeout) },
      })
    }
    if (outcome._tag === "Replaced" && outcome.reason !== "repriced") {
      return Result.fail({ id: `swap.error.${outcome.reason}` })
    }
    const why = yield* replayReverted(wallet, transaction, account, outcome.receipt)
    return Result.fail(
      Option.match(why, {
        onSome: describeSwapWalletError,
        onNone: (): SwapMessage => ({
          id: "error.executionReverted",
          values: { reason: unknownReason },
        }),
      }),
    )
  })
