import type { CaipNetwork } from "../chains/CaipNetwork"
import type { ChainNamespace } from "../chains/ChainNamespace"
import type { NetworkState } from "../networks/NetworkState"
import type { ReadableStore } from "../state/Store"
import { type AccountsState, accountOf } from "./AccountState"

/** The connected account on the active network. */
export interface CurrentAccount {
  readonly namespace: ChainNamespace
  readonly address: string
  readonly caipNetwork: CaipNetwork
}

/** The account connected on the active network, if any, as the two stores' states say. */
export const currentAccountOf = (
  accounts: AccountsState,
  network: NetworkState<CaipNetwork>,
): CurrentAccount | undefined => {
  const caipNetwork = network.activeCaipNetwork
  const namespace = network.activeChain ?? caipNetwork?.chainNamespace
  if (caipNetwork === undefined || namespace === undefined) return undefined
  const address = accountOf(accounts, namespace).address
  return address === undefined ? undefined : { namespace, address, caipNetwork }
}

/** Whether two readings name the same account on the same network (or both none). */
const sameReading = (a: CurrentAccount | undefined, b: CurrentAccount | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.namespace === b.namespace &&
    a.address === b.address &&
    a.caipNetwork === b.caipNetwork)

/**
 * Whether two readings name the same account (or both none), whatever network it is on: an
 * address compared as the account store holds it.
 */
export const sameAccount = (a: CurrentAccount | undefined, b: CurrentAccount | undefined) =>
  a?.namespace === b?.namespace && a?.address === b?.address

/**
 * The current account as a store, read from the accounts and network stores: its snapshot is
 * the same object until the account or its network changes, and its listeners run only then
 * (a balance loading does not wake them).
 * @example
 * const current = currentAccountStore(accounts.store, networks.store)
 * current.getSnapshot() // { namespace: "eip155", address: "0x7099…79C8", caipNetwork: devnet }
 */
export const currentAccountStore = (
  accounts: ReadableStore<AccountsState>,
  network: ReadableStore<NetworkState<CaipNetwork>>,
): ReadableStore<CurrentAccount | undefined> => {
  let last = currentAccountOf(accounts.getSnapshot(), network.getSnapshot())
  const getSnapshot = () => {
    const next = currentAccountOf(accounts.getSnapshot(), network.getSnapshot())
    if (!sameReading(next, last)) last = next
    return last
  }
  return {
    getSnapshot,
    subscribe: (listener) => {
      let seen = getSnapshot()
      const changed = () => {
        const next = getSnapshot()
        if (next === seen) return
        seen = next
        listener()
      }
      const stopAccounts = accounts.subscribe(changed)
      const stopNetwork = network.subscribe(changed)
      return () => {
        stopAccounts()
        stopNetwork()
      }
    },
  }
}
