import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { foyerDevnet, foyerDevnet2 } from "../chains/foyerDevnet"
import { Networks } from "../networks/Networks"
import { accountOf } from "./AccountState"
import { Accounts } from "./Accounts"

const devnet = foyerDevnet("http://127.0.0.1:8545")
const devnet2 = foyerDevnet2("http://127.0.0.1:8546")
const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"

describe("Accounts.layerTest", () => {
  it("connects the address on the active network; current follows the network store; refresh runs onRefresh", () => {
    let refreshed = 0
    const layer = Accounts.layerTest({
      address,
      account: { balance: "1.5" },
      onRefresh: Effect.sync(() => {
        refreshed += 1
      }),
    }).pipe(Layer.provideMerge(Networks.layerTest([devnet, devnet2])))
    const seen = Effect.runSync(
      Effect.gen(function* () {
        const accounts = yield* Accounts
        const networks = yield* Networks
        const account = accountOf(accounts.store.getSnapshot(), "eip155")
        const before = accounts.current.getSnapshot()
        yield* networks.change(devnet2)
        const after = accounts.current.getSnapshot()
        yield* accounts.refresh
        return { account, before, after }
      }).pipe(Effect.provide(layer)),
    )
    expect(seen.account).toMatchObject({
      address,
      caipAddress: `eip155:31337:${address}`,
      balance: "1.5",
      status: "connected",
    })
    expect(seen.before).toEqual({ namespace: "eip155", address, caipNetwork: devnet })
    expect(seen.after).toEqual({ namespace: "eip155", address, caipNetwork: devnet2 })
    expect(refreshed).toBe(1)
  })

  it("without an address nothing is connected", () => {
    const current = Effect.runSync(
      Effect.map(Accounts, (accounts) => accounts.current.getSnapshot()).pipe(
        Effect.provide(Accounts.layerTest().pipe(Layer.provide(Networks.layerTest([devnet])))),
      ),
    )
    expect(current).toBeUndefined()
  })
})
