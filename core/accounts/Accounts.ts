import { Context, Effect, type Fiber, Layer, type Scope } from "effect"
import type { ProviderApiShape } from "../api/ProviderApi"
import type { BalanceSources } from "../balances/BalanceSources"
import { makePendingBalanceWatcher } from "../balances/pendingBalanceWatcher"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainNamespace } from "../chains/ChainNamespace"
import { loadAccountData } from "../client/loadAccountData"
import type { FoyerConfig } from "../config/FoyerConfig"
import { Networks } from "../networks/Networks"
import {
  type AccountState,
  type AccountsState,
  accountOf,
  createAccountStore,
  setAccount,
} from "../state/AccountState"
import type { NetworkState } from "../state/NetworkState"
import { createStore, type ReadableStore, type Store } from "../state/Store"
import type { ToastStore } from "../state/ToastState"
import type { StorageShape } from "../storage/Storage"

/** The connected account on the active network. */
export interface CurrentAccount {
  readonly namespace: ChainNamespace
  readonly address: string
  readonly caipNetwork: CaipNetwork
}

/**
 * How many times each account's data was reloaded past the caches since the kit started, by
 * CAIP-10 account (`eip155:1:0xab…`, the address as the account store holds it): after a
 * send, a swap or a purchase (`refresh`) or a pending transaction. Data a plugin caches about
 * an account may predate a change its count records.
 */
export type AccountRefreshes = Readonly<Record<string, number>>

/**
 * How many times `address`'s data on `caipNetworkId` was reloaded past the caches.
 * @example
 * accountRefreshCount(accounts.refreshes.getSnapshot(), "eip155:1", "0x7099…79C8") // 0 until a refresh
 */
export const accountRefreshCount = (
  refreshes: AccountRefreshes,
  caipNetworkId: string,
  address: string,
): number => refreshes[`${caipNetworkId}:${address}`] ?? 0

/** One more reload past the caches for `address` on `caipNetworkId`. */
const countRefresh =
  (caipNetworkId: string, address: string) =>
  (refreshes: AccountRefreshes): AccountRefreshes => ({
    ...refreshes,
    [`${caipNetworkId}:${address}`]: accountRefreshCount(refreshes, caipNetworkId, address) + 1,
  })

/** The accounts per chain family and their data: balance, tokens, profile (spec 3). */
export interface AccountsShape {
  readonly store: Store<AccountsState>
  /** The account connected on the active network, if any. */
  readonly current: Effect.Effect<CurrentAccount | undefined>
  /** Loads `address`'s data on `network`, unless that load is already the latest. */
  readonly load: (address: string, network: CaipNetwork) => void
  /** Loads the current account's data again (after a send or a swap changed it). */
  readonly refresh: Effect.Effect<void>
  /**
   * Counts the reloads past the caches (`refresh`, a pending transaction), per account: a
   * plugin holding cached data of the account follows it to fetch that data past its cache.
   */
  readonly refreshes: ReadableStore<AccountRefreshes>
  /** Stops a load in flight (the account went away). */
  readonly stop: () => void
}

/** The account connected on the active network, if any, as the two stores say. */
const currentAccount = (
  store: ReadableStore<AccountsState>,
  network: ReadableStore<NetworkState<CaipNetwork>>,
) =>
  Effect.sync((): CurrentAccount | undefined => {
    const state = network.getSnapshot()
    const caipNetwork = state.activeCaipNetwork
    const namespace = state.activeChain ?? caipNetwork?.chainNamespace
    if (caipNetwork === undefined || namespace === undefined) return undefined
    const address = accountOf(store.getSnapshot(), namespace).address
    return address === undefined ? undefined : { namespace, address, caipNetwork }
  })

/** The accounts and their data, as a service. */
export class Accounts extends Context.Service<Accounts, AccountsShape>()(
  "foyer-kit/accounts/Accounts",
) {
  /**
   * A test double on a real account store: `address`, when given, connected in `namespace`
   * (eip155 by default) on the active network with `account`'s other fields; `current` read
   * from it and the Networks service's store as the kernel's is. Nothing is loaded: `refresh`
   * counts a reload of the current account in `refreshes`, as the kernel's does, and runs
   * `onRefresh`; `load` and `stop` do nothing.
   * @example
   * const layer = Accounts.layerTest({ address: "0x7099…79C8" }).pipe(
   *   Layer.provideMerge(Networks.layerTest([devnet])),
   * )
   * // current: { namespace: "eip155", address: "0x7099…79C8", caipNetwork: devnet }
   */
  static readonly layerTest = (
    options: {
      readonly address?: string
      readonly namespace?: ChainNamespace
      readonly account?: Partial<AccountState>
      readonly onRefresh?: Effect.Effect<void>
    } = {},
  ): Layer.Layer<Accounts, never, Networks> =>
    Layer.effect(
      Accounts,
      Effect.gen(function* () {
        const networks = yield* Networks
        const { address, namespace = "eip155" } = options
        const active = yield* networks.active
        const store = createAccountStore(
          address === undefined
            ? {}
            : setAccount({}, namespace, {
                caipAddress: `${active.caipNetworkId}:${address}`,
                status: "connected",
                ...options.account,
                address,
              }),
        )
        const current = currentAccount(store, networks.store)
        const refreshes = createStore<AccountRefreshes>({})
        return {
          store,
          current,
          load: () => undefined,
          refresh: Effect.andThen(
            Effect.flatMap(current, (account) =>
              Effect.sync(() => {
                if (account === undefined) return
                refreshes.update(countRefresh(account.caipNetwork.caipNetworkId, account.address))
              }),
            ),
            options.onRefresh ?? Effect.void,
          ),
          refreshes,
          stop: () => undefined,
        }
      }),
    )
}

/** What the Accounts service is made from. */
export interface AccountsEnvironment {
  readonly store: Store<AccountsState>
  readonly network: ReadableStore<NetworkState<CaipNetwork>>
  readonly api: ProviderApiShape
  readonly toast: ToastStore
  /** Runs a load on the kit's runtime (interrupted when the kit is disposed). */
  readonly fork: (effect: Effect.Effect<void>) => Fiber.Fiber<void> | undefined
  /** The kit's scope, which what a load leaves running (its toast) belongs to. */
  readonly scope: Scope.Scope
  /** Where balances are kept 30 s (spec 9). */
  readonly storage: StorageShape
  /** The wallet's asset list, the primary token and the node, beside the API (issue 15). */
  readonly sources: BalanceSources
  /** Pending-transaction watching (spec 4, 9). */
  readonly pendingTransactionsFilter: FoyerConfig["pendingTransactionsFilter"]
}

/**
 * Makes the Accounts service. One load at a time, the latest wins. Failed balances are
 * remembered per address and network for the whole session, so switching away and back keeps
 * the retry window (spec 5). With `pendingTransactionsFilter` enabled, the account's network
 * is watched for pending transactions, which refresh the balance (spec 4). Each reload past
 * the caches is counted in `refreshes`.
 */
export const makeAccounts = (environment: AccountsEnvironment): AccountsShape => {
  const { store, network, api, toast, fork, storage, sources, scope } = environment
  const failures = new Map<string, number>()
  const refreshes = createStore<AccountRefreshes>({})
  const pending = makePendingBalanceWatcher({
    filter: environment.pendingTransactionsFilter,
    sources,
    fork,
  })
  let running: { readonly key: string; readonly fiber: Fiber.Fiber<void> | undefined } = {
    key: "",
    fiber: undefined,
  }
  // `force` loads again what is already loading or loaded, past the caches (it changed).
  const start = (address: string, target: CaipNetwork, force: boolean) => {
    const key = `${target.caipNetworkId}:${address}`
    if (!force && running.key === key) return
    // Counted as the reload starts: whoever reads past its own cache then sees the change too.
    if (force) refreshes.update(countRefresh(target.caipNetworkId, address))
    running.fiber?.interruptUnsafe()
    running = {
      key,
      fiber: fork(
        loadAccountData(
          { api, accounts: store, toast, failures, storage, sources, scope },
          address,
          target,
          { fresh: force },
        ),
      ),
    }
    pending.follow(address, target, () => start(address, target, true))
  }
  const current = currentAccount(store, network)
  return {
    store,
    current,
    load: (address, target) => start(address, target, false),
    refresh: Effect.flatMap(current, (account) =>
      Effect.sync(() => {
        if (account !== undefined) start(account.address, account.caipNetwork, true)
      }),
    ),
    refreshes,
    stop: () => {
      running.fiber?.interruptUnsafe()
      running = { key: "", fiber: undefined }
      pending.stop()
    },
  }
}
