// Kernel v3 / issue 36 item 1: Connections reach a wallet through its family's chain adapter,
// chosen by the session's namespace. A wallet of another family than EVM is kept under its own
// namespace, followed there, and switched by its adapter; the EVM wallet is never asked.
import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { Accounts } from "../accounts/Accounts"
import { ChainAdapters } from "../chains/ChainAdapters"
import { makeTestChainAdapter, makeTestFamilyConnector } from "../chains/chainAdapterFixtures"
import { ethereum, solana, solanaDevnet } from "../chains/defaultNetworks"
import { KernelConfig } from "../config/KernelConfig"
import { Connectors } from "../connectors/Connectors"
import { fakeConnector, makeFakeWallet } from "../connectors/fakeWallet"
import { Events } from "../events/Events"
import { KernelEvents } from "../events/KernelEvents"
import { Modal } from "../modal/Modal"
import { Networks } from "../networks/Networks"
import { Storage } from "../storage/Storage"
import { connectionsOf } from "./ConnectionState"
import { Connections } from "./Connections"

const phantomLike = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"

const setUp = () => {
  const family = makeTestChainAdapter("solana")
  const solanaWallet = makeTestFamilyConnector({
    id: "io.solana.test",
    namespace: "solana",
    accounts: [phantomLike],
    chainId: solanaDevnet.id,
  })
  const evmWallet = makeFakeWallet({ authorized: true })
  const layer = Connections.layerTest().pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        KernelConfig.layerTest(),
        ChainAdapters.layer([family.adapter]),
        Connectors.layerTest([fakeConnector(evmWallet), solanaWallet.connector]),
        Accounts.layerTest(),
        Modal.layerTest(),
        Events.layerTest(),
        KernelEvents.layer,
        Storage.layerMemory,
      ),
    ),
    Layer.provideMerge(Networks.layerTest([ethereum, solanaDevnet, solana])),
  )
  return { family, solanaWallet, evmWallet, layer }
}

describe("Connections dispatch on the wallet's namespace (chain adapters)", () => {
  it("keeps a Solana wallet's connection under solana, on the network its chain reference names", async () => {
    const { solanaWallet, layer } = setUp()
    const { state, listening } = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect("io.solana.test")
        return { state: connections.store.getSnapshot(), listening: solanaWallet.sessions.size }
      }).pipe(Effect.provide(layer)),
    )
    expect(connectionsOf(state, "eip155")).toEqual([])
    expect(connectionsOf(state, "solana")).toEqual([
      {
        connectorId: "io.solana.test",
        accounts: [{ address: phantomLike }],
        chainId: solanaDevnet.id,
        caipNetwork: solanaDevnet,
      },
    ])
    expect(state.currentConnectorIds.solana).toBe("io.solana.test")
    expect(listening).toBe(1)
  })

  it("switches a Solana network through the Solana adapter, and never asks the EVM wallet", async () => {
    const { family, evmWallet, layer } = setUp()
    const state = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect("io.fake")
        yield* connections.connect("io.solana.test")
        yield* connections.switchNetwork(solana.caipNetworkId)
        return connections.store.getSnapshot()
      }).pipe(Effect.provide(layer)),
    )
    expect(family.calls).toEqual([
      { method: "switchNetwork", wallet: "io.solana.test", target: solana.caipNetworkId },
    ])
    expect(connectionsOf(state, "solana")[0]).toMatchObject({
      chainId: solana.id,
      caipNetwork: solana,
    })
    expect(evmWallet.methods()).not.toContain("wallet_switchEthereumChain")
    expect(connectionsOf(state, "eip155")[0]?.chainId).toBe(1)
  })

  it("follows the Solana session's chain and account changes under solana", async () => {
    const { solanaWallet, layer } = setUp()
    const other = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"
    const state = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect("io.solana.test")
        for (const session of solanaWallet.sessions) {
          session.chainChanged(solana.id)
          session.accountsChanged([other])
        }
        // The reactions are forked on the kit's runtime: wait until both are in the store.
        yield* Effect.promise(
          () =>
            new Promise<void>((resolve) => {
              const done = () => {
                const current = connectionsOf(connections.store.getSnapshot(), "solana")[0]
                return current?.chainId === solana.id && current.accounts[0]?.address === other
              }
              if (done()) return resolve()
              const stop = connections.store.subscribe(() => {
                if (!done()) return
                stop()
                resolve()
              })
            }),
        )
        return connections.store.getSnapshot()
      }).pipe(Effect.provide(layer)),
    )
    expect(connectionsOf(state, "solana")[0]).toEqual({
      connectorId: "io.solana.test",
      accounts: [{ address: other }],
      chainId: solana.id,
      caipNetwork: solana,
    })
    expect(connectionsOf(state, "eip155")).toEqual([])
  })
})
