import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { Accounts } from "../accounts/Accounts"
import { ChainAdapters } from "../chains/ChainAdapters"
import { ethereum } from "../chains/defaultNetworks"
import { KernelConfig } from "../config/KernelConfig"
import { Connectors } from "../connectors/Connectors"
import { fakeConnector, makeFakeWallet } from "../connectors/fakeWallet"
import { Events, type FoyerEvent } from "../events/Events"
import { KernelEvents } from "../events/KernelEvents"
import { Modal } from "../modal/Modal"
import { Networks } from "../networks/Networks"
import { Storage } from "../storage/Storage"
import { Connections } from "./Connections"

const alice = `0x${"a1".repeat(20)}` as const
const wallet = makeFakeWallet({ accounts: [alice] })
const connector = fakeConnector(wallet)

describe("Connections.layerTest", () => {
  it("connects and disconnects through the given connectors, keeping the test's account and network stores in step", async () => {
    const emitted: Array<FoyerEvent> = []
    const layer = Connections.layerTest().pipe(
      Layer.provideMerge(
        Layer.mergeAll(
          KernelConfig.layerTest(),
          ChainAdapters.layer(),
          Connectors.layerTest([connector]),
          Accounts.layerTest(),
          Modal.layerTest(),
          Events.layerTest((event) => emitted.push(event)),
          KernelEvents.layer,
          Storage.layerMemory,
        ),
      ),
      Layer.provideMerge(Networks.layerTest([ethereum])),
    )
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        const accounts = yield* Accounts
        yield* connections.connect("io.fake")
        const connected = {
          status: connections.store.getSnapshot().status,
          current: accounts.current.getSnapshot(),
        }
        yield* connections.disconnect
        return { connected, disconnected: accounts.current.getSnapshot() }
      }).pipe(Effect.provide(layer)),
    )
    expect(seen).toEqual({
      connected: {
        status: "connected",
        current: { namespace: "eip155", address: alice, caipNetwork: ethereum },
      },
      disconnected: undefined,
    })
    expect(emitted).toEqual([
      { type: "CONNECT_SUCCESS", connectorId: "io.fake", address: alice },
      { type: "DISCONNECT_SUCCESS" },
    ])
  })
})
