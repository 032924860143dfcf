import { Data } from "effect"
import type { SendToken } from "./SendToken"

/** A message to show, by catalogue id, with its placeholder values (the view looks it up). */
export interface SendMessage {
  readonly id: string
  readonly values?: Readonly<Record<string, string | number>>
}

/** Where a send is: the visitor editing, the wallet asked to sign, or waiting for the receipt. */
export type SendPhase = "editing" | "signing" | "confirming"

/** The network fee of the send as filled in, once the form names a token and a receiver. */
export type GasEstimate = Data.TaggedEnum<{
  /** Nothing to estimate yet: no token, no valid receiver or no account. */
  None: Record<never, never>
  Estimating: Record<never, never>
  /**
   * `fee`, what the send may cost at most, in the smallest units of the network's currency. On
   * EVM, `gas` units too, and `fee` is what they cost at the max fee per gas the kit proposes
   * (spec 9: base fee × 1.2 + tip), when the node's fees were read. Off EVM, the fee the
   * network's family reckons (no gas).
   */
  Estimated: {
    readonly gas?: bigint
    readonly fee: bigint | undefined
    /** The network's currency, in which `fee` is counted. */
    readonly symbol: string
    readonly decimals: number
  }
  /** The node refused the estimate; the message says why (insufficient funds, a revert...). */
  Failed: { readonly message: SendMessage }
}>

/** Constructors and matchers of `GasEstimate`. */
export const GasEstimate = Data.taggedEnum<GasEstimate>()

/** The send form (spec 3 Send state): what the visitor typed and where the send is. */
export interface SendState {
  readonly token: SendToken | undefined
  /** The amount as typed, in whole tokens (decimal text). */
  readonly sendTokenAmount: string
  /** The receiver as typed. */
  readonly receiverAddress: string
  readonly gasEstimate: GasEstimate
  readonly phase: SendPhase
  /** Why the last send did not go through; what the visitor typed is kept. */
  readonly error: SendMessage | undefined
  /** The hash of the last transaction sent (its id as the network's family writes it). */
  readonly hash: string | undefined
}

/** The empty send form. */
export const initialSendState: SendState = {
  token: undefined,
  sendTokenAmount: "",
  receiverAddress: "",
  gasEstimate: GasEstimate.None(),
  phase: "editing",
  error: undefined,
  hash: undefined,
}

/** Whether a send is under way (spec 3 `loading`): the form is locked meanwhile. */
export const isSending = (state: SendState): boolean => state.phase !== "editing"

// While a send is under way the form is locked: an edit then changes nothing.
const edit = (state: SendState, patch: Partial<SendState>): SendState =>
  isSending(state) ? state : { ...state, ...patch, error: undefined }

/** Chooses the token to send; an earlier error is cleared. */
export const setToken = (state: SendState, token: SendToken): SendState => edit(state, { token })

/** Sets the amount as typed; an earlier error is cleared. */
export const setAmount = (state: SendState, sendTokenAmount: string): SendState =>
  edit(state, { sendTokenAmount })

/** Sets the receiver as typed; an earlier error is cleared. */
export const setReceiver = (state: SendState, receiverAddress: string): SendState =>
  edit(state, { receiverAddress })

/** Sets the fee estimate. */
export const setGasEstimate = (state: SendState, gasEstimate: GasEstimate): SendState =>
  state.gasEstimate === gasEstimate ? state : { ...state, gasEstimate }

/** The wallet is asked to sign: the form locks, the previous error and hash go. */
export const startSigning = (state: SendState): SendState => ({
  ...state,
  phase: "signing",
  error: undefined,
  hash: undefined,
})

/** The wallet sent the transaction: waiting for its receipt. */
export const startConfirming = (state: SendState, hash: string): SendState => ({
  ...state,
  phase: "confirming",
  hash,
})

/** The send did not go through: the form unlocks with `error`, everything typed kept. */
export const failSend = (state: SendState, error: SendMessage): SendState => ({
  ...state,
  phase: "editing",
  error,
})

/** The send stopped without an outcome (interrupted): the form unlocks as it was. */
export const stopSending = (state: SendState): SendState =>
  isSending(state) ? { ...state, phase: "editing" } : state

/** Resets the form (spec 4: after a successful send; spec 2: on a network change). */
export const resetSend = (_state: SendState): SendState => initialSendState
