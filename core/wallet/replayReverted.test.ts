import { Effect, Option } from "effect"
import { describe, expect, it } from "vitest"
import { WalletRequestFailedError } from "../connectors/WalletRequestFailedError"
import { replayReverted } from "./replayReverted"

const to = "0x5FbDB2315678afecb367f032d93F642f64180aa3"
const from = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"

/** A node whose eth_call answers `answer`, recording what it was asked. */
const nodeAnswering = (answer: "ok" | "reverts") => {
  const calls: Array<ReadonlyArray<unknown>> = []
  const error = new WalletRequestFailedError({
    method: "eth_call",
    cause: "execution reverted: TRANSFER_FAILED",
  })
  const wallet = {
    publicRequest: (method: string, params: ReadonlyArray<unknown>) => {
      calls.push([method, ...params])
      return answer === "ok" ? Effect.succeed("0x") : Effect.fail(error)
    },
  }
  return { wallet, calls, error }
}

describe("replayReverted (spec 8: a reverted transaction's decoded reason, else 'unknown reason')", () => {
  it("replays the same call on the state it ran on: the block before its own", async () => {
    const { wallet, calls } = nodeAnswering("reverts")
    await Effect.runPromise(
      replayReverted(wallet, { to, value: 5n, data: "0xabcd" }, from, { blockNumber: 17n }),
    )
    expect(calls).toEqual([["eth_call", { from, to, value: "0x5", data: "0xabcd" }, "0x10"]])
  })

  it("the first block's transaction replays on block 0; absent value and data stay absent", async () => {
    const { wallet, calls } = nodeAnswering("reverts")
    await Effect.runPromise(replayReverted(wallet, { to }, from, { blockNumber: 0n }))
    expect(calls).toEqual([["eth_call", { from, to }, "0x0"]])
  })

  it("gives the replay's failure, which names the reason", async () => {
    const { wallet, error } = nodeAnswering("reverts")
    const why = await Effect.runPromise(replayReverted(wallet, { to }, from, { blockNumber: 3n }))
    expect(why).toEqual(Option.some(error))
  })

  it("gives none when the replay succeeds: the chain names no reason", async () => {
    const { wallet } = nodeAnswering("ok")
    const why = await Effect.runPromise(replayReverted(wallet, { to }, from, { blockNumber: 3n }))
    expect(Option.isNone(why)).toBe(true)
  })
})
