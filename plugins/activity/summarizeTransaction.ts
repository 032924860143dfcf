import type { ApiSchemas } from "../../core"
import { cutDecimals } from "../../ui/plugin"
import { isSpamTransaction } from "./TransactionsState"

/** What a transaction was for the account. */
export type TransactionKind = "sent" | "received" | "self" | "swapped" | "other"

/** One amount a transaction moved, signed by its direction: "-1.25", "+0.5", "3". */
export interface TransactionAmount {
  readonly amount: string
  /** The token's symbol; undefined when the API does not know the token. */
  readonly symbol: string | undefined
}

/** What a row of the Activity view shows of a transaction. */
export interface TransactionSummary {
  readonly id: string
  readonly kind: TransactionKind
  /**
   * Whom the account dealt with: the receiver of what it sent, the sender of what it
   * received, the contract it called; undefined for a move between its own accounts.
   */
  readonly counterparty: string | undefined
  readonly amounts: ReadonlyArray<TransactionAmount>
  /** The transaction reverted (spec 3 status "failed"). */
  readonly failed: boolean
  /** ISO 8601 time it was mined. */
  readonly minedAt: string
  readonly hash: string
}

const signOf = (direction: ApiSchemas.HistoryTransferDirection): string =>
  direction === "out" ? "-" : direction === "in" ? "+" : ""

/**
 * The kind of a transaction: a swap when the API calls it a trade (its transfers may show only
 * what left the account: ether paid out by a contract is no transfer log); otherwise from its
 * transfers' directions when it moved assets (all out: sent; all in: received; all between own
 * accounts: self; a mix: other), else from the API's `operationType` (send, receive; anything
 * else is other).
 */
export const kindOf = (transaction: ApiSchemas.HistoryTransaction): TransactionKind => {
  if (transaction.metadata.operationType === "trade") return "swapped"
  const directions = new Set((transaction.transfers ?? []).map((transfer) => transfer.direction))
  if (directions.size === 1) {
    const [direction] = directions
    return direction === "out" ? "sent" : direction === "in" ? "received" : "self"
  }
  if (directions.size > 1) return "other"
  switch (transaction.metadata.operationType) {
    case "send":
      return "sent"
    case "receive":
      return "received"
    default:
      return "other"
  }
}

/**
 * What a row shows of a history transaction: its kind, counterparty, the amounts of its
 * transfers that are not spam, whether it failed, and when.
 * @example
 * summarizeTransaction(sentOneEth) // { kind: "sent", counterparty: "0x3C44…", amounts: [{ amount: "-1", symbol: "ETH" }], … }
 */
export const summarizeTransaction = (
  transaction: ApiSchemas.HistoryTransaction,
): TransactionSummary => {
  const { metadata } = transaction
  const kind = kindOf(transaction)
  const counterparty =
    kind === "received" ? metadata.sentFrom : kind === "self" ? undefined : metadata.sentTo
  const amounts = (transaction.transfers ?? [])
    .filter((transfer) => !isSpamTransaction({ ...transaction, transfers: [transfer] }))
    .map((transfer) => ({
      amount: `${signOf(transfer.direction)}${cutDecimals(transfer.quantity.numeric)}`,
      symbol: transfer.fungible_info?.symbol ?? undefined,
    }))
  return {
    id: transaction.id,
    kind,
    counterparty: counterparty === "" ? undefined : counterparty,
    amounts,
    failed: metadata.status === "failed",
    minedAt: metadata.minedAt,
    hash: metadata.hash,
  }
}
