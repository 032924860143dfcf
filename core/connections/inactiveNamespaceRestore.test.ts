// Spec 8 APKTW001 'Inactive Namespace Not Connected' (issue 36 item 5): a page that held an EVM
// and a Solana connection is reloaded; the stored connections come back per family (spec 3
// "connections per namespace"). When a family that is not the active one does not come back,
// the active one is restored as usual and the developer is warned, once.
import { Effect, Layer, Option } from "effect"
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest"
import { accountOf } from "../accounts/AccountState"
import { Accounts } from "../accounts/Accounts"
import { ChainAdapters } from "../chains/ChainAdapters"
import { makeTestChainAdapter, makeTestFamilyConnector } from "../chains/chainAdapterFixtures"
import { ethereum, solanaDevnet } from "../chains/defaultNetworks"
import { KernelConfig } from "../config/KernelConfig"
import type { Connector } from "../connectors/Connector"
import { Connectors } from "../connectors/Connectors"
import { fakeConnector, makeFakeWallet } from "../connectors/fakeWallet"
import { Events } from "../events/Events"
import { type KernelEvent, KernelEvents } from "../events/KernelEvents"
import { Modal } from "../modal/Modal"
import { Networks } from "../networks/Networks"
import { memoryBackend, Storage, type StorageBackend } from "../storage/Storage"
import { StorageKeys } from "../storage/StorageKeys"
import { Connections } from "./Connections"

const alice = `0x${"a1".repeat(20)}` as const
const phantomLike = "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU"

/** How each family's wallet answers a restore on the next page. */
interface Restores {
  readonly evm?: "comes back" | "is gone"
  readonly solana?: "comes back" | "is gone" | "breaks"
}

/** A kit over `backend`'s storage, starting on Ethereum, with an EVM and a Solana wallet. */
const kitLayer = (backend: StorageBackend, restores: Restores = {}) => {
  const solanaWallet = makeTestFamilyConnector({
    id: "io.solana.test",
    namespace: "solana",
    accounts: [phantomLike],
    chainId: solanaDevnet.id,
    authorised: restores.solana !== "is gone",
  })
  const solana: Connector =
    restores.solana === "breaks"
      ? { ...solanaWallet.connector, restore: Effect.die(new Error("Wallet locked")) }
      : solanaWallet.connector
  const evm = fakeConnector(makeFakeWallet({ accounts: [alice], authorized: true }))
  const evmConnector: Connector = {
    ...evm,
    restore:
      restores.evm === "is gone"
        ? Effect.succeed(undefined)
        : Effect.orDie(evm.connect({ refresh: false, report: () => {} })),
  }
  return Connections.layerTest().pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        KernelConfig.layerTest(),
        ChainAdapters.layer([makeTestChainAdapter("solana").adapter]),
        Connectors.layerTest([evmConnector, solana]),
        Accounts.layerTest(),
        Modal.layerTest(),
        Events.layerTest(),
        KernelEvents.layer,
        Storage.layer(backend),
      ),
    ),
    Layer.provideMerge(Networks.layerTest([ethereum, solanaDevnet])),
  )
}

/** The first page: the EVM wallet connected, then the Solana one; both are stored. */
const firstPage = (backend: StorageBackend) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const connections = yield* Connections
      yield* connections.connect("io.fake")
      yield* connections.connect("io.solana.test")
    }).pipe(Effect.provide(kitLayer(backend))),
  )

/** The next page restores the session; what it shows, stores and tells afterwards. */
const nextPage = (backend: StorageBackend, restores: Restores) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const told: Array<KernelEvent["_tag"]> = []
      ;(yield* KernelEvents).subscribe((event) => told.push(event._tag))
      const connections = yield* Connections
      yield* connections.reconnect
      const accounts = (yield* Accounts).store.getSnapshot()
      const storage = yield* Storage
      return {
        status: connections.store.getSnapshot().status,
        evm: accountOf(accounts, "eip155").address,
        solana: accountOf(accounts, "solana").address,
        active: (yield* Networks).store.getSnapshot().activeCaipNetwork?.caipNetworkId,
        storedFamilies: Object.keys(
          Option.getOrUndefined(yield* storage.get(StorageKeys.connections)) ?? {},
        ).sort(),
        told,
      }
    }).pipe(Effect.provide(kitLayer(backend, restores))),
  )

const apktw001 = (why: string) =>
  `[foyer] APKTW001 Inactive Namespace Not Connected: solana. The wallet stored for it (io.solana.test) was not restored on this page: ${why}. The visitor connects it again from the modal.`

describe("restoring connections per namespace on page load (spec 3, spec 4 reconnect)", () => {
  let warn: MockInstance<typeof console.warn>
  beforeEach(() => {
    warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
  })
  afterEach(() => {
    warn.mockRestore()
  })

  it("spec 8 APKTW001 'Inactive Namespace Not Connected': the inactive family's restore fails; the active one is restored and the warning is raised once", async () => {
    const backend = memoryBackend()
    await firstPage(backend)
    const page = await nextPage(backend, { solana: "breaks" })
    expect(page).toEqual({
      status: "connected",
      evm: alice,
      solana: undefined,
      active: ethereum.caipNetworkId,
      // The session kept for the next page is what came back.
      storedFamilies: ["eip155"],
      // The restored EVM wallet is told (the plugins' connect hooks run on it).
      told: ["Connected"],
    })
    expect(warn.mock.calls).toEqual([[apktw001('"Wallet locked"')]])
  })

  it("spec 8 APKTW001: an inactive family whose wallet no longer gives its account back without a prompt is warned about once", async () => {
    const backend = memoryBackend()
    await firstPage(backend)
    const page = await nextPage(backend, { solana: "is gone" })
    expect({ status: page.status, evm: page.evm, solana: page.solana }).toEqual({
      status: "connected",
      evm: alice,
      solana: undefined,
    })
    expect(warn.mock.calls).toEqual([[apktw001("it did not come back without a prompt")]])
  })

  it("no APKTW001 when every family comes back", async () => {
    const backend = memoryBackend()
    await firstPage(backend)
    const page = await nextPage(backend, {})
    expect({ evm: page.evm, solana: page.solana, storedFamilies: page.storedFamilies }).toEqual({
      evm: alice,
      solana: phantomLike,
      storedFamilies: ["eip155", "solana"],
    })
    expect(warn).not.toHaveBeenCalled()
  })

  it("no APKTW001 when the active family is the one that does not come back: the other family becomes current", async () => {
    const backend = memoryBackend()
    await firstPage(backend)
    const page = await nextPage(backend, { evm: "is gone" })
    expect({
      status: page.status,
      evm: page.evm,
      solana: page.solana,
      active: page.active,
    }).toEqual({
      status: "connected",
      evm: undefined,
      solana: phantomLike,
      active: solanaDevnet.caipNetworkId,
    })
    expect(warn).not.toHaveBeenCalled()
  })
})
