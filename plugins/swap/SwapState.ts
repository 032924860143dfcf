import { Data } from "effect"
import type { Hash } from "viem"
import { type SwapToken, sameToken } from "./SwapToken"

/** A message to show, by catalogue id, with its placeholder values (the view looks it up). */
export interface SwapMessage {
  readonly id: string
  readonly values?: Readonly<Record<string, string | number>>
}

/** The quote of the swap as filled in: what it gives, what it costs, whether it needs approval. */
export type SwapQuote = Data.TaggedEnum<{
  /** Nothing to quote: a token or a positive amount is missing. */
  None: Record<never, never>
  Loading: Record<never, never>
  Ready: {
    /** The quoted output, in the destination token's units. */
    readonly toAmount: bigint
    /** The least the swap may give (the quote less the slippage tolerance). */
    readonly amountOutMin: bigint
    /** In percent, from the tokens' US dollar prices; undefined when a price is unknown. */
    readonly priceImpact: number | undefined
    /** The gas of the next transaction (approve or swap) as estimated, without a margin. */
    readonly gas: bigint | undefined
    /** The network fee of the next transaction (approve or swap), in the network's currency units. */
    readonly fee: bigint | undefined
    /** The network's currency, in which `fee` is counted. */
    readonly feeCurrency: { readonly symbol: string; readonly decimals: number }
    /** Whether the swap router must be approved first (spec 5 allowance rule). */
    readonly needsApproval: boolean
  }
  /** The quote could not be made; the message says why (what was typed is kept). */
  Failed: { readonly message: SwapMessage }
}>

/** Constructors and matchers of `SwapQuote`. */
export const SwapQuote = Data.taggedEnum<SwapQuote>()

/**
 * Where a swap is: the visitor editing; the wallet asked to approve, the approval awaited; the
 * wallet asked to swap, the swap awaited.
 */
export type SwapPhase = "editing" | "approving" | "confirmingApproval" | "swapping" | "confirming"

/** A swap that went through, as the view reports it. */
export interface SwapSuccess {
  readonly sourceAmount: string
  readonly sourceSymbol: string
  readonly toAmount: string
  readonly toSymbol: string
  readonly hash: Hash
}

/** The swap form: the two tokens, the amount typed, the quote and where the swap is. */
export interface SwapState {
  readonly sourceToken: SwapToken | undefined
  readonly toToken: SwapToken | undefined
  /** The amount to give, as typed, in whole source tokens (decimal text). */
  readonly sourceTokenAmount: string
  /**
   * What Max found wrong with the amount it filled in (the balance of the network's currency
   * does not cover the swap's network fee); shown under the field until the next edit.
   */
  readonly amountProblem: SwapMessage | undefined
  readonly quote: SwapQuote
  readonly phase: SwapPhase
  /** Why the last swap did not go through; what was typed is kept. */
  readonly error: SwapMessage | undefined
  /** The last swap that went through, until the visitor edits the form again. */
  readonly success: SwapSuccess | undefined
}

/** The empty swap form. */
export const initialSwapState: SwapState = {
  sourceToken: undefined,
  toToken: undefined,
  sourceTokenAmount: "",
  amountProblem: undefined,
  quote: SwapQuote.None(),
  phase: "editing",
  error: undefined,
  success: undefined,
}

/** Whether a swap is under way: the form is locked meanwhile. */
export const isSwapping = (state: SwapState): boolean => state.phase !== "editing"

// While a swap is under way the form is locked: an edit then changes nothing. An edit makes
// the quote stale and clears the last outcome, and what Max found wrong with its amount.
const edit = (state: SwapState, patch: Partial<SwapState>): SwapState =>
  isSwapping(state)
    ? state
    : {
        ...state,
        amountProblem: undefined,
        ...patch,
        quote: SwapQuote.None(),
        error: undefined,
        success: undefined,
      }

/** Chooses the token to give; choosing the destination token flips the two. */
export const setSourceToken = (state: SwapState, token: SwapToken): SwapState =>
  sameToken(token, state.sourceToken)
    ? state
    : edit(state, {
        sourceToken: token,
        toToken: sameToken(token, state.toToken) ? state.sourceToken : state.toToken,
      })

/** Chooses the token to receive; choosing the source token flips the two. */
export const setToToken = (state: SwapState, token: SwapToken): SwapState =>
  sameToken(token, state.toToken)
    ? state
    : edit(state, {
        toToken: token,
        sourceToken: sameToken(token, state.sourceToken) ? state.toToken : state.sourceToken,
      })

/** Sets the amount as typed. */
export const setAmount = (state: SwapState, sourceTokenAmount: string): SwapState =>
  sourceTokenAmount === state.sourceTokenAmount ? state : edit(state, { sourceTokenAmount })

/** Sets the amount Max worked out, with what is wrong with it (shown until the next edit). */
export const setMaxAmount = (
  state: SwapState,
  sourceTokenAmount: string,
  amountProblem: SwapMessage | undefined,
): SwapState =>
  sourceTokenAmount === state.sourceTokenAmount && amountProblem?.id === state.amountProblem?.id
    ? state
    : edit(state, { sourceTokenAmount, amountProblem })

/** Flips the direction: the destination becomes the source; the amount typed is kept. */
export const flipTokens = (state: SwapState): SwapState =>
  edit(state, { sourceToken: state.toToken, toToken: state.sourceToken })

/** Sets the quote (the service makes it for the form as it is). */
export const setQuote = (state: SwapState, quote: SwapQuote): SwapState =>
  isSwapping(state) ? state : { ...state, quote }

/** The wallet is asked to approve the router: the form locks, the last outcome goes. */
export const startApproving = (state: SwapState): SwapState => ({
  ...state,
  phase: "approving",
  error: undefined,
  success: undefined,
})

/** The approval was sent: waiting for its receipt. */
export const startConfirmingApproval = (state: SwapState): SwapState => ({
  ...state,
  phase: "confirmingApproval",
})

/** The wallet is asked to swap. */
export const startSwapping = (state: SwapState): SwapState => ({
  ...state,
  phase: "swapping",
  error: undefined,
  success: undefined,
})

/** The swap was sent: waiting for its receipt. */
export const startConfirming = (state: SwapState): SwapState => ({ ...state, phase: "confirming" })

/** The swap did not go through: the form unlocks with `error`, tokens and amount kept. */
export const failSwap = (state: SwapState, error: SwapMessage): SwapState => ({
  ...state,
  phase: "editing",
  error,
})

/** The swap went through: the amount empties (the tokens stay), the success is shown. */
export const succeedSwap = (state: SwapState, success: SwapSuccess): SwapState => ({
  ...state,
  sourceTokenAmount: "",
  quote: SwapQuote.None(),
  phase: "editing",
  error: undefined,
  success,
})

/** The swap stopped without an outcome (interrupted): the form unlocks as it was. */
export const stopSwapping = (state: SwapState): SwapState =>
  isSwapping(state) ? { ...state, phase: "editing" } : state

/** Empties the form (a network change: the tokens belong to the old network). */
export const resetSwap = (_state: SwapState): SwapState => initialSwapState
