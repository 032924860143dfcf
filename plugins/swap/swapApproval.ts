import { Effect } from "effect"
import type { SwapApi, SwapApiError } from "./api/swapApi"
import { toBigInt } from "./convertValues"
import { hasEnoughAllowance } from "./hasEnoughAllowance"
import type { SwapToken } from "./SwapToken"

/** A swap of `units` of `sourceToken` into `toToken` by `userAddress` (CAIP-10), as the convert calls take it. */
export interface SwapTrade {
  readonly sourceToken: SwapToken
  readonly toToken: SwapToken
  readonly units: bigint
  readonly userAddress: string
}

/**
 * Whether the router must be approved first: spec 5, the allowance holds when it is at least
 * the source amount in units (read with GET /v1/convert/allowance). The caller skips the
 * network's currency, which needs no approval.
 */
export const isAllowanceShort = (
  api: SwapApi,
  trade: SwapTrade,
): Effect.Effect<boolean, SwapApiError> =>
  Effect.map(
    api.getConvertAllowance(trade.sourceToken.caipAddress, trade.userAddress),
    (allowance) => !hasEnoughAllowance(toBigInt(allowance) ?? 0n, trade.units),
  )

/** The approve's calldata for the trade's source amount (GET /v1/convert/build-approve). */
export const buildApprove = (api: SwapApi, trade: SwapTrade) =>
  api.buildConvertApprove({
    userAddress: trade.userAddress,
    from: trade.sourceToken.caipAddress,
    to: trade.toToken.caipAddress,
    amount: trade.units.toString(),
  })
