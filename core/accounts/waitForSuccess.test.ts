import { Deferred, Effect, Exit, Fiber, Result } from "effect"
import type { Hash, Transaction, TransactionReceipt } from "viem"
import { describe, expect, it } from "vitest"
import { ReceiptOutcome, type ReplacementReason } from "../wallet/ReceiptOutcome"
import { waitForSuccess } from "./waitForSuccess"

const hash: Hash = `0x${"12".repeat(32)}`
const replacementHash: Hash = `0x${"34".repeat(32)}`

const receiptOf = (transactionHash: Hash, status: TransactionReceipt["status"]) =>
  ({ transactionHash, status, blockNumber: 7n }) as TransactionReceipt

const replaced = (reason: ReplacementReason, status: TransactionReceipt["status"]) =>
  ReceiptOutcome.Replaced({
    reason,
    replacedHash: hash,
    transaction: { hash: replacementHash } as Transaction,
    receipt: receiptOf(replacementHash, status),
  })

/** Waits for `hash` on a wallet whose receipt wait ends with `wait`; records the hand-offs. */
const waitEnding = (wait: Effect.Effect<ReceiptOutcome>) => {
  const handedOver: Array<Hash> = []
  const waited: Array<Hash> = []
  const wallet = {
    waitForReceipt: (h: Hash) => {
      waited.push(h)
      return wait
    },
  }
  const refreshAfter = (h: Hash) =>
    Effect.sync(() => {
      handedOver.push(h)
    })
  return { effect: waitForSuccess(wallet, refreshAfter, hash), handedOver, waited }
}

describe("waitForSuccess: a sent transaction's receipt wait (spec 4), the data layer handed what did not succeed (spec 9)", () => {
  it("mined and successful: its receipt, nothing handed to the data layer (the flow reloads on success)", async () => {
    const receipt = receiptOf(hash, "success")
    const { effect, handedOver, waited } = waitEnding(
      Effect.succeed(ReceiptOutcome.Resolved({ receipt })),
    )
    expect(await Effect.runPromise(effect)).toEqual(Result.succeed(receipt))
    expect(waited).toEqual([hash])
    expect(handedOver).toEqual([])
  })

  it("sped up (repriced) and successful: the speed-up did the same call, so it succeeds with the speed-up's receipt", async () => {
    const outcome = replaced("repriced", "success")
    const { effect, handedOver } = waitEnding(Effect.succeed(outcome))
    expect(await Effect.runPromise(effect)).toEqual(Result.succeed(outcome.receipt))
    expect(handedOver).toEqual([])
  })

  it("mined and reverted: fails with the outcome, the transaction handed to the data layer (its gas was paid)", async () => {
    const outcome = ReceiptOutcome.Resolved({ receipt: receiptOf(hash, "reverted") })
    const { effect, handedOver } = waitEnding(Effect.succeed(outcome))
    expect(await Effect.runPromise(effect)).toEqual(Result.fail(outcome))
    expect(handedOver).toEqual([hash])
  })

  it("sped up and reverted: fails with the outcome, the speed-up handed to the data layer", async () => {
    const outcome = replaced("repriced", "reverted")
    const { effect, handedOver } = waitEnding(Effect.succeed(outcome))
    expect(await Effect.runPromise(effect)).toEqual(Result.fail(outcome))
    expect(handedOver).toEqual([replacementHash])
  })

  it("cancelled or replaced, even successfully: not the transaction asked for, so it fails; the replacement, which moved the balances, is handed to the data layer", async () => {
    for (const reason of ["cancelled", "replaced"] as const) {
      const outcome = replaced(reason, "success")
      const { effect, handedOver } = waitEnding(Effect.succeed(outcome))
      expect(await Effect.runPromise(effect)).toEqual(Result.fail(outcome))
      expect(handedOver).toEqual([replacementHash])
    }
  })

  it("timed out: fails with the outcome, the transaction handed to the data layer's 25 s wait (it may still be mined)", async () => {
    const outcome = ReceiptOutcome.TimedOut({ hash })
    const { effect, handedOver } = waitEnding(Effect.succeed(outcome))
    expect(await Effect.runPromise(effect)).toEqual(Result.fail(outcome))
    expect(handedOver).toEqual([hash])
  })

  it("left while waiting (the flow interrupted): the transaction is handed to the data layer all the same, and the wait stays interrupted", async () => {
    const started = Effect.runSync(Deferred.make<void>())
    const { effect, handedOver } = waitEnding(
      Deferred.succeed(started, undefined).pipe(Effect.andThen(Effect.never)),
    )
    const exit = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(effect)
        yield* Deferred.await(started)
        expect(handedOver).toEqual([])
        yield* Fiber.interrupt(fiber)
        return yield* Fiber.await(fiber)
      }),
    )
    expect(Exit.hasInterrupts(exit)).toBe(true)
    expect(handedOver).toEqual([hash])
  })
})
