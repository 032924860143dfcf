import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { foyerDevnet, foyerDevnet2 } from "../chains/foyerDevnet"
import { namespaceNetworks } from "./NetworkState"
import { Networks } from "./Networks"

const devnet = foyerDevnet("http://127.0.0.1:8545")
const devnet2 = foyerDevnet2("http://127.0.0.1:8546")

describe("Networks.layerTest", () => {
  it("holds the networks as configured and requested, the given one active, and change moves it", () => {
    const seen = Effect.runSync(
      Effect.gen(function* () {
        const networks = yield* Networks
        const before = yield* networks.active
        yield* networks.change(devnet)
        const state = networks.store.getSnapshot()
        return {
          before: before.caipNetworkId,
          after: (yield* networks.active).caipNetworkId,
          activeChain: state.activeChain,
          selected: namespaceNetworks(state, "eip155").caipNetwork?.caipNetworkId,
          requested: namespaceNetworks(state, "eip155").requestedCaipNetworks.map(
            (n) => n.caipNetworkId,
          ),
          defaultNetwork: networks.defaultNetwork.caipNetworkId,
        }
      }).pipe(Effect.provide(Networks.layerTest([devnet, devnet2], devnet2))),
    )
    expect(seen).toEqual({
      before: "eip155:31338",
      after: "eip155:31337",
      activeChain: "eip155",
      selected: "eip155:31337",
      requested: ["eip155:31337", "eip155:31338"],
      defaultNetwork: "eip155:31337",
    })
  })
})
