import { Duration, Effect, Option, Result } from "effect"
import type { Hash } from "viem"
import {
  replayReverted,
  Schedules,
  type WalletShape,
  type WalletTransaction,
  waitForSuccess,
} from "../../core"
import { describeSwapWalletError } from "./describeSwapError"
import type { SwapMessage } from "./SwapState"

/**
 * Sends one of the swap's transactions (the approve or the swap) through the wallet, as send
 * does, and waits for its receipt (spec 9 receipt wait). Gives its hash once it succeeded on
 * chain, else the message to show: the wallet's refusal ('User rejected the request', spec 8),
 * a timeout, a replacement, or a revert with the reason the call gives when replayed, else
 * spec 8's 'unknown reason' (`unknownReason`, the kernel's text of it). `onSent` runs once the
 * wallet gave the hash, before the wait. A transaction that did not succeed, or whose wait was
 * left, is handed to `refreshAfter` (the data layer's 25 s receipt wait, then a reload of the
 * balances) by `waitForSuccess`: its gas was paid, or it may still be mined.
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
    const done = yield* waitForSuccess(wallet, refreshAfter, sent.success)
    if (Result.isSuccess(done)) return Result.succeed(done.success.transactionHash)
    const outcome = done.failure
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
