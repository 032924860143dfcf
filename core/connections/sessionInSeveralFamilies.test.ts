// Issue 36 item 5 (ConnectingMultiChain's kernel side): one wallet session serving several chain
// families (a WalletConnect session the wallet approved with EVM and Solana accounts) is a
// connection in each family, under one connector id: both shown, the family answered first
// active; a disconnect, by the visitor or by the wallet, ends it in every family at once; a
// reload restores it in every family.
import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { accountOf } from "../accounts/AccountState"
import { Accounts } from "../accounts/Accounts"
import { ChainAdapters } from "../chains/ChainAdapters"
import { makeTestChainAdapter } from "../chains/chainAdapterFixtures"
import { ethereum, solanaDevnet } from "../chains/defaultNetworks"
import { KernelConfig } from "../config/KernelConfig"
import type { ConnectedWallet, Connector } from "../connectors/Connector"
import { Connectors } from "../connectors/Connectors"
import { fakeConnector, makeFakeWallet } from "../connectors/fakeWallet"
import { Events, type FoyerEvent } from "../events/Events"
import { KernelEvents } from "../events/KernelEvents"
import { Modal } from "../modal/Modal"
import { Networks } from "../networks/Networks"
import { memoryBackend, Storage, type StorageBackend } from "../storage/Storage"
import { Connections } from "./Connections"

const alice = `0x${"a1".repeat(20)}` as const
const solanaAddress = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"
const id = "walletConnect"

/** A connector whose one session answers with an EVM account and a Solana account. */
const twoFamilySession = () => {
  const evmWallet = makeFakeWallet({ accounts: [alice], authorized: true })
  const evm = fakeConnector(evmWallet, { id })
  const revoked: Array<string> = []
  const session = Effect.map(
    Effect.orDie(evm.connect({ refresh: false, report: () => {} })),
    (wallet): ConnectedWallet => ({
      ...wallet,
      alsoIn: [
        {
          info: wallet.info,
          namespace: "solana",
          handle: { session: id },
          accounts: [solanaAddress],
          chainId: solanaDevnet.id,
          // As a WalletConnect session's family wallet: it hears the session's end from the
          // one provider the EVM wallet speaks through.
          subscribe: (handlers) => {
            const ended = () => handlers.disconnect()
            evmWallet.provider.on?.("disconnect", ended)
            return () => evmWallet.provider.removeListener?.("disconnect", ended)
          },
        },
      ],
    }),
  )
  const connector: Connector = {
    ...evm,
    connect: () => session,
    restore: session,
    disconnect: (wallet) =>
      Effect.sync(() => {
        revoked.push(wallet.namespace)
      }),
  }
  return { connector, evmWallet, revoked }
}

const setUp = (backend: StorageBackend = memoryBackend()) => {
  const session = twoFamilySession()
  const emitted: Array<FoyerEvent> = []
  const layer = Connections.layerTest().pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        KernelConfig.layerTest(),
        ChainAdapters.layer([makeTestChainAdapter("solana").adapter]),
        Connectors.layerTest([session.connector]),
        Accounts.layerTest(),
        Modal.layerTest(),
        Events.layerTest((event) => emitted.push(event)),
        KernelEvents.layer,
        Storage.layer(backend),
      ),
    ),
    Layer.provideMerge(Networks.layerTest([ethereum, solanaDevnet])),
  )
  return { ...session, emitted, layer }
}

/** Each family's address, the active network and the wallet the kit asks. */
const shown = Effect.gen(function* () {
  const accounts = yield* Accounts
  const networks = yield* Networks
  const wallet = yield* (yield* Connections).currentWallet
  return {
    evm: accountOf(accounts.store.getSnapshot(), "eip155").address,
    solana: accountOf(accounts.store.getSnapshot(), "solana").address,
    active: networks.store.getSnapshot().activeCaipNetwork?.caipNetworkId,
    wallet: wallet === undefined ? undefined : `${wallet.namespace} ${wallet.info.id}`,
  }
})

const both = {
  evm: alice,
  solana: solanaAddress,
  active: ethereum.caipNetworkId,
  wallet: `eip155 ${id}`,
}
const none = { evm: undefined, solana: undefined, wallet: undefined }

const disconnects = (emitted: ReadonlyArray<FoyerEvent>) =>
  emitted.filter((event) => event.type === "DISCONNECT_SUCCESS").length

describe("one session serving two chain families", () => {
  it("is a connection in each family: both accounts shown, the family the wallet answered first active; choosing the other family's network asks that family's wallet", async () => {
    const { layer } = setUp()
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect(id)
        const connected = yield* shown
        yield* connections.switchNetwork(solanaDevnet.caipNetworkId)
        return { connected, switched: yield* shown }
      }).pipe(Effect.provide(layer)),
    )
    expect(seen.connected).toEqual(both)
    expect(seen.switched).toEqual({
      ...both,
      active: solanaDevnet.caipNetworkId,
      wallet: `solana ${id}`,
    })
  })

  it("the visitor's disconnect ends it in every family at once, revokes the session once, and tells DISCONNECT_SUCCESS once", async () => {
    const { layer, revoked, emitted } = setUp()
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect(id)
        yield* connections.disconnect
        return { shown: yield* shown, status: connections.store.getSnapshot().status }
      }).pipe(Effect.provide(layer)),
    )
    expect(seen.shown).toMatchObject(none)
    expect(seen.status).toBe("disconnected")
    expect(revoked).toHaveLength(1)
    expect(disconnects(emitted)).toBe(1)
  })

  it("the wallet ending the session, told by each family's wallet, ends it in both and tells DISCONNECT_SUCCESS once", async () => {
    const { layer, evmWallet, emitted } = setUp()
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect(id)
        // One provider event reaches both families' listeners in the same dispatch: the second
        // finds the session already ended.
        evmWallet.emit("disconnect", { code: 6000, message: "session deleted" })
        yield* Effect.promise(
          () =>
            new Promise<void>((resolve) => {
              const done = () => connections.store.getSnapshot().status === "disconnected"
              if (done()) return resolve()
              const stop = connections.store.subscribe(() => {
                if (done()) {
                  stop()
                  resolve()
                }
              })
            }),
        )
        return yield* shown
      }).pipe(Effect.provide(layer)),
    )
    expect(seen).toMatchObject(none)
    expect(disconnects(emitted)).toBe(1)
  })

  it("a reload restores it in every family (spec 4 reconnect)", async () => {
    const backend = memoryBackend()
    await Effect.runPromise(
      Effect.flatMap(Connections, (connections) => connections.connect(id)).pipe(
        Effect.provide(setUp(backend).layer),
      ),
    )
    const seen = await Effect.runPromise(
      Effect.gen(function* () {
        yield* (yield* Connections).reconnect
        return yield* shown
      }).pipe(Effect.provide(setUp(backend).layer)),
    )
    expect(seen).toEqual(both)
  })
})
