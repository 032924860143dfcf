import { Effect, Layer, Scope } from "effect"
import { describe, expect, it } from "vitest"
import { providerApiFor } from "../../test/providerApi"
import { apiOnlyBalanceSources } from "../balances/BalanceSources"
import { foyerDevnet, foyerDevnet2 } from "../chains/foyerDevnet"
import { Networks } from "../networks/Networks"
import { createAccountStore, setAccount } from "../state/AccountState"
import { createToastStore } from "../state/ToastState"
import { makeStorage, memoryBackend } from "../storage/Storage"
import { type AccountRefreshes, Accounts, accountRefreshCount, makeAccounts } from "./Accounts"

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
  })
  const seen: Array<AccountRefreshes> = []
  accounts.refreshes.subscribe(() => seen.push(accounts.refreshes.getSnapshot()))
  return { accounts, networks, seen, loads: () => loads }
}

describe("Accounts: reloads past the caches are counted per account", () => {
  it("refresh counts a reload of the current account on its network, and tells the subscribers", () => {
    const { accounts, seen, loads } = setup()
    expect(accounts.refreshes.getSnapshot()).toEqual({})
    Effect.runSync(accounts.refresh)
    Effect.runSync(accounts.refresh)
    expect(loads()).toBe(2)
    expect(seen).toEqual([
      { [`${devnet.caipNetworkId}:${alice}`]: 1 },
      { [`${devnet.caipNetworkId}:${alice}`]: 2 },
    ])
    expect(accountRefreshCount(seen[1]!, devnet.caipNetworkId, alice)).toBe(2)
    // Another account, or the same one on another network, has not changed.
    expect(accountRefreshCount(seen[1]!, devnet.caipNetworkId, bob)).toBe(0)
    expect(accountRefreshCount(seen[1]!, devnet2.caipNetworkId, alice)).toBe(0)
  })

  it("a plain load (the cache may answer) is not counted, nor a load of the account already loading", () => {
    const { accounts, seen, loads } = setup()
    accounts.load(alice, devnet)
    accounts.load(alice, devnet)
    accounts.load(bob, devnet2)
    expect(loads()).toBe(2)
    expect(seen).toEqual([])
  })

  it("the count follows the account and network refreshed", () => {
    const { accounts, networks, seen } = setup()
    Effect.runSync(networks.change(devnet2))
    Effect.runSync(accounts.refresh)
    expect(seen).toEqual([{ [`${devnet2.caipNetworkId}:${alice}`]: 1 }])
  })

  it("with no account connected, refresh counts nothing", () => {
    const { accounts, seen } = setup()
    accounts.store.update(() => ({}))
    Effect.runSync(accounts.refresh)
    expect(seen).toEqual([])
  })
})

describe("Accounts.layerTest counts refreshes as the kernel's does", () => {
  it("refresh counts the current account's reload, then runs onRefresh", () => {
    const order: Array<string> = []
    const layer = Accounts.layerTest({
      address: alice,
      onRefresh: Effect.sync(() => order.push("onRefresh")),
    }).pipe(Layer.provide(Networks.layerTest([devnet])))
    const counted = Effect.runSync(
      Effect.gen(function* () {
        const accounts = yield* Accounts
        accounts.refreshes.subscribe(() => order.push("counted"))
        yield* accounts.refresh
        return accounts.refreshes.getSnapshot()
      }).pipe(Effect.provide(layer)),
    )
    expect(counted).toEqual({ [`${devnet.caipNetworkId}:${alice}`]: 1 })
    expect(order).toEqual(["counted", "onRefresh"])
  })
})
