import type { AccountType } from "../chains/AccountType"
import type { ChainNamespace } from "../chains/ChainNamespace"
import type { CaipAddress } from "../chains/parseCaipAddress"
import type { Store } from "../state/Store"
import { createStore } from "../state/Store"
import type { SocialProvider } from "../validation/SocialProvider"
import type { TokenBalance } from "./TokenBalance"

/** The connection status of an account (spec 3). */
export type AccountStatus = "connected" | "reconnecting" | "connecting" | "disconnected"

/** The wallet an account is connected through. */
export interface ConnectedWalletInfo {
  readonly name: string
  readonly icon?: string
  readonly type?: string
}

/** The embedded wallet's user (spec 3 Auth user). */
export interface AuthUser {
  readonly email: string | null
  readonly address: string
  readonly chainId: number | string
  readonly accounts: ReadonlyArray<{ readonly address: string; readonly type: AccountType }>
  readonly userName: string | null
  readonly preferredAccountType?: AccountType
  readonly smartAccountDeployed?: boolean
  readonly signature?: string
  readonly message?: string
  readonly siwxMessage?: unknown
}

/** One chain family's account (spec 3 Account). */
export interface AccountState {
  readonly address: string | undefined
  readonly caipAddress: CaipAddress | undefined
  readonly balance: string | undefined
  readonly balanceSymbol: string | undefined
  readonly profileName: string | undefined
  readonly profileImage: string | undefined
  readonly addressExplorerUrl: string | undefined
  readonly tokenBalance: ReadonlyArray<TokenBalance>
  readonly balanceLoading: boolean
  /** When the last balance fetch failed (epoch ms); refetch waits out the retry window. */
  readonly lastRetry: number | undefined
  readonly smartAccountDeployed: boolean
  readonly currentTab: number
  readonly preferredAccountType: AccountType | undefined
  readonly connectedWalletInfo: ConnectedWalletInfo | undefined
  readonly socialProvider: SocialProvider | undefined
  readonly user: AuthUser | undefined
  readonly status: AccountStatus
}

/** Every chain family's account. */
export type AccountsState = Readonly<Partial<Record<ChainNamespace, AccountState>>>

/** An account before anything is known: disconnected, nothing loaded. */
export const initialAccountState: AccountState = {
  address: undefined,
  caipAddress: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  profileName: undefined,
  profileImage: undefined,
  addressExplorerUrl: undefined,
  tokenBalance: [],
  balanceLoading: false,
  lastRetry: undefined,
  smartAccountDeployed: false,
  currentTab: 0,
  preferredAccountType: undefined,
  connectedWalletInfo: undefined,
  socialProvider: undefined,
  user: undefined,
  status: "disconnected",
}

/** The account of `namespace` (the initial account when unknown). */
export const accountOf = (state: AccountsState, namespace: ChainNamespace): AccountState =>
  state[namespace] ?? initialAccountState

/** Merges `patch` into the account of `namespace`. */
export const setAccount = (
  state: AccountsState,
  namespace: ChainNamespace,
  patch: Partial<AccountState>,
): AccountsState => ({ ...state, [namespace]: { ...accountOf(state, namespace), ...patch } })

/**
 * Account reset (spec 4): status disconnected; address, balances and profile
 * cleared; the preferred account type kept.
 */
export const resetAccount = (state: AccountsState, namespace: ChainNamespace): AccountsState => ({
  ...state,
  [namespace]: {
    ...initialAccountState,
    preferredAccountType: accountOf(state, namespace).preferredAccountType,
  },
})

/**
 * The preferred account type after a toggle (spec 4): smartAccount becomes eoa; eoa
 * becomes smartAccount only when smart accounts are enabled; anything else stays.
 */
export const toggledAccountType = (
  current: AccountType | undefined,
  smartAccountEnabled: boolean,
): AccountType | undefined => {
  if (current === "smartAccount") return "eoa"
  if (current === "eoa" && smartAccountEnabled) return "smartAccount"
  return current
}

/** Toggles the preferred account type of `namespace` between eoa and smartAccount. */
export const togglePreferredAccountType = (
  state: AccountsState,
  namespace: ChainNamespace,
  smartAccountEnabled: boolean,
): AccountsState => {
  const current = accountOf(state, namespace).preferredAccountType
  const next = toggledAccountType(current, smartAccountEnabled)
  return next === current ? state : setAccount(state, namespace, { preferredAccountType: next })
}

/** Makes an account store. */
export const createAccountStore = (initial: AccountsState = {}): Store<AccountsState> =>
  createStore(initial)
