import { Context, Effect, type Fiber } from "effect"
import type { ProviderApiShape } from "../api/ProviderApi"
import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainNamespace } from "../chains/ChainNamespace"
import { loadAccountData } from "../client/loadAccountData"
import { type AccountsState, accountOf } from "../state/AccountState"
import type { NetworkState } from "../state/NetworkState"
import type { ReadableStore, Store } from "../state/Store"
import type { ToastStore } from "../state/ToastState"

/** The connected account on the active network. */
export interface CurrentAccount {
  readonly namespace: ChainNamespace
  readonly address: string
  readonly caipNetwork: CaipNetwork
}

/** The accounts per chain family and their data: balance, tokens, profile (spec 3). */
export interface AccountsShape {
  readonly store: Store<AccountsState>
  /** The account connected on the active network, if any. */
  readonly current: Effect.Effect<CurrentAccount | undefined>
  /** Loads `address`'s data on `network`, unless that load is already the latest. */
  readonly load: (address: string, network: CaipNetwork) => void
  /** Loads the current account's data again (after a send or a swap changed it). */
  readonly refresh: Effect.Effect<void>
  /** Stops a load in flight (the account went away). */
  readonly stop: () => void
}

/** The accounts and their data, as a service. */
export class Accounts extends Context.Service<Accounts, AccountsShape>()(
  "foyer/accounts/Accounts",
) {}

/** What the Accounts service is made from. */
export interface AccountsEnvironment {
  readonly store: Store<AccountsState>
  readonly network: ReadableStore<NetworkState<CaipNetwork>>
  readonly api: ProviderApiShape
  readonly toast: ToastStore
  /** Runs a load on the kit's runtime (interrupted when the kit is disposed). */
  readonly fork: (effect: Effect.Effect<void>) => Fiber.Fiber<void> | undefined
}

/**
 * Makes the Accounts service. One load at a time, the latest wins. Failed balances are
 * remembered per address and network for the whole session, so switching away and back keeps
 * the retry window (spec 5).
 */
export const makeAccounts = (environment: AccountsEnvironment): AccountsShape => {
  const { store, network, api, toast, fork } = environment
  const failures = new Map<string, number>()
  let running: { readonly key: string; readonly fiber: Fiber.Fiber<void> | undefined } = {
    key: "",
    fiber: undefined,
  }
  const start = (address: string, target: CaipNetwork, force: boolean) => {
    const key = `${target.caipNetworkId}:${address}`
    if (!force && running.key === key) return
    running.fiber?.interruptUnsafe()
    running = {
      key,
      fiber: fork(loadAccountData({ api, accounts: store, toast, failures }, address, target)),
    }
  }
  const current = Effect.sync((): CurrentAccount | undefined => {
    const state = network.getSnapshot()
    const caipNetwork = state.activeCaipNetwork
    const namespace = state.activeChain ?? caipNetwork?.chainNamespace
    if (caipNetwork === undefined || namespace === undefined) return undefined
    const address = accountOf(store.getSnapshot(), namespace).address
    return address === undefined ? undefined : { namespace, address, caipNetwork }
  })
  return {
    store,
    current,
    load: (address, target) => start(address, target, false),
    refresh: Effect.flatMap(current, (account) =>
      Effect.sync(() => {
        if (account !== undefined) start(account.address, account.caipNetwork, true)
      }),
    ),
    stop: () => {
      running.fiber?.interruptUnsafe()
      running = { key: "", fiber: undefined }
    },
  }
}
