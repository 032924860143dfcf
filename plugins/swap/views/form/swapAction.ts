import type { MessageLookup } from "../../../../ui/plugin"
import { isSwapping, type SwapMessage, type SwapState } from "../../SwapState"

/** The message id of where a swap under way is (none while the form is edited). */
export const statusId = (form: SwapState): string =>
  ({
    editing: "",
    approving: "swap.approving",
    confirmingApproval: "swap.confirmingApproval",
    swapping: "swap.swapping",
    confirming: "swap.confirming",
  })[form.phase]

/** What the action button says and whether it acts: the form's state, as the peers' swaps show it. */
export interface SwapAction {
  readonly label: string
  /** A spinner before the label: the quote is fetched, or the swap is under way. */
  readonly busy: boolean
  /** Whether pressing it swaps (or approves then swaps). */
  readonly ready: boolean
}

/**
 * The action button's state, in order: a swap under way says where it is; then what the form
 * lacks (a token, an amount, a valid amount, the balance), the quote on its way, a failed quote
 * (its alert says why) and, once quoted, Swap or Approve and swap.
 */
export const actionOf = (
  message: MessageLookup,
  form: SwapState,
  problem: SwapMessage | undefined,
): SwapAction => {
  const { sourceToken, toToken, quote } = form
  const symbol = sourceToken?.symbol ?? ""
  const idle = (label: string): SwapAction => ({ label, busy: false, ready: false })
  if (isSwapping(form)) {
    return { label: message(statusId(form), { symbol }), busy: true, ready: false }
  }
  if (sourceToken === undefined || toToken === undefined) {
    return idle(message("swap.submit.selectToken"))
  }
  if (form.sourceTokenAmount.trim() === "") return idle(message("swap.submit.enterAmount"))
  switch (problem?.id) {
    case undefined:
      break
    case "swap.error.insufficientBalance":
      return idle(message("swap.submit.insufficientBalance", { symbol }))
    case "swap.error.amountNotPositive":
      return idle(message("swap.submit.enterAmount"))
    default:
      return idle(message("swap.submit.invalidAmount"))
  }
  switch (quote._tag) {
    // None with a valid amount: the quote is asked once the typing pauses.
    case "None":
    case "Loading":
      return { label: message("swap.quote.loading"), busy: true, ready: false }
    case "Failed":
      return idle(message("swap.submit"))
    case "Ready":
      return {
        label: quote.needsApproval
          ? message("swap.submit.approve", { symbol })
          : message("swap.submit"),
        busy: false,
        ready: true,
      }
  }
}
