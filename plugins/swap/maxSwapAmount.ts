import { Effect, Result } from "effect"
import { formatUnits } from "viem"
import { type FeeProposal, type FeeProposalError, maxFeePerGas } from "../../core"
import { balanceUnits } from "./balanceUnits"
import type { SwapMessage } from "./SwapState"
import { isNativeToken, type SwapToken } from "./SwapToken"
import { withGasMargin } from "./withGasMargin"

/**
 * The gas Max reckons a swap from the network's currency takes while the form has no estimate
 * of its own (no quote yet), the margin added as to an estimate. A Uniswap V2 router swap
 * through one pool mostly takes 100k to 150k gas (swapExactETHForTokens on the devnet:
 * 115,656 to 133,038 estimated), the dearest being a pool's first swap in a later second than
 * its creation, which writes its two zero price accumulators, into an account that held none
 * of the token: 178,364 estimated on the devnet. Rounded up from that.
 */
export const defaultSwapGasEstimate = 200_000n

/**
 * The network fee Max keeps back from the network's currency: the swap's gas with the margin
 * the swap is sent with, at `gasPrice` (wei per gas: the max fee the kit proposes). The gas is the form's estimate (`gas`) when it is
 * above {@link defaultSwapGasEstimate}, else that default: the swap is estimated again when it
 * is built, and a lower earlier estimate (a pool that had already swapped in the same second)
 * would keep back too little for the dearest case.
 * @example
 * swapFeeReserve(300_000n, 1_000_000_000n) // 375_000n * 1_000_000_000n
 * swapFeeReserve(100_000n, 1_000_000_000n) // 250_000n * 1_000_000_000n, the default's
 */
export const swapFeeReserve = (gas: bigint | undefined, gasPrice: bigint): bigint =>
  withGasMargin(gas !== undefined && gas > defaultSwapGasEstimate ? gas : defaultSwapGasEstimate) *
  gasPrice

/** The balance less `reserve`, in the same units; 0 when the balance does not cover it. */
export const maxSourceUnits = (balance: bigint, reserve: bigint): bigint =>
  balance > reserve ? balance - reserve : 0n

/** What Max fills in: the amount (decimal text) and, when it is 0 for want of the fee, why. */
export interface MaxSwapAmount {
  readonly amount: string
  readonly problem: SwapMessage | undefined
}

/** What Max is worked out from: the source token, its balance as listed, the form's gas. */
export interface MaxSwapRequest {
  readonly token: SwapToken
  /** The account's balance of `token` in whole tokens (decimal text). */
  readonly balance: string
  /** The gas of the swap as the form's quote estimated it; undefined before a quote. */
  readonly gas: bigint | undefined
}

/**
 * Max of the token to pay. An ERC-20: the whole balance. The network's currency: the balance
 * less the swap's network fee ({@link swapFeeReserve} at the max fee per gas of `fees`, the
 * node's fees as the kit proposes them: spec 9's base fee × 1.2 plus the tip), as a wallet keeps
 * back so that the swap can pay its gas: a wallet sets that max fee and the node wants the
 * balance to cover the gas limit at it, which the bare gas price falls short of. 0 with
 * 'Insufficient {symbol} balance.' when the balance does not cover the fee. Fails with the gas
 * price's message when the node's fees cannot be read.
 * @example
 * maxSwapAmount(proposeFees(wallet.publicRequest), { token: eth, balance: "1", gas: 150_000n })
 * // 1 ETH less 250,000 gas (the default's, with its margin) at base fee × 1.2 + tip
 */
export const maxSwapAmount = (
  fees: Effect.Effect<FeeProposal, FeeProposalError>,
  request: MaxSwapRequest,
): Effect.Effect<MaxSwapAmount, SwapMessage> =>
  Effect.gen(function* () {
    const { token, balance } = request
    if (!isNativeToken(token)) return { amount: balance, problem: undefined }
    const proposal = yield* Effect.result(fees)
    if (Result.isFailure(proposal)) {
      const { cause } = proposal.failure
      const reason = cause instanceof Error ? cause.message : proposal.failure.message
      return yield* Effect.fail({ id: "swap.error.gasPriceFailed", values: { reason } } as const)
    }
    const max = maxSourceUnits(
      balanceUnits(balance, token.decimals),
      swapFeeReserve(request.gas, maxFeePerGas(proposal.success)),
    )
    return {
      amount: formatUnits(max, token.decimals),
      problem:
        max === 0n
          ? { id: "swap.error.insufficientBalance", values: { symbol: token.symbol } }
          : undefined,
    }
  })
