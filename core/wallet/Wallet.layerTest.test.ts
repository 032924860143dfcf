import { Cause, Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { Wallet, type WalletCall, type WalletShape } from "./Wallet"

const hash = `0x${"12".repeat(32)}` as const
const replacement = `0x${"34".repeat(32)}` as const
const to = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"

describe("Wallet.layerTest", () => {
  it("answers from the script, read at each call, and hands every call to onCall first", () => {
    const calls: Array<WalletCall> = []
    const script: { sendTransaction: WalletShape["sendTransaction"] } = {
      sendTransaction: () => Effect.succeed(hash),
    }
    const answers = Effect.runSync(
      Effect.gen(function* () {
        const wallet = yield* Wallet
        const first = yield* wallet.sendTransaction({ to, value: 1n })
        script.sendTransaction = () => Effect.succeed(replacement)
        const second = yield* wallet.sendTransaction({ to })
        return [first, second]
      }).pipe(Effect.provide(Wallet.layerTest(script, (call) => calls.push(call)))),
    )
    expect(answers).toEqual([hash, replacement])
    expect(calls).toEqual([
      { method: "sendTransaction", args: [{ to, value: 1n }] },
      { method: "sendTransaction", args: [{ to }] },
    ])
  })

  it("a call the script does not answer dies naming the method", () => {
    const exit = Effect.runSyncExit(
      Effect.flatMap(Wallet, (wallet) => wallet.publicRequest("eth_chainId", [])).pipe(
        Effect.provide(Wallet.layerTest({})),
      ),
    )
    expect(Exit.isFailure(exit) && String(Cause.squash(exit.cause))).toBe(
      "Error: Wallet.layerTest: publicRequest was called but not scripted",
    )
  })
})
