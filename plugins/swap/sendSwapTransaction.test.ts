import { Cause, Deferred, Effect, Exit, Fiber, Result } from "effect"
import type { Hash, TransactionReceipt } from "viem"
import { describe, expect, it } from "vitest"
import { ReceiptOutcome, type WalletShape } from "../../core"
import { sendSwapTransaction } from "./sendSwapTransaction"

const hash: Hash = `0x${"12".repeat(32)}`
const router = "0x0000000000000000000000000000000000000b0b"
const account = "0x0000000000000000000000000000000000000a11"

/** A wallet whose transaction is mined with `status`, and whose replayed call does `replay`. */
const walletMining = (
  status: TransactionReceipt["status"],
  replay: Effect.Effect<unknown, never>,
): { readonly wallet: WalletShape; readonly replayedAt: Array<unknown> } => {
  const replayedAt: Array<unknown> = []
  const receipt = { status, blockNumber: 7n, transactionHash: hash } as TransactionReceipt
  const wallet = {
    sendTransaction: () => Effect.succeed(hash),
    waitForReceipt: () => Effect.succeed(ReceiptOutcome.Resolved({ receipt })),
    publicRequest: (_method: string, params: ReadonlyArray<unknown>) => {
      replayedAt.push(params[1])
      return replay
    },
  } as unknown as WalletShape
  return { wallet, replayedAt }
}

/** The hashes handed to the data layer's reload after a transaction (Accounts.refreshAfter). */
let refreshedAfter: Array<Hash> = []

const send = (wallet: WalletShape) => {
  refreshedAfter = []
  return Effect.runPromise(
    sendSwapTransaction(
      wallet,
      { to: router, data: "0x" },
      account,
      Effect.void,
      "unknown reason",
      (h) =>
        Effect.sync(() => {
          refreshedAfter.push(h)
        }),
    ),
  )
}

describe("sendSwapTransaction", () => {
  it("a mined swap gives its hash", async () => {
    const { wallet } = walletMining("success", Effect.succeed("0x"))
    expect(await send(wallet)).toEqual(Result.succeed(hash))
    // The swap's own success path reloads the balances.
    expect(refreshedAfter).toEqual([])
  })

  it("spec 8: a reverted swap whose replay gives no reason says 'unknown reason', replayed on the block before its own", async () => {
    const { wallet, replayedAt } = walletMining("reverted", Effect.succeed("0x"))
    expect(await send(wallet)).toEqual(
      Result.fail({ id: "error.executionReverted", values: { reason: "unknown reason" } }),
    )
    expect(replayedAt).toEqual(["0x6"])
    // Its gas was paid: the data layer reloads the balances (its receipt is there at once).
    expect(refreshedAfter).toEqual([hash])
  })

  it("a swap whose receipt wait timed out is handed to the data layer's 25 s wait, then a reload", async () => {
    const wallet = {
      sendTransaction: () => Effect.succeed(hash),
      waitForReceipt: () => Effect.succeed(ReceiptOutcome.TimedOut({ hash })),
    } as unknown as WalletShape
    expect(await send(wallet)).toEqual(
      Result.fail({ id: "swap.error.timedOut", values: { seconds: 180 } }),
    )
    expect(refreshedAfter).toEqual([hash])
  })

  it("a swap whose wait is left (interrupted) is handed to the data layer all the same", async () => {
    refreshedAfter = []
    const steps: Array<string> = []
    const waiting = Effect.runSync(Deferred.make<void>())
    const wallet = {
      sendTransaction: () => Effect.succeed(hash),
      waitForReceipt: (waited: Hash) =>
        Effect.sync(() => steps.push(`waitForReceipt ${waited}`)).pipe(
          Effect.andThen(Deferred.succeed(waiting, undefined)),
          Effect.andThen(Effect.never),
        ),
      publicRequest: (method: string) => {
        steps.push(method)
        return Effect.succeed("0x")
      },
    } as unknown as WalletShape
    const exit = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(
          sendSwapTransaction(
            wallet,
            { to: router, data: "0x" },
            account,
            Effect.sync(() => steps.push("sent")),
            "unknown reason",
            (h) => Effect.sync(() => refreshedAfter.push(h)),
          ),
        )
        yield* Deferred.await(waiting)
        // Waiting for the receipt, nothing handed over yet: the visitor leaves the swap.
        expect(refreshedAfter).toEqual([])
        yield* Fiber.interrupt(fiber)
        return yield* Fiber.await(fiber)
      }),
    )
    // Interrupted, neither a hash nor a message: the flow that left shows nothing.
    expect(Exit.isFailure(exit) && Cause.hasInterruptsOnly(exit.cause)).toBe(true)
    expect(steps).toEqual(["sent", `waitForReceipt ${hash}`])
    // The data layer waits for the swap itself (25 s, spec 9), then reloads the balances.
    expect(refreshedAfter).toEqual([hash])
  })
})
