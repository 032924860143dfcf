import { Context, Effect, type Fiber, FiberSet, Layer, Option, type Scope } from "effect"
import type { Hash } from "viem"
import { ProviderApi, type ProviderApiShape } from "../api/ProviderApi"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainNamespace } from "../chains/ChainNamespace"
import type { FoyerConfig } from "../config/FoyerConfig"
import { KernelConfig } from "../config/KernelConfig"
import { CurrentWallet } from "../connections/CurrentWallet"
import { walletNamespace } from "../connections/walletNamespace"
import { type KernelEvent, KernelEvents, type KernelEventsShape } from "../events/KernelEvents"
import type { NetworkState } from "../networks/NetworkState"
import { NetworkStore } from "../networks/NetworkStore"
import { dataLayerReceiptTimeout } from "../Schedules"
import type { ReadableStore, Store } from "../state/Store"
import { Storage, type StorageShape } from "../storage/Storage"
import { StoredSession } from "../storage/StoredSession"
import type { ToastStore } from "../toasts/ToastState"
import { Toasts } from "../toasts/Toasts"
import {
  type AccountState,
  type AccountsState,
  createAccountStore,
  setAccount,
} from "./AccountState"
import { type BalanceSources, makeBalanceSources } from "./balances/BalanceSources"
import { makePendingBalanceWatcher } from "./balances/pendingBalanceWatcher"
import { type CurrentAccount, currentAccountStore } from "./CurrentAccount"
import { loadAccountData } from "./loadAccountData"
import { publishAccountChanges } from "./publishAccountChanges"

/** The accounts per chain family and their data: balance, tokens, profile (spec 3). */
export interface AccountsShape {
  readonly store: Store<AccountsState>
  /** The account connected on the active network, if any. */
  readonly current: ReadableStore<CurrentAccount | undefined>
  /** Loads `address`'s data on `network`, unless that load is already the latest. */
  readonly load: (address: string, network: CaipNetwork) => void
  /** Loads the current account's data again (after a send or a swap changed it). */
  readonly refresh: Effect.Effect<void>
  /**
   * Loads the current account's data again once transaction `hash` is mined: the data layer's
   * receipt wait (spec 9), at most 25 s, then the reload whatever the wait ended with. Returns
   * at once; the wait runs in the kit's scope, so it goes on when the flow that sent the
   * transaction stops waiting (it timed out, or the visitor left it). Nothing is reloaded when
   * the account or its network changed meanwhile: that change loads its own data.
   */
  readonly refreshAfter: (hash: Hash) => Effect.Effect<void>
  /** Stops a load in flight (the account went away). */
  readonly stop: () => void
}

/** The accounts and their data, as a service. */
export class Accounts extends Context.Service<Accounts, AccountsShape>()(
  "foyer-kit/accounts/Accounts",
) {
  /**
   * The kernel's Accounts: a session being restored starts `reconnecting`; balances come from
   * the API, the current wallet's asset list and the node; loads run in the layer's scope; a
   * change of the current account is told (`AccountChanged`).
   */
  static readonly layer: Layer.Layer<
    Accounts,
    never,
    | KernelConfig
    | StoredSession
    | NetworkStore
    | CurrentWallet
    | ProviderApi
    | Toasts
    | Storage
    | KernelEvents
  > = Layer.effect(
    Accounts,
    Effect.gen(function* () {
      const { config } = yield* KernelConfig
      const { restoring } = yield* StoredSession
      const currentWallet = yield* CurrentWallet
      const events = yield* KernelEvents
      // Ends the node clients' RPC URL ranking (viem's loop) with the kit.
      const disposed = new AbortController()
      yield* Effect.addFinalizer(() => Effect.sync(() => disposed.abort()))
      const accounts = makeAccounts({
        // A stored session is a browser wallet's (EIP-1193): an eip155 one.
        store: createAccountStore(
          restoring ? setAccount({}, walletNamespace, { status: "reconnecting" }) : {},
        ),
        network: yield* NetworkStore,
        api: yield* ProviderApi,
        toast: yield* Toasts,
        fork: yield* FiberSet.makeRuntime<never>(),
        scope: yield* Effect.scope,
        storage: yield* Storage,
        sources: makeBalanceSources({
          config,
          currentWallet: Effect.sync(currentWallet.getSnapshot),
          signal: disposed.signal,
        }),
        pendingTransactionsFilter: config.pendingTransactionsFilter,
        events,
      })
      const stop = publishAccountChanges(accounts.current, events)
      yield* Effect.addFinalizer(() => Effect.sync(stop))
      return accounts
    }),
  )

  /**
   * A test double on a real account store: `address`, when given, connected in `namespace`
   * (eip155 by default) on the active network with `account`'s other fields; `current` read
   * from it and the network store (Networks.layerTest provides one) as the kernel's is. When a KernelEvents service
   * is there, a change of the current account is told (`AccountChanged`) and `refresh` tells
   * the current account's `AccountRefreshed`, as the kernel's do. Nothing is loaded: `refresh`
   * then runs `onRefresh`; `refreshAfter` runs `onRefreshAfter`, else refreshes at once (there
   * is no node to wait on); `load` and `stop` do nothing.
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
      /** Runs for each `refreshAfter`, instead of the refresh it otherwise is at once. */
      readonly onRefreshAfter?: (hash: Hash) => Effect.Effect<void>
    } = {},
  ): Layer.Layer<Accounts, never, NetworkStore> =>
    Layer.effect(
      Accounts,
      Effect.gen(function* () {
        const network = yield* NetworkStore
        const events = yield* Effect.serviceOption(KernelEvents)
        const { address, namespace = "eip155" } = options
        const active = network.getSnapshot().activeCaipNetwork
        const store = createAccountStore(
          address === undefined
            ? {}
            : setAccount({}, namespace, {
                ...(active === undefined
                  ? {}
                  : { caipAddress: `${active.caipNetworkId}:${address}` as const }),
                status: "connected",
                ...options.account,
                address,
              }),
        )
        const current = currentAccountStore(store, network)
        if (Option.isSome(events)) {
          const stop = publishAccountChanges(current, events.value)
          yield* Effect.addFinalizer(() => Effect.sync(stop))
        }
        const refresh = Effect.andThen(
          Effect.suspend(() => {
            const account = current.getSnapshot()
            if (account === undefined || Option.isNone(events)) return Effect.void
            return events.value.publish(refreshed(account.caipNetwork, account.address))
          }),
          options.onRefresh ?? Effect.void,
        )
        return {
          store,
          current,
          load: () => undefined,
          refresh,
          // The double has no node: a refresh after a transaction is a refresh at once.
          refreshAfter: (hash: Hash) => options.onRefreshAfter?.(hash) ?? refresh,
          stop: () => undefined,
        }
      }),
    )
}

/** The event of a reload of `address`'s data on `network` past the caches. */
const refreshed = (network: CaipNetwork, address: string): KernelEvent => ({
  _tag: "AccountRefreshed",
  caipNetworkId: network.caipNetworkId,
  address,
})

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
  /** Where each reload past the caches is told (`AccountRefreshed`). */
  readonly events: KernelEventsShape
}

/**
 * Makes the Accounts service. One load at a time, the latest wins. Failed balances are
 * remembered per address and network for the whole session, so switching away and back keeps
 * the retry window (spec 5). With `pendingTransactionsFilter` enabled, the account's network
 * is watched for pending transactions, which refresh the balance (spec 4). Each reload past
 * the caches is published as `AccountRefreshed`.
 */
export const makeAccounts = (environment: AccountsEnvironment): AccountsShape => {
  const { store, network, api, toast, fork, storage, sources, scope } = environment
  const failures = new Map<string, number>()
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
    // Told as the reload starts: whoever reads past its own cache then sees the change too.
    if (force) Effect.runSync(environment.events.publish(refreshed(target, address)))
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
  const current = currentAccountStore(store, network)
  return {
    store,
    current,
    load: (address, target) => start(address, target, false),
    refresh: Effect.sync(() => {
      const account = current.getSnapshot()
      if (account !== undefined) start(account.address, account.caipNetwork, true)
    }),
    refreshAfter: (hash) =>
      Effect.sync(() => {
        const account = current.getSnapshot()
        if (account === undefined) return
        const { address, caipNetwork } = account
        const reload = Effect.sync(() => {
          const now = current.getSnapshot()
          if (
            now?.address === address &&
            now.caipNetwork.caipNetworkId === caipNetwork.caipNetworkId
          ) {
            start(address, caipNetwork, true)
          }
        })
        // The data layer's receipt wait (spec 9, 25 s), then the reload whatever it ended with:
        // mined, replaced (the replacement moved the balances) or not yet mined (the balances are
        // read as they are, the next reload reads the rest). The wait's code (viem's formatters)
        // comes with the first transaction, as Wallet's does.
        fork(
          Effect.promise(() => import("../wallet/waitForReceipt")).pipe(
            Effect.flatMap(({ waitForReceipt }) =>
              waitForReceipt((method, params) => sources.nodeRequest(caipNetwork, method, params), {
                hash,
                timeout: dataLayerReceiptTimeout,
              }),
            ),
            Effect.andThen(reload),
          ),
        )
      }),
    stop: () => {
      running.fiber?.interruptUnsafe()
      running = { key: "", fiber: undefined }
      pending.stop()
    },
  }
}
