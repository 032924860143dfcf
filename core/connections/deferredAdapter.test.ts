// Issue 36 (size line): a chain plugin declares its adapter deferred, so a page opens the Connect
// view with none of its code. Connections import it when a session of its family is made or
// restored, before the session is held: whoever holds a session (the send form's address check)
// finds the adapter with ChainAdapters.of. An import that fails fails that connect ('Failed to
// connect'), or leaves that wallet out of a restore; the next try imports again.
import { Effect, Layer } from "effect"
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest"
import { accountOf } from "../accounts/AccountState"
import { Accounts } from "../accounts/Accounts"
import type { ChainAdapter } from "../chains/ChainAdapter"
import { ChainAdapters } from "../chains/ChainAdapters"
import { makeTestChainAdapter, makeTestFamilyConnector } from "../chains/chainAdapterFixtures"
import { ethereum, solanaDevnet } from "../chains/defaultNetworks"
import { KernelConfig } from "../config/KernelConfig"
import type { Connector } from "../connectors/Connector"
import { Connectors } from "../connectors/Connectors"
import { fakeConnector, makeFakeWallet } from "../connectors/fakeWallet"
import { messages } from "../errors/messages"
import { Events } from "../events/Events"
import { KernelEvents } from "../events/KernelEvents"
import { Modal } from "../modal/Modal"
import { Networks } from "../networks/Networks"
import { memoryBackend, Storage, type StorageBackend } from "../storage/Storage"
import { connectionsOf } from "./ConnectionState"
import { Connections } from "./Connections"

const alice = `0x${"a1".repeat(20)}` as const
const phantomLike = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"

/** The Solana family's adapter behind an import that fails the times `failures` says. */
const deferredSolana = (failures: number) => {
  const adapter: ChainAdapter = makeTestChainAdapter("solana").adapter
  let imports = 0
  let failing = failures
  return {
    adapter,
    imports: () => imports,
    entry: {
      namespace: "solana" as const,
      load: async () => {
        imports += 1
        if (failing > 0) {
          failing -= 1
          throw new Error("Failed to fetch dynamically imported module")
        }
        return adapter
      },
    },
  }
}

/** An EVM wallet that restores its session without a prompt. */
const evmWallet = (): Connector => {
  const evm = fakeConnector(makeFakeWallet({ accounts: [alice], authorized: true }))
  return { ...evm, restore: Effect.orDie(evm.connect({ refresh: false, report: () => {} })) }
}

/** A kit over `backend` with an EVM wallet and a Solana wallet whose adapter is deferred. */
const kitLayer = (backend: StorageBackend, solana: ReturnType<typeof deferredSolana>) =>
  Connections.layerTest().pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        KernelConfig.layerTest(),
        ChainAdapters.layer([solana.entry]),
        Connectors.layerTest([
          evmWallet(),
          makeTestFamilyConnector({
            id: "io.solana.test",
            namespace: "solana",
            accounts: [phantomLike],
            chainId: solanaDevnet.id,
            authorised: true,
          }).connector,
        ]),
        Accounts.layerTest(),
        Modal.layerTest(),
        Events.layerTest(),
        KernelEvents.layer,
        Storage.layer(backend),
      ),
    ),
    Layer.provideMerge(Networks.layerTest([ethereum, solanaDevnet])),
  )

const run = <A>(
  backend: StorageBackend,
  solana: ReturnType<typeof deferredSolana>,
  effect: Effect.Effect<A, unknown, Connections | ChainAdapters | Accounts>,
) => Effect.runPromise(Effect.provide(effect, kitLayer(backend, solana)))

describe("Connections and a deferred chain adapter (issue 36: no chain code before a pick)", () => {
  let warn: MockInstance<typeof console.warn>
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
  })
  afterEach(() => {
    warn.mockRestore()
  })

  it("imports the family's adapter when one of its wallets connects, before the session is held, and not for another family's wallet", async () => {
    const solana = deferredSolana(0)
    const seen = await run(
      memoryBackend(),
      solana,
      Effect.gen(function* () {
        const connections = yield* Connections
        const adapters = yield* ChainAdapters
        yield* connections.connect("io.fake")
        const afterEvm = { imports: solana.imports(), adapter: adapters.of("solana") }
        // The adapter is there by the time the session is: a store listener reads it then.
        let heldWithAdapter: boolean | undefined
        const stop = connections.store.subscribe(() => {
          const held = connectionsOf(connections.store.getSnapshot(), "solana").length > 0
          if (held && heldWithAdapter === undefined)
            heldWithAdapter = adapters.of("solana") !== undefined
        })
        yield* connections.connect("io.solana.test")
        stop()
        return {
          afterEvm,
          heldWithAdapter,
          imports: solana.imports(),
          adapter: adapters.of("solana"),
        }
      }),
    )
    expect(seen).toEqual({
      afterEvm: { imports: 0, adapter: undefined },
      heldWithAdapter: true,
      imports: 1,
      adapter: solana.adapter,
    })
  })

  it("an adapter that does not load fails the connect with 'Failed to connect' and holds nothing; connecting again imports it and connects", async () => {
    const solana = deferredSolana(1)
    const seen = await run(
      memoryBackend(),
      solana,
      Effect.gen(function* () {
        const connections = yield* Connections
        yield* connections.connect("io.solana.test")
        const failed = {
          attempt: connections.connectAttempt.getSnapshot(),
          held: connectionsOf(connections.store.getSnapshot(), "solana").length,
        }
        yield* connections.connect("io.solana.test")
        const account = accountOf((yield* Accounts).store.getSnapshot(), "solana").address
        return { failed, account, imports: solana.imports() }
      }),
    )
    expect(seen).toEqual({
      failed: {
        attempt: {
          _tag: "Failed",
          connectorId: "io.solana.test",
          message: messages.failedToConnect,
        },
        held: 0,
      },
      account: phantomLike,
      imports: 2,
    })
  })

  it("a reload imports the adapter of a restored family; when it does not load, that wallet stays out and the others come back", async () => {
    const reload = async (solana: ReturnType<typeof deferredSolana>) => {
      const backend = memoryBackend()
      await run(
        backend,
        deferredSolana(0),
        Effect.gen(function* () {
          const connections = yield* Connections
          yield* connections.connect("io.fake")
          yield* connections.connect("io.solana.test")
        }),
      )
      return run(
        backend,
        solana,
        Effect.gen(function* () {
          yield* (yield* Connections).reconnect
          const accounts = (yield* Accounts).store.getSnapshot()
          return {
            evm: accountOf(accounts, "eip155").address,
            solana: accountOf(accounts, "solana").address,
            adapter: (yield* ChainAdapters).of("solana") === solana.adapter,
          }
        }),
      )
    }
    expect(await reload(deferredSolana(0))).toEqual({
      evm: alice,
      solana: phantomLike,
      adapter: true,
    })
    expect(await reload(deferredSolana(1))).toEqual({
      evm: alice,
      solana: undefined,
      adapter: false,
    })
  })
})
