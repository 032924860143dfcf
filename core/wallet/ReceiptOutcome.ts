import { Data } from "effect"
import type { Hash, Transaction, TransactionReceipt } from "viem"

/**
 * Why another transaction took a sent transaction's place (same sender and nonce), by the
 * rules of viem's `waitForTransactionReceipt`:
 * - `repriced`: same `to`, `value` and input; only the fees changed (a speed-up);
 * - `cancelled`: sent to the sender itself with value 0 (a wallet's "cancel");
 * - `replaced`: anything else.
 */
export type ReplacementReason = "repriced" | "cancelled" | "replaced"

/**
 * How a receipt wait ended (spec 4 "Receipt wait"): resolved with the transaction's receipt
 * (its `status` is "success" or "reverted"), replaced by another transaction with the same
 * sender and nonce (with the reason and that transaction's receipt), or timed out.
 */
export type ReceiptOutcome = Data.TaggedEnum<{
  /** The transaction was mined; `receipt.status` says whether it succeeded or reverted. */
  Resolved: { readonly receipt: TransactionReceipt }
  /** Another transaction with the same sender and nonce was mined instead. */
  Replaced: {
    readonly reason: ReplacementReason
    /** The hash that was waited for. */
    readonly replacedHash: Hash
    /** The transaction that was mined in its place. */
    readonly transaction: Transaction
    /** The receipt of `transaction`. */
    readonly receipt: TransactionReceipt
  }
  /** No receipt within the wait's timeout (180 s by default). */
  TimedOut: { readonly hash: Hash }
}>

/**
 * Constructors, `$is` and `$match` for `ReceiptOutcome`.
 * @example
 * ReceiptOutcome.$match(outcome, { Resolved: ..., Replaced: ..., TimedOut: ... })
 */
export const ReceiptOutcome = Data.taggedEnum<ReceiptOutcome>()
