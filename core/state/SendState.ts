import type { Store } from "./Store"
import { createStore } from "./Store"
import type { TokenBalance } from "./TokenBalance"

/** The token being sent (spec 3 Send state `token`). */
export interface SendToken {
  readonly symbol: string
  /** The token contract; absent for the native currency. */
  readonly address?: string
  readonly quantity: { readonly decimals: string; readonly numeric: string }
  readonly price: number
}

/** The send form (spec 3 Send state). */
export interface SendState {
  readonly token: SendToken | undefined
  readonly sendTokenAmount: string | undefined
  readonly receiverAddress: string | undefined
  readonly receiverProfileImageUrl: string | undefined
  readonly receiverProfileName: string | undefined
  readonly networkBalanceInUSD: string | undefined
  readonly loading: boolean
  readonly tokenBalances: ReadonlyArray<TokenBalance>
  /** When the last balance fetch failed (epoch ms). */
  readonly lastRetry: number | undefined
  /** The hash of the last sent transaction. */
  readonly hash: string | undefined
}

/** The empty send form. */
export const initialSendState: SendState = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileImageUrl: undefined,
  receiverProfileName: undefined,
  networkBalanceInUSD: undefined,
  loading: false,
  tokenBalances: [],
  lastRetry: undefined,
  hash: undefined,
}

/** Resets the send form (on a network change and after a successful send). */
export const resetSend = (_state: SendState): SendState => initialSendState

/** Merges `patch` into the send form. */
export const setSend = (state: SendState, patch: Partial<SendState>): SendState => ({
  ...state,
  ...patch,
})

/** Makes a send store. */
export const createSendStore = (initial: SendState = initialSendState): Store<SendState> =>
  createStore(initial)
