import { Effect, Option } from "effect"
import { numberToHex, type TransactionReceipt } from "viem"
import type { WalletRequestError } from "../connectors/walletRequest"
import type { WalletShape, WalletTransaction } from "./Wallet"

/**
 * Why a mined transaction reverted: the same call replayed with `eth_call` on the state it ran
 * on (the block before its own; block 0 for the first), whose failure carries the contract's
 * reason. None when the replay succeeds: the chain gives no reason, and the caller shows spec 8's
 * 'unknown reason'. One rule for every plugin that sends through the wallet, so they all name
 * a revert alike.
 * @example
 * const why = yield* replayReverted(wallet, transaction, account, outcome.receipt)
 * Option.match(why, { onSome: describeError, onNone: () => unknownReasonMessage })
 */
export const replayReverted = (
  wallet: Pick<WalletShape, "publicRequest">,
  transaction: Pick<WalletTransaction, "to" | "value" | "data">,
  from: string,
  receipt: Pick<TransactionReceipt, "blockNumber">,
): Effect.Effect<Option.Option<WalletRequestError>> =>
  wallet
    .publicRequest("eth_call", [
      {
        from,
        to: transaction.to,
        ...(transaction.value === undefined ? {} : { value: numberToHex(transaction.value) }),
        ...(transaction.data === undefined ? {} : { data: transaction.data }),
      },
      numberToHex(receipt.blockNumber > 0n ? receipt.blockNumber - 1n : 0n),
    ])
    .pipe(
      Effect.match({
        onFailure: (error) => Option.some(error),
        onSuccess: () => Option.none(),
      }),
    )
