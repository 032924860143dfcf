import type { AccountState, CaipNetwork, Features, FoyerConfig, NetworkState } from "../../core"
import { useFoyerClient } from "./useFoyerClient"
import { useStore } from "./useStore"

// Through the kit's stores, not the services' tags: the SDK imports no kernel code (it stays
// light, lightEntry.test), and these are the very stores the services keep.

type AccountsState = AccountState.AccountsState
type Networks = NetworkState.NetworkState<CaipNetwork>

const whole = <S>(state: S): S => state

/**
 * The network state (the configured networks per family, the active family and network), or
 * the part `selector` picks; the view draws again when that part changes.
 * @example
 * const network = useNetworkState((s) => s.activeCaipNetwork)
 */
export function useNetworkState(): Networks
export function useNetworkState<T>(selector: (state: Networks) => T): T
export function useNetworkState<T>(selector?: (state: Networks) => T): Networks | T {
  return useStore<Networks, Networks | T>(useFoyerClient().stores.network, selector ?? whole)
}

/**
 * The accounts per chain family (address, balance, tokens, profile), or the part `selector`
 * picks; the view draws again when that part changes. For "the connected account" alone,
 * `useCurrentAccount()` is shorter.
 * @example
 * const balance = useAccountsState((s) => s.eip155?.balance)
 */
export function useAccountsState(): AccountsState
export function useAccountsState<T>(selector: (state: AccountsState) => T): T
export function useAccountsState<T>(selector?: (state: AccountsState) => T): AccountsState | T {
  return useStore<AccountsState, AccountsState | T>(
    useFoyerClient().stores.accounts,
    selector ?? whole,
  )
}

/** The kit as configured. */
export interface KitSettings {
  /** The decoded options. */
  readonly config: FoyerConfig
  readonly features: Features
  /** The configured networks, in configured order. */
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly defaultNetwork: CaipNetwork
}

/**
 * The kit as configured: its decoded options (`config`), feature flags (`features`), the
 * configured networks in order (`networks`) and the default one.
 * @example
 * const app = useKernelConfig().config.metadata?.name
 */
export const useKernelConfig = (): KitSettings => useFoyerClient().kernel
