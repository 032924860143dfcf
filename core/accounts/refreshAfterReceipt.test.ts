import { Duration, Effect, Fiber } from "effect"
import { TestClock } from "effect/testing"
import { type Hash, numberToHex } from "viem"
import { describe, expect, it } from "vitest"
import { dataLayerReceiptTimeout } from "../Schedules"
import { refreshAfterReceipt } from "./refreshAfterReceipt"

const hash: Hash = `0x${"ab".repeat(32)}`
const sender = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

/** A node that knows the transaction pending until `mine()`, then gives its receipt. */
const node = () => {
  let minedAt: bigint | undefined
  const read = (method: string) =>
    Effect.sync((): unknown => {
      switch (method) {
        case "eth_getTransactionReceipt":
          return minedAt === undefined
            ? null
            : {
                transactionHash: hash,
                transactionIndex: "0x0",
                blockNumber: numberToHex(minedAt),
                blockHash: `0x${"cd".repeat(32)}`,
                from: sender,
                to: sender,
                status: "0x1",
                gasUsed: "0x5208",
                cumulativeGasUsed: "0x5208",
                effectiveGasPrice: "0x1",
                contractAddress: null,
                logs: [],
                logsBloom: `0x${"0".repeat(512)}`,
                type: "0x0",
              }
        case "eth_getTransactionByHash":
          return {
            hash,
            from: sender,
            nonce: "0x1",
            to: sender,
            value: "0x0",
            input: "0x",
            gas: "0x5208",
            gasPrice: "0x1",
            type: "0x0",
            chainId: "0x7a69",
            v: "0x1b",
            r: "0x1",
            s: "0x1",
            blockNumber: null,
            blockHash: null,
            transactionIndex: null,
          }
        case "eth_blockNumber":
          return "0xa"
        default:
          throw new Error(`unexpected ${method}`)
      }
    })
  return {
    read,
    mine: () => {
      minedAt = 11n
    },
  }
}

const run = <A>(effect: Effect.Effect<A>) =>
  Effect.runPromise(Effect.provide(effect, TestClock.layer()))

describe("refreshAfterReceipt: the data layer's receipt wait (spec 9, 25 s)", () => {
  it("the data layer's receipt wait is 25 s", () => {
    expect(Duration.toMillis(dataLayerReceiptTimeout)).toBe(25_000)
  })

  it("a transaction already mined: the balances reload at once", () =>
    run(
      Effect.gen(function* () {
        const chain = node()
        chain.mine()
        let reloads = 0
        const outcome = yield* refreshAfterReceipt(
          chain.read,
          hash,
          Effect.sync(() => {
            reloads += 1
          }),
        )
        expect(outcome._tag).toBe("Resolved")
        expect(reloads).toBe(1)
      }),
    ))

  it("mined 10 s later: the balances reload then, not before", () =>
    run(
      Effect.gen(function* () {
        const chain = node()
        let reloads = 0
        const fiber = yield* refreshAfterReceipt(
          chain.read,
          hash,
          Effect.sync(() => {
            reloads += 1
          }),
        ).pipe(Effect.forkChild)
        yield* TestClock.adjust(Duration.seconds(9))
        expect(reloads).toBe(0)
        chain.mine()
        yield* TestClock.adjust(Duration.seconds(1))
        expect((yield* Fiber.join(fiber))._tag).toBe("Resolved")
        expect(reloads).toBe(1)
      }),
    ))

  it("never mined: the wait ends at 25 s (not at spec 9's 180 s default) and the balances reload all the same", () =>
    run(
      Effect.gen(function* () {
        const chain = node()
        let reloads = 0
        const fiber = yield* refreshAfterReceipt(
          chain.read,
          hash,
          Effect.sync(() => {
            reloads += 1
          }),
        ).pipe(Effect.forkChild)
        yield* TestClock.adjust(Duration.millis(24_999))
        expect(reloads).toBe(0)
        yield* TestClock.adjust(Duration.millis(1))
        expect(yield* Fiber.join(fiber)).toEqual({ _tag: "TimedOut", hash })
        expect(reloads).toBe(1)
      }),
    ))
})
