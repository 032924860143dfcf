import { describe, expect, it } from "vitest"
import {
  failSwap,
  flipTokens,
  initialSwapState,
  isSwapping,
  resetSwap,
  SwapQuote,
  type SwapState,
  setAmount,
  setMaxAmount,
  setQuote,
  setSourceToken,
  setToToken,
  startApproving,
  startConfirming,
  startConfirmingApproval,
  startSwapping,
  stopSwapping,
  succeedSwap,
} from "./SwapState"
import type { SwapToken } from "./SwapToken"

const token = (symbol: string, hex: string): SwapToken => ({
  caipAddress: `eip155:31337:0x${hex.repeat(40)}`,
  address: `0x${hex.repeat(40)}`,
  name: symbol,
  symbol,
  decimals: 18,
  logoUri: undefined,
})
const eth = token("ETH", "e")
const fusd = token("FUSD", "1")
const foy = token("FOY", "2")
const ready = SwapQuote.Ready({
  toAmount: 100n,
  amountOutMin: 99n,
  priceImpact: 0.3,
  gas: 21_000n,
  fee: 21_000n,
  feeCurrency: { symbol: "ETH", decimals: 18 },
  needsApproval: true,
})
const filled: SwapState = {
  ...initialSwapState,
  sourceToken: eth,
  toToken: fusd,
  sourceTokenAmount: "1",
  quote: ready,
}

describe("the swap form's state machine", () => {
  it("starts empty, editing, with no quote", () => {
    expect(initialSwapState).toMatchObject({
      sourceToken: undefined,
      toToken: undefined,
      sourceTokenAmount: "",
      quote: SwapQuote.None(),
      phase: "editing",
    })
    expect(isSwapping(initialSwapState)).toBe(false)
  })

  it("an edit makes the quote stale and clears the last error and success", () => {
    const withError = { ...filled, error: { id: "x" } }
    expect(setAmount(withError, "2")).toMatchObject({
      sourceTokenAmount: "2",
      quote: SwapQuote.None(),
      error: undefined,
    })
    expect(setToToken(filled, foy)).toMatchObject({ toToken: foy, quote: SwapQuote.None() })
    // The same amount again is no edit: the quote stays.
    expect(setAmount(filled, "1")).toBe(filled)
  })

  it("Max's amount carries why it is 0 (the fee not covered) until the next edit", () => {
    const short = { id: "swap.error.insufficientBalance", values: { symbol: "ETH" } }
    const maxed = setMaxAmount(filled, "0", short)
    expect(maxed).toMatchObject({
      sourceTokenAmount: "0",
      amountProblem: short,
      quote: SwapQuote.None(),
    })
    // The same Max again is no edit; any edit clears the problem.
    expect(setMaxAmount(maxed, "0", { ...short })).toBe(maxed)
    expect(setAmount(maxed, "0.5").amountProblem).toBeUndefined()
    expect(setToToken(maxed, foy).amountProblem).toBeUndefined()
    expect(setMaxAmount(maxed, "0.9", undefined)).toMatchObject({
      sourceTokenAmount: "0.9",
      amountProblem: undefined,
    })
    expect(setMaxAmount(startSwapping(filled), "0", short).amountProblem).toBeUndefined()
  })

  it("choosing the other side's token flips the two; flip keeps the amount", () => {
    expect(setSourceToken(filled, fusd)).toMatchObject({ sourceToken: fusd, toToken: eth })
    expect(setToToken(filled, eth)).toMatchObject({ sourceToken: fusd, toToken: eth })
    expect(flipTokens(filled)).toMatchObject({
      sourceToken: fusd,
      toToken: eth,
      sourceTokenAmount: "1",
      quote: SwapQuote.None(),
    })
  })

  it("approve then swap: approving, confirming the approval, swapping, confirming; locked meanwhile", () => {
    const approving = startApproving(filled)
    expect(approving.phase).toBe("approving")
    expect(isSwapping(approving)).toBe(true)
    expect(setAmount(approving, "5")).toBe(approving)
    expect(setSourceToken(approving, foy)).toBe(approving)
    expect(setQuote(approving, SwapQuote.Loading())).toBe(approving)
    expect(startConfirmingApproval(approving).phase).toBe("confirmingApproval")
    const swapping = startSwapping(startConfirmingApproval(approving))
    expect(swapping.phase).toBe("swapping")
    expect(startConfirming(swapping).phase).toBe("confirming")
  })

  it("a failure unlocks the form with the error, the tokens and amount as the visitor left them", () => {
    const failed = failSwap(startSwapping(filled), { id: "error.insufficientLiquidity" })
    expect(failed).toMatchObject({
      phase: "editing",
      sourceToken: eth,
      toToken: fusd,
      sourceTokenAmount: "1",
      error: { id: "error.insufficientLiquidity" },
    })
  })

  it("a success empties the amount, keeps the tokens and reports the swap", () => {
    const success = {
      sourceAmount: "1",
      sourceSymbol: "ETH",
      toAmount: "100",
      toSymbol: "FUSD",
      hash: `0x${"12".repeat(32)}`,
    } as const
    const done = succeedSwap(startConfirming(filled), success)
    expect(done).toMatchObject({
      phase: "editing",
      sourceToken: eth,
      toToken: fusd,
      sourceTokenAmount: "",
      quote: SwapQuote.None(),
      success,
    })
  })

  it("an interrupted swap unlocks as it was; a reset empties everything", () => {
    expect(stopSwapping(startSwapping(filled))).toEqual({ ...filled, phase: "editing" })
    expect(stopSwapping(filled)).toBe(filled)
    expect(resetSwap(filled)).toBe(initialSwapState)
  })
})
