import { Effect, Layer, ManagedRuntime } from "effect"
import { describe, expect, it } from "vitest"
import { AccountState, Accounts, foyerDevnet, Networks } from "../../core"
import { followAddress } from "./followAddress"

const devnet = foyerDevnet("http://127.0.0.1:8545")
const alice = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const bob = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"
/** How many scheduler turns the test gives work forked in the background to start. */
const maxTurns = 100

/** A kit holding only the accounts, and `followAddress` recording what it was told and ran. */
const kitFollowing = () => {
  const told: Array<[string | undefined, string | undefined]> = []
  const work: string[] = []
  const following = followAddress((previous, next) => {
    told.push([previous, next])
    // Work that outlasts the change (a sign-in waiting for the visitor): it ends with the kit.
    return Effect.sync(() => work.push(`started for ${next}`)).pipe(
      Effect.andThen(Effect.never),
      Effect.onInterrupt(() => Effect.sync(() => work.push(`stopped for ${next}`))),
    )
  })
  const layer = Layer.provideMerge(
    following,
    Accounts.layerTest({ address: alice }).pipe(Layer.provideMerge(Networks.layerTest([devnet]))),
  )
  return { told, work, runtime: ManagedRuntime.make(layer) }
}

const switchTo = (address: string | undefined) =>
  Effect.gen(function* () {
    const accounts = yield* Accounts
    accounts.store.update((state) => AccountState.setAccount(state, "eip155", { address }))
  })

describe("followAddress", () => {
  it("tells each change of the EVM address, runs the work answered without waiting for it, and the kit's dispose stops work still running", async () => {
    const { told, work, runtime } = kitFollowing()
    await runtime.runPromise(switchTo(bob))
    await runtime.runPromise(switchTo(bob))
    // The work starts in the background: a few scheduler turns.
    for (let turn = 0; work.length === 0 && turn < maxTurns; turn++) {
      await runtime.runPromise(Effect.yieldNow)
    }
    expect(told).toEqual([[alice, bob]])
    expect(work).toEqual([`started for ${bob}`])
    await runtime.dispose()
    expect(work).toEqual([`started for ${bob}`, `stopped for ${bob}`])
  })
})
