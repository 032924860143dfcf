import { Effect, Result } from "effect"
import type { Hash, TransactionReceipt } from "viem"
import type { ReceiptOutcome } from "../wallet/ReceiptOutcome"
import type { WalletShape } from "../wallet/Wallet"
import type { AccountsShape } from "./Accounts"

/** The receipt of a transaction that is done: mined and successful, or sped up (repriced) and successful. */
const succeededReceipt = (outcome: ReceiptOutcome): TransactionReceipt | undefined => {
  if (outcome._tag === "TimedOut" || outcome.receipt.status !== "success") return undefined
  return outcome._tag === "Resolved" || outcome.reason === "repriced" ? outcome.receipt : undefined
}

/**
 * Waits for sent transaction `hash` (the wallet's receipt wait, spec 4) and succeeds with its
 * receipt once it is done: mined and successful, or sped up (repriced) and successful, whose
 * receipt is the speed-up's. Anything else fails with how the wait ended, once the data layer
 * has been handed the transaction (`refreshAfter`: spec 9's 25 s receipt wait, then a reload of
 * the balances): a revert's gas was paid, a replacement moved the balances (its hash is handed
 * over), a timed-out one may still be mined. A wait that is left (interrupted) hands `hash`
 * over all the same and stays interrupted. One rule for every flow that sends through the
 * wallet, so each of them leaves the balances right, whatever its transaction came to.
 * @example
 * const done = yield* waitForSuccess(wallet, accounts.refreshAfter, hash)
 * if (Result.isFailure(done)) return describe(done.failure) // TimedOut, Replaced or a revert
 */
export const waitForSuccess = (
  wallet: Pick<WalletShape, "waitForReceipt">,
  refreshAfter: AccountsShape["refreshAfter"],
  hash: Hash,
): Effect.Effect<Result.Result<TransactionReceipt, ReceiptOutcome>> =>
  Effect.gen(function* () {
    const outcome = yield* wallet
      .waitForReceipt(hash)
      .pipe(Effect.onInterrupt(() => refreshAfter(hash)))
    const receipt = succeededReceipt(outcome)
    if (receipt !== undefined) return Result.succeed(receipt)
    yield* refreshAfter(outcome._tag === "Replaced" ? outcome.receipt.transactionHash : hash)
    return Result.fail(outcome)
  })
