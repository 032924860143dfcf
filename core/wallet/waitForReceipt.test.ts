import { Clock, Data, Duration, Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { type Address, type Hash, type Hex, numberToHex, pad } from "viem"
import { describe, expect, it } from "vitest"
import { receiptPollInterval, receiptWaitTimeout } from "../Schedules"
import type { ReceiptOutcome } from "./ReceiptOutcome"
import { type SentTransaction, waitForReceipt } from "./waitForReceipt"

const sender: Address = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8"
const receiver: Address = "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc"
const other: Address = "0x90f79bf6eb2c4f870365e785982e1f101e93b906"
const transferInput: Hex =
  "0xa9059cbb0000000000000000000000003c44cdddb6a900fa2b585dd299e03d12fa4293bc0000000000000000000000000000000000000000000000000de0b6b3a7640000"

const hashOf = (n: number): Hash => pad(numberToHex(n), { size: 32 })

/** A transaction in the fake node: pending until mined into a block. */
interface FakeTransaction {
  readonly hash: Hash
  readonly from: Address
  readonly nonce: number
  readonly to: Address | null
  readonly value: bigint
  readonly input: Hex
  readonly gasPrice: bigint
  blockNumber?: bigint
  status?: "success" | "reverted"
}

/** A JSON-RPC error as a node sends it. */
class RpcError extends Data.TaggedError("RpcError")<{
  readonly code: number
  readonly message: string
}> {}

const rawTransaction = (tx: FakeTransaction) => ({
  hash: tx.hash,
  from: tx.from,
  nonce: numberToHex(tx.nonce),
  to: tx.to,
  value: numberToHex(tx.value),
  input: tx.input,
  gas: "0x5208",
  gasPrice: numberToHex(tx.gasPrice),
  type: "0x0",
  chainId: "0x7a69",
  v: "0x1b",
  r: "0x1",
  s: "0x1",
  blockNumber: tx.blockNumber === undefined ? null : numberToHex(tx.blockNumber),
  blockHash: tx.blockNumber === undefined ? null : hashOf(1_000 + Number(tx.blockNumber)),
  transactionIndex: tx.blockNumber === undefined ? null : "0x0",
})

const rawReceipt = (tx: FakeTransaction & { blockNumber: bigint }) => ({
  transactionHash: tx.hash,
  transactionIndex: "0x0",
  blockNumber: numberToHex(tx.blockNumber),
  blockHash: hashOf(1_000 + Number(tx.blockNumber)),
  from: tx.from,
  to: tx.to,
  status: tx.status === "reverted" ? "0x0" : "0x1",
  gasUsed: "0x5208",
  cumulativeGasUsed: "0x5208",
  effectiveGasPrice: numberToHex(tx.gasPrice),
  contractAddress: null,
  logs: [],
  logsBloom: `0x${"0".repeat(512)}`,
  type: "0x0",
})

/**
 * An in-memory node: a pool of pending transactions and a chain of blocks. Tests change it
 * between clock steps; every read is recorded with the test clock's time.
 */
const fakeNode = (options: { readonly senderAndNonce?: boolean } = {}) => {
  const transactions = new Map<Hash, FakeTransaction>()
  let blockNumber = 10n
  const calls: Array<{ readonly method: string; readonly at: number }> = []
  /** Failures to answer, per method, before answering normally. */
  const failures = new Map<string, number>()

  const answer = (method: string, params: ReadonlyArray<unknown>): unknown => {
    const [first] = params
    switch (method) {
      case "eth_getTransactionReceipt": {
        const tx = transactions.get(first as Hash)
        return tx?.blockNumber === undefined
          ? null
          : rawReceipt({ ...tx, blockNumber: tx.blockNumber })
      }
      case "eth_getTransactionByHash": {
        const tx = transactions.get(first as Hash)
        return tx === undefined ? null : rawTransaction(tx)
      }
      case "eth_getTransactionBySenderAndNonce": {
        const nonce = Number(params[1])
        const held = [...transactions.values()].find(
          (tx) => tx.from === first && tx.nonce === nonce && tx.blockNumber !== undefined,
        )
        return held === undefined ? null : rawTransaction(held)
      }
      case "eth_blockNumber":
        return numberToHex(blockNumber)
      case "eth_getBlockByNumber": {
        const number = BigInt(first as string)
        if (number > blockNumber) return null
        return {
          number: first,
          transactions: [...transactions.values()]
            .filter((tx) => tx.blockNumber === number)
            .map(rawTransaction),
        }
      }
      default:
        throw new Error(`unexpected method ${method}`)
    }
  }

  const read = (method: string, params: ReadonlyArray<unknown>) =>
    Effect.gen(function* () {
      calls.push({ method, at: yield* Clock.currentTimeMillis })
      if (method === "eth_getTransactionBySenderAndNonce" && options.senderAndNonce === false) {
        return yield* Effect.fail(new RpcError({ code: -32601, message: "Method not found" }))
      }
      const left = failures.get(method) ?? 0
      if (left > 0) {
        failures.set(method, left - 1)
        return yield* Effect.fail(new RpcError({ code: -32603, message: "upstream timeout" }))
      }
      return answer(method, params)
    })

  return {
    read,
    calls,
    failures,
    /** Adds a pending transaction to the pool. */
    submit: (tx: Omit<FakeTransaction, "blockNumber" | "status">): FakeTransaction => {
      const added: FakeTransaction = { ...tx }
      transactions.set(tx.hash, added)
      return added
    },
    /** Mines the given transactions into a new block. */
    mine: (...mined: ReadonlyArray<FakeTransaction>) => {
      blockNumber += 1n
      for (const tx of mined) tx.blockNumber = blockNumber
    },
    /** Mines an empty block. */
    mineEmpty: () => {
      blockNumber += 1n
    },
    /** The node forgets a transaction (dropped from its pool). */
    drop: (hash: Hash) => {
      transactions.delete(hash)
    },
    timesOf: (method: string) => calls.filter((call) => call.method === method).map((c) => c.at),
  }
}

const sent = (overrides: Partial<FakeTransaction> = {}): Omit<FakeTransaction, "blockNumber"> => ({
  hash: hashOf(1),
  from: sender,
  nonce: 7,
  to: receiver,
  value: 10n ** 18n,
  input: "0x",
  gasPrice: 1_000_000_000n,
  ...overrides,
})

const runTest = <A, E>(effect: Effect.Effect<A, E>): Promise<A> =>
  Effect.runPromise(Effect.provide(effect, TestClock.layer()))

const ms = Duration.toMillis

/** The outcome's tag and, for the others, what tells them apart. */
const summary = (outcome: ReceiptOutcome) => {
  switch (outcome._tag) {
    case "Resolved":
      return {
        _tag: outcome._tag,
        hash: outcome.receipt.transactionHash,
        status: outcome.receipt.status,
      }
    case "Replaced":
      return {
        _tag: outcome._tag,
        reason: outcome.reason,
        replacedHash: outcome.replacedHash,
        hash: outcome.transaction.hash,
        receiptHash: outcome.receipt.transactionHash,
        status: outcome.receipt.status,
      }
    case "TimedOut":
      return { _tag: outcome._tag, hash: outcome.hash }
  }
}

describe("waitForReceipt", () => {
  it("receipt wait ends resolved at once when the transaction is already mined", () =>
    runTest(
      Effect.gen(function* () {
        const node = fakeNode()
        node.mine(node.submit(sent()))
        const outcome = yield* waitForReceipt(node.read, { hash: hashOf(1) })
        expect(summary(outcome)).toEqual({ _tag: "Resolved", hash: hashOf(1), status: "success" })
        expect(node.calls).toEqual([{ method: "eth_getTransactionReceipt", at: 0 }])
      }),
    ))

  it("receipt wait: a failing receipt read is retried after 200 ms, then 400 ms, and resolves", () =>
    runTest(
      Effect.gen(function* () {
        const node = fakeNode()
        node.mine(node.submit(sent()))
        node.failures.set("eth_getTransactionReceipt", 2)
        const fiber = yield* waitForReceipt(node.read, { hash: hashOf(1) }).pipe(Effect.forkChild)
        yield* TestClock.adjust(599)
        expect(fiber.pollUnsafe()).toBeUndefined()
        yield* TestClock.adjust(1)
        const outcome = yield* Fiber.join(fiber)
        expect(summary(outcome)).toEqual({ _tag: "Resolved", hash: hashOf(1), status: "success" })
        expect(node.timesOf("eth_getTransactionReceipt")).toEqual([0, 200, 600])
      }),
    ))

  it("receipt wait: a transaction the node does not know yet is asked for again with 200 ms doubling, 6 times", () =>
    runTest(
      Effect.gen(function* () {
        const node = fakeNode()
        const fiber = yield* waitForReceipt(node.read, { hash: hashOf(1) }).pipe(Effect.forkChild)
        yield* TestClock.adjust(12_600)
        expect(node.timesOf("eth_getTransactionByHash")).toEqual([
          0, 200, 600, 1_400, 3_000, 6_200, 12_600,
        ])
        yield* Fiber.interrupt(fiber)
      }),
    ))

  it("receipt wait polls every receiptPollInterval until the transaction is mined", () =>
    runTest(
      Effect.gen(function* () {
        const node = fakeNode()
        const tx = node.submit(sent())
        const fiber = yield* waitForReceipt(node.read, { hash: tx.hash }).pipe(Effect.forkChild)
        yield* TestClock.adjust(Duration.times(receiptPollInterval, 2))
        node.mine(tx)
        yield* TestClock.adjust(receiptPollInterval)
        const outcome = yield* Fiber.join(fiber)
        expect(summary(outcome)).toEqual({ _tag: "Resolved", hash: tx.hash, status: "success" })
        const step = ms(receiptPollInterval)
        expect(node.timesOf("eth_getTransactionReceipt")).toEqual([0, step, 2 * step, 3 * step])
      }),
    ))

  it("receipt wait ends resolved with status reverted when the transaction reverted", () =>
    runTest(
      Effect.gen(function* () {
        const node = fakeNode()
        const tx = node.submit(sent({ to: other, input: transferInput, value: 0n }))
        tx.status = "reverted"
        node.mine(tx)
        const outcome = yield* waitForReceipt(node.read, { hash: tx.hash })
        expect(summary(outcome)).toEqual({ _tag: "Resolved", hash: tx.hash, status: "reverted" })
      }),
    ))

  it("receipt wait ends replaced, reason repriced: same to, value and input at a higher fee", () =>
    runTest(
      Effect.gen(function* () {
        const node = fakeNode()
        const original = node.submit(sent())
        const fiber = yield* waitForReceipt(node.read, { hash: original.hash }).pipe(
          Effect.forkChild,
        )
        yield* TestClock.adjust(receiptPollInterval)
        node.drop(original.hash)
        node.mine(node.submit(sent({ hash: hashOf(2), gasPrice: 3_000_000_000n })))
        yield* TestClock.adjust(receiptPollInterval)
        const outcome = yield* Fiber.join(fiber)
        expect(summary(outcome)).toEqual({
          _tag: "Replaced",
          reason: "repriced",
          replacedHash: hashOf(1),
          hash: hashOf(2),
          receiptHash: hashOf(2),
          status: "success",
        })
      }),
    ))

  it("receipt wait ends replaced, reason cancelled: sent to the sender itself with value 0", () =>
    runTest(
      Effect.gen(function* () {
        const node = fakeNode()
        const original = node.submit(sent())
        const fiber = yield* waitForReceipt(node.read, { hash: original.hash }).pipe(
          Effect.forkChild,
        )
        yield* TestClock.adjust(receiptPollInterval)
        node.drop(original.hash)
        node.mine(
          node.submit(sent({ hash: hashOf(2), to: sender, value: 0n, gasPrice: 2n * 10n ** 9n })),
        )
        yield* TestClock.adjust(receiptPollInterval)
        const outcome = yield* Fiber.join(fiber)
        expect(summary(outcome)).toMatchObject({
          _tag: "Replaced",
          reason: "cancelled",
          hash: hashOf(2),
        })
      }),
    ))

  it("receipt wait ends replaced, reason replaced: another recipient, value or input", () =>
    runTest(
      Effect.gen(function* () {
        const node = fakeNode()
        const original = node.submit(sent())
        const fiber = yield* waitForReceipt(node.read, { hash: original.hash }).pipe(
          Effect.forkChild,
        )
        yield* TestClock.adjust(receiptPollInterval)
        node.drop(original.hash)
        node.mine(node.submit(sent({ hash: hashOf(2), to: other })))
        yield* TestClock.adjust(receiptPollInterval)
        const outcome = yield* Fiber.join(fiber)
        expect(summary(outcome)).toMatchObject({
          _tag: "Replaced",
          reason: "replaced",
          hash: hashOf(2),
        })
      }),
    ))

  it("receipt wait: a value of 0 to someone else is a replace, not a cancel", () =>
    runTest(
      Effect.gen(function* () {
        const node = fakeNode()
        const original = node.submit(sent())
        const fiber = yield* waitForReceipt(node.read, { hash: original.hash }).pipe(
          Effect.forkChild,
        )
        yield* TestClock.adjust(receiptPollInterval)
        node.drop(original.hash)
        node.mine(node.submit(sent({ hash: hashOf(2), value: 0n })))
        yield* TestClock.adjust(receiptPollInterval)
        expect(summary(yield* Fiber.join(fiber))).toMatchObject({ reason: "replaced" })
      }),
    ))

  it("receipt wait: a replacement still pending keeps the wait going until it is mined", () =>
    runTest(
      Effect.gen(function* () {
        const node = fakeNode()
        const original = node.submit(sent())
        const fiber = yield* waitForReceipt(node.read, { hash: original.hash }).pipe(
          Effect.forkChild,
        )
        yield* TestClock.adjust(receiptPollInterval)
        node.drop(original.hash)
        const replacement = node.submit(sent({ hash: hashOf(2), gasPrice: 5n * 10n ** 9n }))
        yield* TestClock.adjust(Duration.times(receiptPollInterval, 3))
        expect(fiber.pollUnsafe()).toBeUndefined()
        node.mine(replacement)
        yield* TestClock.adjust(receiptPollInterval)
        expect(summary(yield* Fiber.join(fiber))).toMatchObject({
          reason: "repriced",
          hash: hashOf(2),
        })
      }),
    ))

  it("receipt wait: with the sender and nonce given, a replacement is found although the node never showed the original", () =>
    runTest(
      Effect.gen(function* () {
        const node = fakeNode()
        node.mine(node.submit(sent({ hash: hashOf(2), to: sender, value: 0n })))
        const known: SentTransaction = {
          from: sender,
          nonce: 7,
          to: receiver,
          value: 10n ** 18n,
          input: "0x",
        }
        const outcome = yield* waitForReceipt(node.read, { hash: hashOf(1), sent: known })
        expect(summary(outcome)).toMatchObject({
          _tag: "Replaced",
          reason: "cancelled",
          hash: hashOf(2),
        })
        // A dropped transaction does not come back: no retries of the lookup by hash.
        expect(node.timesOf("eth_getTransactionByHash")).toEqual([0])
      }),
    ))

  it("receipt wait: on a node without eth_getTransactionBySenderAndNonce, the blocks since the wait began are scanned", () =>
    runTest(
      Effect.gen(function* () {
        const node = fakeNode({ senderAndNonce: false })
        const original = node.submit(sent())
        const fiber = yield* waitForReceipt(node.read, { hash: original.hash }).pipe(
          Effect.forkChild,
        )
        yield* TestClock.adjust(receiptPollInterval)
        node.drop(original.hash)
        node.mine(node.submit(sent({ hash: hashOf(2), input: transferInput })))
        node.mineEmpty()
        node.mineEmpty()
        yield* TestClock.adjust(receiptPollInterval)
        const outcome = yield* Fiber.join(fiber)
        expect(summary(outcome)).toMatchObject({
          _tag: "Replaced",
          reason: "replaced",
          hash: hashOf(2),
        })
        // The method is asked once; then the scan reads block 10 (where the wait began) and 11.
        expect(node.timesOf("eth_getTransactionBySenderAndNonce")).toHaveLength(1)
        expect(node.timesOf("eth_getBlockByNumber")).toHaveLength(2)
      }),
    ))

  it("receipt wait: a transaction of the same sender with another nonce is no replacement", () =>
    runTest(
      Effect.gen(function* () {
        const node = fakeNode({ senderAndNonce: false })
        const original = node.submit(sent())
        const fiber = yield* waitForReceipt(node.read, { hash: original.hash }).pipe(
          Effect.forkChild,
        )
        yield* TestClock.adjust(receiptPollInterval)
        node.drop(original.hash)
        node.mine(node.submit(sent({ hash: hashOf(2), nonce: 8 })))
        yield* TestClock.adjust(receiptWaitTimeout)
        expect(summary(yield* Fiber.join(fiber))).toEqual({ _tag: "TimedOut", hash: hashOf(1) })
      }),
    ))

  it("receipt wait times out at exactly 180 s", () =>
    runTest(
      Effect.gen(function* () {
        const node = fakeNode()
        node.submit(sent())
        const fiber = yield* waitForReceipt(node.read, { hash: hashOf(1) }).pipe(Effect.forkChild)
        yield* TestClock.adjust(ms(receiptWaitTimeout) - 1)
        expect(fiber.pollUnsafe()).toBeUndefined()
        yield* TestClock.adjust(1)
        expect(summary(yield* Fiber.join(fiber))).toEqual({ _tag: "TimedOut", hash: hashOf(1) })
        expect(ms(receiptWaitTimeout)).toBe(180_000)
      }),
    ))

  it("receipt wait: a node that keeps failing does not end the wait early; it times out", () =>
    runTest(
      Effect.gen(function* () {
        const node = fakeNode()
        node.mine(node.submit(sent()))
        node.failures.set("eth_getTransactionReceipt", Number.MAX_SAFE_INTEGER)
        node.failures.set("eth_getTransactionByHash", Number.MAX_SAFE_INTEGER)
        node.failures.set("eth_blockNumber", Number.MAX_SAFE_INTEGER)
        const fiber = yield* waitForReceipt(node.read, { hash: hashOf(1) }).pipe(Effect.forkChild)
        yield* TestClock.adjust(receiptWaitTimeout)
        expect(summary(yield* Fiber.join(fiber))).toEqual({ _tag: "TimedOut", hash: hashOf(1) })
      }),
    ))

  it("receipt wait takes a shorter timeout when given (the data layer's 25 s)", () =>
    runTest(
      Effect.gen(function* () {
        const node = fakeNode()
        node.submit(sent())
        const fiber = yield* waitForReceipt(node.read, {
          hash: hashOf(1),
          timeout: Duration.seconds(25),
        }).pipe(Effect.forkChild)
        yield* TestClock.adjust(Duration.seconds(25))
        expect(summary(yield* Fiber.join(fiber))).toEqual({ _tag: "TimedOut", hash: hashOf(1) })
      }),
    ))
})
