import { Effect, Layer, Scope } from "effect"
import { describe, expect, it } from "vitest"
import { providerApiFor } from "../../test/providerApi"
import { foyerDevnet, foyerDevnet2 } from "../chains/foyerDevnet"
import { type KernelEvent, KernelEvents, makeKernelEvents } from "../events/KernelEvents"
import { Networks } from "../networks/Networks"
import { makeStorage, memoryBackend } from "../storage/Storage"
import { createToastStore } from "../toasts/ToastState"
import { createAccountStore, setAccount } from "./AccountState"
import { Accounts, makeAccounts } from "./Accounts"
import { apiOnlyBalanceSources } from "./balances/BalanceSources"

const devnet = foyerDevnet("http://127.0.0.1:8545")
const devnet2 = foyerDevnet2("http://127.0.0.1:8546")
const alice = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
const bob = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"

/**
 * The kernel's Accounts on real account and network stores, `alice` connected on the first
 * devnet. Loads are recorded, not run: what is tested is what the service tells, not the
 * balances (loadAccountData's own tests), so the API (an unreachable origin) is never asked.
 */
const setup = () => {
  const networks = Effect.runSync(
    Effect.provide(Effect.service(Networks), Networks.layerTest([devnet, devnet2])),
  )
  const store = createAccountStore(
    setAccount({}, "eip155", {
      address: alice,
      caipAddress: `${devnet.caipNetworkId}:${alice}`,
      status: "connected",
    }),
  )
  let loads = 0
  const events = makeKernelEvents()
  const accounts = makeAccounts({
    store,
    network: networks.store,
    // Never asked (nothing is loaded): an origin that cannot resolve.
    api: providerApiFor({ url: "http://unused.invalid", activeNetwork: devnet.caipNetworkId }),
    toast: createToastStore(),
    fork: () => {
      loads += 1
      return undefined
    },
    storage: makeStorage(memoryBackend()),
    scope: Scope.makeUnsafe(),
    sources: apiOnlyBalanceSources,
    pendingTransactionsFilter: { enable: false, pollingInterval: 30_000 },
    events,
  })
  const seen: Array<KernelEvent> = []
  events.subscribe((event) => seen.push(event))
  return { accounts, networks, seen, loads: () => loads }
}

const refreshedOn = (caipNetworkId: string, address: string): KernelEvent => ({
  _tag: "AccountRefreshed",
  caipNetworkId,
  address,
})

describe("Accounts: each reload past the caches is told as AccountRefreshed", () => {
  it("refresh tells a reload of the current account on its network, once per refresh", () => {
    const { accounts, seen, loads } = setup()
    Effect.runSync(accounts.refresh)
    Effect.runSync(accounts.refresh)
    expect(loads()).toBe(2)
    expect(seen).toEqual([
      refreshedOn(devnet.caipNetworkId, alice),
      refreshedOn(devnet.caipNetworkId, alice),
    ])
  })

  it("a plain load (the cache may answer) is not counted, nor a load of the account already loading", () => {
    const { accounts, seen, loads } = setup()
    accounts.load(alice, devnet)
    accounts.load(alice, devnet)
    accounts.load(bob, devnet2)
    expect(loads()).toBe(2)
    expect(seen).toEqual([])
  })

  it("the event names the account and network refreshed", () => {
    const { accounts, networks, seen } = setup()
    Effect.runSync(networks.change(devnet2))
    Effect.runSync(accounts.refresh)
    expect(seen).toEqual([refreshedOn(devnet2.caipNetworkId, alice)])
  })

  it("with no account connected, refresh tells nothing", () => {
    const { accounts, seen } = setup()
    accounts.store.update(() => ({}))
    Effect.runSync(accounts.refresh)
    expect(seen).toEqual([])
  })
})

describe("Accounts.current: the account on the active network, as a store", () => {
  it("reads the connected account on the active network, and keeps one snapshot while it stands", () => {
    const { accounts } = setup()
    const first = accounts.current.getSnapshot()
    expect(first).toEqual({ namespace: "eip155", address: alice, caipNetwork: devnet })
    // A balance loading changes the account store, not the current account.
    accounts.store.update((state) => setAccount(state, "eip155", { balance: "1" }))
    expect(accounts.current.getSnapshot()).toBe(first)
  })

  it("wakes its listeners when the account or its network changes, never for the rest", () => {
    const { accounts, networks } = setup()
    const seen: Array<unknown> = []
    const stop = accounts.current.subscribe(() => seen.push(accounts.current.getSnapshot()))
    accounts.store.update((state) => setAccount(state, "eip155", { balance: "1" }))
    Effect.runSync(networks.change(devnet2))
    accounts.store.update((state) => setAccount(state, "eip155", { address: bob }))
    accounts.store.update(() => ({}))
    stop()
    accounts.store.update((state) => setAccount(state, "eip155", { address: alice }))
    expect(seen).toEqual([
      { namespace: "eip155", address: alice, caipNetwork: devnet2 },
      { namespace: "eip155", address: bob, caipNetwork: devnet2 },
      undefined,
    ])
  })
})

describe("Accounts.layerTest tells refreshes as the kernel's does", () => {
  it("refresh publishes the current account's AccountRefreshed, then runs onRefresh", () => {
    const order: Array<string> = []
    const layer = Accounts.layerTest({
      address: alice,
      onRefresh: Effect.sync(() => order.push("onRefresh")),
    }).pipe(Layer.provideMerge(Layer.merge(Networks.layerTest([devnet]), KernelEvents.layer)))
    const told = Effect.runSync(
      Effect.gen(function* () {
        const accounts = yield* Accounts
        const events = yield* KernelEvents
        const seen: Array<KernelEvent> = []
        events.subscribe((event) => {
          seen.push(event)
          order.push("told")
        })
        yield* accounts.refresh
        return seen
      }).pipe(Effect.provide(layer)),
    )
    expect(told).toEqual([refreshedOn(devnet.caipNetworkId, alice)])
    expect(order).toEqual(["told", "onRefresh"])
  })

  it("without a KernelEvents service, refresh only runs onRefresh", () => {
    let ran = 0
    const layer = Accounts.layerTest({
      address: alice,
      onRefresh: Effect.sync(() => ran++),
    }).pipe(Layer.provide(Networks.layerTest([devnet])))
    Effect.runSync(
      Effect.flatMap(Accounts, (accounts) => accounts.refresh).pipe(Effect.provide(layer)),
    )
    expect(ran).toBe(1)
  })
})
