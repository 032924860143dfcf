// Kernel v3 (issue 31, item 6): a connected wallet's session owns its event stream. Connections
// hears the session's events, whatever the connector listens to underneath (EIP-1193 events
// for an EVM wallet, the Wallet Standard's `change` for another family).
import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { Accounts } from "../accounts/Accounts"
import { ChainAdapters } from "../chains/ChainAdapters"
import { ethereum } from "../chains/defaultNetworks"
import { KernelConfig } from "../config/KernelConfig"
import type { Connector, WalletSessionEvents } from "../connectors/Connector"
import type { ConnectorInfo } from "../connectors/ConnectorInfo"
import { Connectors } from "../connectors/Connectors"
import { Events } from "../events/Events"
import { KernelEvents } from "../events/KernelEvents"
import { Modal } from "../modal/Modal"
import { Networks } from "../networks/Networks"
import { Storage } from "../storage/Storage"
import { Connections } from "./Connections"

const alice = `0x${"a1".repeat(20)}`
const bob = `0x${"b0".repeat(20)}`

/** A connector whose provider has no events at all: only its session tells what changes. */
const sessionConnector = () => {
  const listeners = new Set<WalletSessionEvents>()
  const info: ConnectorInfo = {
    id: "io.session",
    type: "ANNOUNCED",
    name: "Session",
    icon: undefined,
    rdns: "io.session",
    chains: ["eip155"],
  }
  const connector: Connector = {
    info,
    connect: () =>
      Effect.succeed({
        info,
        provider: { request: () => Promise.reject(new Error("not asked")) },
        namespace: "eip155",
        accounts: [alice],
        chainId: 1,
        subscribe: (handlers) => {
          listeners.add(handlers)
          return () => listeners.delete(handlers)
        },
      }),
    restore: Effect.succeed(undefined),
    disconnect: () => Effect.void,
  }
  return { connector, listeners }
}

const kernel = (connector: Connector) =>
  Connections.layerTest().pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        KernelConfig.layerTest(),
        ChainAdapters.layer(),
        Connectors.layerTest([connector]),
        Accounts.layerTest(),
        Modal.layerTest(),
        Events.layerTest(),
        KernelEvents.layer,
        Storage.layerMemory,
      ),
    ),
    Layer.provideMerge(Networks.layerTest([ethereum])),
  )

describe("a wallet's session tells Connections what the wallet did", () => {
  it("follows the session's account change, and its end removes the connection and stops listening", async () => {
    const { connector, listeners } = sessionConnector()
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        const accounts = yield* Accounts
        yield* connections.connect("io.session")
        const heard = listeners.size
        for (const session of listeners) session.accountsChanged([bob])
        yield* Effect.yieldNow
        const switched = accounts.current.getSnapshot()?.address
        for (const session of [...listeners]) session.disconnect()
        yield* Effect.yieldNow
        return {
          heard,
          switched,
          after: accounts.current.getSnapshot(),
          status: connections.store.getSnapshot().status,
          listening: listeners.size,
        }
      }).pipe(Effect.provide(kernel(connector))),
    )
    expect(seen).toEqual({
      heard: 1,
      switched: bob,
      after: undefined,
      status: "disconnected",
      listening: 0,
    })
  })
})
