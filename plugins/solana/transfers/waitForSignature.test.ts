// How the Solana adapter waits for a sent transfer's outcome (issue 36 item 2): the node's
// signature status, polled on the plugin's schedule, timed with the test clock.
import { Duration, Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { solanaDevnet, TransferOutcome, WalletRpcError } from "../../../core"
import { transferOutcomeTimeout, transferStatusPoll } from "./SolanaTransferSchedules"
import { inContext, scriptedRpc } from "./transferFixtures"
import { waitForSignature } from "./waitForSignature"

const id =
  "5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW"
// The adapter's waitForOutcome, without the import of this module it starts with (a real
// promise, which the test clock would not wait for).
const waitForOutcome = (
  signature: string,
  _network: typeof solanaDevnet,
  rpc: Parameters<typeof waitForSignature>[1],
) => waitForSignature(signature, rpc)

/** A status as getSignatureStatuses lists it. */
const status = (confirmationStatus: string | null, err: unknown = null) => ({
  slot: 9,
  confirmations: confirmationStatus === "finalized" ? null : 0,
  err,
  status: err === null ? { Ok: null } : { Err: err },
  confirmationStatus,
})

/** A node that answers the statuses of `answers` in turn, the last one ever after. */
const nodeAnswering = (...answers: ReadonlyArray<unknown>) => {
  let asked = 0
  return scriptedRpc({
    getSignatureStatuses: () => {
      const answer = answers[Math.min(asked, answers.length - 1)]
      asked += 1
      return answer instanceof WalletRpcError ? Effect.fail(answer) : inContext([answer])
    },
  })
}

/** Runs the wait on the test clock, moving it `by` in all, one poll at a time. */
const waitOnTestClock = (rpc: Parameters<typeof waitForOutcome>[2], by: Duration.Duration) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const fiber = yield* Effect.forkChild(waitForOutcome(id, solanaDevnet, rpc))
      const steps = Math.ceil(Duration.toMillis(by) / Duration.toMillis(transferStatusPoll))
      for (let step = 0; step < steps; step++) yield* TestClock.adjust(transferStatusPoll)
      return yield* Fiber.join(fiber)
    }).pipe(Effect.provide(TestClock.layer())),
  )

describe("the Solana adapter's waitForOutcome", () => {
  it("asks at once for the signature's status, its history searched too", async () => {
    const { rpc, calls } = nodeAnswering(status("confirmed"))
    expect(await waitOnTestClock(rpc, Duration.zero)).toEqual(TransferOutcome.Confirmed({ id }))
    expect(calls).toEqual([
      { method: "getSignatureStatuses", params: [[id], { searchTransactionHistory: true }] },
    ])
  })

  it("is Confirmed once the status is confirmed: not while unknown or only processed", async () => {
    const { rpc, calls } = nodeAnswering(null, status("processed"), status("confirmed"))
    expect(await waitOnTestClock(rpc, Duration.seconds(5))).toEqual(
      TransferOutcome.Confirmed({ id }),
    )
    expect(calls).toHaveLength(3)
  })

  it("is Confirmed for a finalized status", async () => {
    const { rpc } = nodeAnswering(status("finalized"))
    expect(await waitOnTestClock(rpc, Duration.zero)).toEqual(TransferOutcome.Confirmed({ id }))
  })

  it("is Failed with the node's error as it words it (the InstructionError's JSON)", async () => {
    const err = { InstructionError: [0, { Custom: 1 }] }
    const { rpc } = nodeAnswering(null, status("processed", err))
    expect(await waitOnTestClock(rpc, Duration.seconds(2))).toEqual(
      TransferOutcome.Failed({ id, reason: '{"InstructionError":[0,{"Custom":1}]}' }),
    )
  })

  it("is Failed with a text error as the text itself", async () => {
    const { rpc } = nodeAnswering(status("confirmed", "AccountNotFound"))
    expect(await waitOnTestClock(rpc, Duration.zero)).toEqual(
      TransferOutcome.Failed({ id, reason: "AccountNotFound" }),
    )
  })

  it("a read that fails, or an answer of another shape, is asked again at the next poll", async () => {
    const { rpc, calls } = nodeAnswering(
      new WalletRpcError({ code: -32005, message: "Node is behind" }),
      { not: "a status" },
      status("confirmed"),
    )
    expect(await waitOnTestClock(rpc, Duration.seconds(3))).toEqual(
      TransferOutcome.Confirmed({ id }),
    )
    expect(calls).toHaveLength(3)
  })

  it("is TimedOut when not confirmed within 60 s (its blockhash has expired by then), asked once a second until then", async () => {
    expect(Duration.toMillis(transferOutcomeTimeout)).toBe(60_000)
    expect(Duration.toMillis(transferStatusPoll)).toBe(1_000)
    const { rpc, calls } = nodeAnswering(null, status("processed"))
    expect(await waitOnTestClock(rpc, transferOutcomeTimeout)).toEqual(
      TransferOutcome.TimedOut({ id }),
    )
    // At once, then at 1 s, 2 s, ... 59 s: the 60th second ends the wait instead.
    expect(calls).toHaveLength(60)
  })

  it("is still waiting one poll before the 60 s", async () => {
    const { rpc } = nodeAnswering(null)
    const outcome = await Effect.runPromise(
      Effect.gen(function* () {
        const fiber = yield* Effect.forkChild(waitForOutcome(id, solanaDevnet, rpc))
        yield* TestClock.adjust(Duration.subtract(transferOutcomeTimeout, Duration.millis(1)))
        const early = fiber.pollUnsafe()
        yield* Fiber.interrupt(fiber)
        return early
      }).pipe(Effect.provide(TestClock.layer())),
    )
    expect(outcome).toBeUndefined()
  })
})
