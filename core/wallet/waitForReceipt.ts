import { Data, type Duration, Effect, Option, Predicate, Result } from "effect"
import {
  type Address,
  formatTransaction,
  formatTransactionReceipt,
  type Hash,
  type Hex,
  isAddressEqual,
  numberToHex,
  type RpcTransaction,
  type RpcTransactionReceipt,
  type Transaction,
  type TransactionReceipt,
} from "viem"
import { causeChain } from "../errors/causeChain"
import { messageOf } from "../errors/messageOf"
import { rpcCodeOf } from "../errors/rpcCodeOf"
import { receiptPollInterval, receiptWaitSchedule, receiptWaitTimeout } from "../Schedules"
import { ReceiptOutcome, type ReplacementReason } from "./ReceiptOutcome"

/** A JSON-RPC read on the network the transaction was sent to (eth_getTransactionReceipt, ...). */
export type RpcRead<E> = (
  method: string,
  params: ReadonlyArray<unknown>,
) => Effect.Effect<unknown, E>

/**
 * What the sender knows of a transaction it sent. With it, a replacement is recognised even
 * when the node dropped the original before the wait first saw it.
 */
export interface SentTransaction {
  readonly from: Address
  readonly nonce: number
  /** The recipient; null for a contract creation. */
  readonly to: Address | null
  readonly value: bigint
  /** The calldata ("0x" when none). */
  readonly input: Hex
}

/** What `waitForReceipt` waits for. */
export interface WaitForReceiptOptions {
  /** The hash the wallet returned. */
  readonly hash: Hash
  /** The transaction as sent, when its sender and nonce are known. */
  readonly sent?: SentTransaction | undefined
  /** The whole wait's limit (default `receiptWaitTimeout`, 180 s). */
  readonly timeout?: Duration.Input | undefined
}

/** The node does not know the transaction (or block) asked for: worth asking again. */
class NotFoundYet extends Data.TaggedError("NotFoundYet") {}

// JSON-RPC "method not found" (EIP-1474 -32601) and "method not supported" (-32004); nodes
// also say so in words with other codes.
const methodUnsupportedCodes: ReadonlyArray<number> = [-32601, -32004]
const methodUnsupportedText =
  /method not found|not supported|does not exist|not available|unsupported method/i

/** Whether a node refused a method because it does not implement it. */
const isMethodUnsupported = (error: unknown): boolean =>
  causeChain(error).some((level) => {
    const code = rpcCodeOf(level)
    if (code !== undefined && methodUnsupportedCodes.includes(code)) return true
    const text = messageOf(level)
    return text !== undefined && methodUnsupportedText.test(text)
  })

const hexText = /^0x[0-9a-fA-F]+$/

/** A mined receipt from a JSON-RPC result; undefined for null or a pending (block-less) one. */
const toReceipt = (raw: unknown): TransactionReceipt | undefined =>
  Predicate.hasProperty(raw, "transactionHash") &&
  typeof raw.transactionHash === "string" &&
  Predicate.hasProperty(raw, "blockNumber") &&
  typeof raw.blockNumber === "string"
    ? formatTransactionReceipt(raw as unknown as RpcTransactionReceipt)
    : undefined

/** A transaction from a JSON-RPC result; undefined for null or anything without hash, sender and nonce. */
const toTransaction = (raw: unknown): Transaction | undefined =>
  Predicate.hasProperty(raw, "hash") &&
  typeof raw.hash === "string" &&
  Predicate.hasProperty(raw, "from") &&
  typeof raw.from === "string" &&
  Predicate.hasProperty(raw, "nonce") &&
  typeof raw.nonce === "string"
    ? formatTransaction(raw as unknown as RpcTransaction)
    : undefined

const sameHash = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase()

const sameRecipient = (a: Address | null | undefined, b: Address | null | undefined): boolean =>
  a && b ? isAddressEqual(a, b) : (a ?? null) === (b ?? null)

/**
 * Why `replacement` took the nonce of `replaced`, by viem's rules: same recipient, value and
 * input is a reprice; to the sender itself with value 0 is a cancel; anything else a replace.
 */
const replacementReason = (
  replaced: SentTransaction,
  replacement: Transaction,
): ReplacementReason => {
  if (
    sameRecipient(replacement.to, replaced.to) &&
    replacement.value === replaced.value &&
    replacement.input === replaced.input
  ) {
    return "repriced"
  }
  if (sameRecipient(replacement.to, replacement.from) && replacement.value === 0n) {
    return "cancelled"
  }
  return "replaced"
}

/**
 * Waits for a transaction's receipt (spec 4 "Receipt wait", spec 9): it asks at once, then every
 * `receiptPollInterval`, for at most `receiptWaitTimeout` (180 s) in all. Each read that fails
 * is retried with `receiptWaitSchedule` (6 retries, 200 ms doubling), as is a transaction the
 * node does not know yet (slow to sync); a read that still fails is asked again at the next
 * poll, so a flaky node does not end the wait.
 *
 * When the transaction disappears (the node no longer knows its hash) and another transaction
 * with the same sender and nonce was mined, the wait ends `Replaced` with the reason viem's
 * `waitForTransactionReceipt` gives (see `ReplacementReason`). The nonce slot is read with
 * `eth_getTransactionBySenderAndNonce`; on a node without it, each new block since the wait
 * began is scanned.
 *
 * Never fails: it ends `Resolved` (the receipt's `status` is "success" or "reverted"),
 * `Replaced` or `TimedOut`.
 * @example
 * waitForReceipt((method, params) => wallet.publicRequest(method, params), { hash })
 */
export const waitForReceipt = <E>(
  read: RpcRead<E>,
  options: WaitForReceiptOptions,
): Effect.Effect<ReceiptOutcome> =>
  Effect.suspend(() => {
    const { hash } = options
    // What the wait has learnt so far; fresh for every run of the returned effect.
    let known: SentTransaction | undefined = options.sent
    let senderAndNonceSupported = true
    let startBlock: bigint | undefined
    let scannedBlock: bigint | undefined

    const readReceipt = (txHash: Hash): Effect.Effect<TransactionReceipt | undefined> =>
      read("eth_getTransactionReceipt", [txHash]).pipe(
        Effect.map(toReceipt),
        Effect.retry(receiptWaitSchedule),
        Effect.orElseSucceed(() => undefined),
      )

    const readBlockNumber: Effect.Effect<bigint | undefined> = read("eth_blockNumber", []).pipe(
      Effect.retry(receiptWaitSchedule),
      Effect.map((raw) => (typeof raw === "string" && hexText.test(raw) ? BigInt(raw) : undefined)),
      Effect.orElseSucceed(() => undefined),
    )

    /** The transaction by hash: found, missing (after the retries), or unknown (the node failed). */
    const readTransaction: Effect.Effect<Transaction | "missing" | "unknown"> = read(
      "eth_getTransactionByHash",
      [hash],
    ).pipe(
      Effect.flatMap((raw) => {
        const transaction = toTransaction(raw)
        return transaction === undefined
          ? Effect.fail(new NotFoundYet())
          : Effect.succeed(transaction)
      }),
      Effect.retry({
        schedule: receiptWaitSchedule,
        // A dropped transaction does not come back: once its sender and nonce are known, a
        // missing one goes straight to the nonce slot (as viem does).
        while: (error) => !(error instanceof NotFoundYet && known !== undefined),
      }),
      Effect.catch((error) =>
        Effect.succeed(error instanceof NotFoundYet ? ("missing" as const) : ("unknown" as const)),
      ),
    )

    /** The block scan: each block since the wait began, once, looking for the slot's holder. */
    const scanBlocks = (slot: SentTransaction) =>
      Effect.gen(function* () {
        const latest = yield* readBlockNumber
        if (latest === undefined) return undefined
        let next = scannedBlock === undefined ? (startBlock ?? latest) : scannedBlock + 1n
        while (next <= latest) {
          const block = yield* read("eth_getBlockByNumber", [numberToHex(next), true]).pipe(
            Effect.flatMap((raw) =>
              Predicate.hasProperty(raw, "transactions") && Array.isArray(raw.transactions)
                ? Effect.succeed(raw.transactions as ReadonlyArray<unknown>)
                : Effect.fail(new NotFoundYet()),
            ),
            Effect.retry(receiptWaitSchedule),
            Effect.option,
          )
          // Asked again from this block at the next poll.
          if (Option.isNone(block)) return undefined
          scannedBlock = next
          const holder = block.value
            .map(toTransaction)
            .find(
              (candidate) =>
                candidate !== undefined &&
                isAddressEqual(candidate.from, slot.from) &&
                candidate.nonce === slot.nonce &&
                !sameHash(candidate.hash, hash),
            )
          if (holder !== undefined) return holder
          next += 1n
        }
        return undefined
      })

    /** The transaction holding the nonce slot of `slot`, if it is not the one waited for. */
    const findReplacement = (slot: SentTransaction) =>
      Effect.gen(function* () {
        if (senderAndNonceSupported) {
          const found = yield* read("eth_getTransactionBySenderAndNonce", [
            slot.from,
            numberToHex(slot.nonce),
          ]).pipe(
            Effect.retry({ schedule: receiptWaitSchedule, while: (e) => !isMethodUnsupported(e) }),
            Effect.result,
          )
          if (Result.isSuccess(found)) {
            const holder = toTransaction(found.success)
            return holder === undefined || sameHash(holder.hash, hash) ? undefined : holder
          }
          if (!isMethodUnsupported(found.failure)) return undefined
          senderAndNonceSupported = false
        }
        return yield* scanBlocks(slot)
      })

    /** One look: the outcome when the wait is over, else none. */
    const check: Effect.Effect<Option.Option<ReceiptOutcome>> = Effect.gen(function* () {
      const receipt = yield* readReceipt(hash)
      if (receipt !== undefined) return Option.some(ReceiptOutcome.Resolved({ receipt }))
      if (startBlock === undefined) startBlock = yield* readBlockNumber

      const transaction = yield* readTransaction
      if (transaction === "unknown") return Option.none()
      if (transaction !== "missing") {
        // Still pending, or mined with its receipt not indexed yet: keep what it says, as the
        // node may drop it later.
        known = transaction
        return Option.none()
      }
      if (known === undefined) return Option.none()

      const replacement = yield* findReplacement(known)
      if (replacement === undefined) return Option.none()
      // A replacement still pending has no receipt yet.
      const replacementReceipt = yield* readReceipt(replacement.hash)
      if (replacementReceipt === undefined) return Option.none()
      return Option.some(
        ReceiptOutcome.Replaced({
          reason: replacementReason(known, replacement),
          replacedHash: hash,
          transaction: replacement,
          receipt: replacementReceipt,
        }),
      )
    })

    const poll: Effect.Effect<ReceiptOutcome> = Effect.gen(function* () {
      while (true) {
        const outcome = yield* check
        if (Option.isSome(outcome)) return outcome.value
        yield* Effect.sleep(receiptPollInterval)
      }
    })

    return poll.pipe(
      Effect.timeoutOrElse({
        duration: options.timeout ?? receiptWaitTimeout,
        orElse: () => Effect.succeed(ReceiptOutcome.TimedOut({ hash })),
      }),
    )
  })
