// Issue 36: one connection per chain family at once. Each family's account slot shows its own
// connection; the active network follows the family connected or switched to last; when the
// active family's wallet goes, another family's connection becomes current; the session keeps
// every family's connections for the next page.
import { Effect, Layer, Option } from "effect"
import { describe, expect, it } from "vitest"
import { accountOf } from "../accounts/AccountState"
import { Accounts } from "../accounts/Accounts"
import { ChainAdapters } from "../chains/ChainAdapters"
import { makeTestChainAdapter, makeTestFamilyConnector } from "../chains/chainAdapterFixtures"
import { ethereum, solana, solanaDevnet } from "../chains/defaultNetworks"
import { KernelConfig } from "../config/KernelConfig"
import type { Connector } from "../connectors/Connector"
import { Connectors } from "../connectors/Connectors"
import { fakeConnector, makeFakeWallet } from "../connectors/fakeWallet"
import { Events } from "../events/Events"
import { KernelEvents } from "../events/KernelEvents"
import { Modal } from "../modal/Modal"
import { Networks } from "../networks/Networks"
import { memoryBackend, Storage, type StorageBackend } from "../storage/Storage"
import { StorageKeys } from "../storage/StorageKeys"
import { Connections } from "./Connections"

const alice = `0x${"a1".repeat(20)}` as const
const phantomLike = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"
const other = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"

const bob = `0x${"b0".repeat(20)}` as const

const setUp = (backend: StorageBackend = memoryBackend()) => {
  const family = makeTestChainAdapter("solana")
  const solanaWallet = makeTestFamilyConnector({
    id: "io.solana.test",
    namespace: "solana",
    accounts: [phantomLike],
    chainId: solanaDevnet.id,
    authorised: true,
  })
  const evmWallet = makeFakeWallet({ accounts: [alice], authorized: true })
  // The site is authorised: the EVM wallet, too, comes back without a prompt.
  const evm = fakeConnector(evmWallet)
  const evmConnector: Connector = {
    ...evm,
    restore: Effect.orDie(evm.connect({ refresh: false, report: () => {} })),
  }
  // A second EVM wallet, with two accounts.
  const secondEvm = makeFakeWallet({ accounts: [bob, alice], authorized: true })
  // A wallet that never answers: a connect to it stays pending.
  const silent: Connector = {
    ...fakeConnector(makeFakeWallet(), { id: "io.silent" }),
    connect: () => Effect.never,
  }
  const layer = Connections.layerTest().pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        KernelConfig.layerTest(),
        ChainAdapters.layer([family.adapter]),
        Connectors.layerTest([
          evmConnector,
          fakeConnector(secondEvm, { id: "io.second" }),
          solanaWallet.connector,
          silent,
        ]),
        Accounts.layerTest(),
        Modal.layerTest(),
        Events.layerTest(),
        KernelEvents.layer,
        Storage.layer(backend),
      ),
    ),
    Layer.provideMerge(Networks.layerTest([ethereum, solanaDevnet, solana])),
  )
  return { solanaWallet, layer }
}

/** What the stores show now: each family's address, the active network and the current account. */
const shown = Effect.gen(function* () {
  const accounts = yield* Accounts
  const networks = yield* Networks
  const connections = yield* Connections
  const wallet = yield* connections.currentWallet
  return {
    evm: accountOf(accounts.store.getSnapshot(), "eip155").address,
    solana: accountOf(accounts.store.getSnapshot(), "solana").address,
    active: networks.store.getSnapshot().activeCaipNetwork?.caipNetworkId,
    current: accounts.current.getSnapshot()?.address,
    wallet: wallet?.info.id,
  }
})

/** Waits until `done` holds for the connection store (the wallet's events are forked). */
const until = (done: () => boolean) =>
  Effect.flatMap(Connections, (connections) =>
    Effect.promise(
      () =>
        new Promise<void>((resolve) => {
          if (done()) return resolve()
          const stop = connections.store.subscribe(() => {
            if (!done()) return
            stop()
            resolve()
          })
        }),
    ),
  )

/** Runs `effect` on a fresh kit (over `backend`'s storage). */
const onKit = <A, E>(
  effect: Effect.Effect<A, E, Connections | Accounts | Networks | Storage>,
  backend?: StorageBackend,
) => Effect.runPromise(effect.pipe(Effect.provide(setUp(backend).layer)))

/** The EVM wallet connected, then the Solana one. */
const bothConnected = Effect.gen(function* () {
  const connections = yield* Connections
  yield* connections.connect("io.fake")
  yield* connections.connect("io.solana.test")
  return connections
})

/** Both families shown, EVM's the active one. */
const evmCurrent = {
  evm: alice,
  solana: phantomLike,
  active: ethereum.caipNetworkId,
  current: alice,
  wallet: "io.fake",
}

/** Both families shown, Solana's the active one. */
const solanaCurrent = {
  ...evmCurrent,
  active: solanaDevnet.caipNetworkId,
  current: phantomLike,
  wallet: "io.solana.test",
}

describe("a connection in each chain family at once", () => {
  it("shows each family's account; the family connected last is the active one, and its wallet is the one the kit asks", async () => {
    const seen = await onKit(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect("io.fake")
        const evmFirst = yield* shown
        yield* connections.connect("io.solana.test")
        return { evmFirst, both: yield* shown }
      }),
    )
    expect(seen).toEqual({ evmFirst: { ...evmCurrent, solana: undefined }, both: solanaCurrent })
  })

  it("switching to the other family's network makes its connection current again", async () => {
    const seen = await onKit(
      Effect.gen(function* () {
        yield* (yield* bothConnected).switchNetwork(ethereum.caipNetworkId)
        return yield* shown
      }),
    )
    expect(seen).toEqual(evmCurrent)
  })

  it("a wallet of the family that is not active changing its account updates its slot, and the active network stays", async () => {
    const { solanaWallet, layer } = setUp()
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect("io.solana.test")
        yield* connections.connect("io.fake")
        for (const session of solanaWallet.sessions) session.accountsChanged([other])
        const accounts = yield* Accounts
        yield* until(() => accountOf(accounts.store.getSnapshot(), "solana").address === other)
        return yield* shown
      }).pipe(Effect.provide(layer)),
    )
    expect(seen).toEqual({ ...evmCurrent, solana: other })
  })

  it("disconnecting the active family's wallet makes the other family's connection current (spec 4)", async () => {
    const seen = await onKit(
      Effect.gen(function* () {
        const connections = yield* bothConnected
        yield* connections.disconnect
        const afterSolana = yield* shown
        const status = connections.store.getSnapshot().status
        yield* connections.disconnect
        return { afterSolana, status, afterBoth: yield* shown }
      }),
    )
    expect(seen.afterSolana).toEqual({ ...evmCurrent, solana: undefined })
    expect(seen.status).toBe("connected")
    expect(seen.afterBoth).toMatchObject({ evm: undefined, current: undefined, wallet: undefined })
  })

  it("stores every family's connections, the active family's wallet as the current one", async () => {
    const stored = await onKit(
      Effect.gen(function* () {
        yield* bothConnected
        const storage = yield* Storage
        return {
          walletId: Option.getOrUndefined(yield* storage.get(StorageKeys.walletId)),
          connections: Option.getOrUndefined(yield* storage.get(StorageKeys.connections)),
        }
      }),
    )
    expect(stored).toEqual({
      walletId: "io.solana.test",
      connections: {
        eip155: [{ connectorId: "io.fake", accounts: [{ address: alice }], chainId: 1 }],
        solana: [
          {
            connectorId: "io.solana.test",
            accounts: [{ address: phantomLike }],
            chainId: solanaDevnet.id,
          },
        ],
      },
    })
  })

  it("the next page restores every family's connection, each in its slot (spec 4 reconnect)", async () => {
    const backend = memoryBackend()
    await onKit(bothConnected, backend)
    const restored = await onKit(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.reconnect
        return { shown: yield* shown, status: connections.store.getSnapshot().status }
      }),
      backend,
    )
    // The page starts on its first network (Ethereum here): that family's wallet is current.
    expect(restored).toEqual({ shown: evmCurrent, status: "connected" })
  })

  it("switching a connection (spec 4): a held wallet of another family becomes current with its family; within a family, the chosen wallet and account", async () => {
    const seen = await onKit(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect("io.fake")
        yield* connections.connect("io.second")
        yield* connections.connect("io.solana.test")
        yield* connections.switchConnection("eip155", "io.fake")
        const toFirst = yield* shown
        yield* connections.switchConnection("eip155", "io.second", alice)
        const toSecondsOtherAccount = yield* shown
        yield* connections.switchConnection("solana", "io.solana.test")
        return { toFirst, toSecondsOtherAccount, back: yield* shown }
      }),
    )
    expect(seen).toEqual({
      toFirst: evmCurrent,
      toSecondsOtherAccount: { ...evmCurrent, wallet: "io.second" },
      back: solanaCurrent,
    })
  })

  it("switching to a wallet that holds no connection starts its connect flow", async () => {
    const seen = await onKit(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect("io.solana.test")
        yield* connections.switchConnection("eip155", "io.fake")
        return yield* shown
      }),
    )
    expect(seen).toEqual(evmCurrent)
  })

  it("spec 4 'Invalid connection status': no switch while a connect is under way", async () => {
    const error = await onKit(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect("io.fake")
        yield* connections.startConnect("io.silent")
        yield* until(() => connections.store.getSnapshot().status === "connecting")
        return yield* Effect.flip(connections.switchConnection("eip155", "io.fake"))
      }),
    )
    expect(error.message).toBe("Invalid connection status")
  })

  it("disconnecting one wallet that is not current leaves the current one as it is", async () => {
    const seen = await onKit(
      Effect.gen(function* () {
        const connections = yield* bothConnected
        yield* connections.disconnectConnector("io.fake")
        return {
          shown: yield* shown,
          families: Object.keys(connections.store.getSnapshot().connections),
        }
      }),
    )
    expect(seen).toEqual({ shown: { ...solanaCurrent, evm: undefined }, families: ["solana"] })
  })
})
