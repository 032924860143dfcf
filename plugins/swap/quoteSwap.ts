import { Effect, Result } from "effect"
import type { CaipNetwork, WalletShape } from "../../core"
import type { SwapApi } from "./api/swapApi"
import { contractOf, toBigInt } from "./convertValues"
import { describeSwapApiError } from "./describeSwapError"
import { priceImpact } from "./priceImpact"
import { SwapQuote } from "./SwapState"
import { isNativeToken, type SwapToken } from "./SwapToken"
import { buildApprove, isAllowanceShort } from "./swapApproval"
import { amountOutMin, swapSlippage } from "./swapSlippage"

/** What a quote is asked for: the two tokens, the amount in source units, who swaps where. */
export interface SwapQuoteRequest {
  readonly sourceToken: SwapToken
  readonly toToken: SwapToken
  readonly units: bigint
  /** The account's address and its CAIP-10 form on `network`. */
  readonly address: string
  readonly userAddress: string
  readonly network: CaipNetwork
}

const wholeTokens = (units: bigint, decimals: number): number => Number(units) / 10 ** decimals

/**
 * Quotes a swap (never fails: a failure is a `Failed` quote with its message, spec 8's where it
 * has one): the gas price (GET /v1/convert/gas-price), the quote from the pools (GET
 * /v1/convert/quotes), the allowance the router holds (spec 5: enough when at least the source
 * units; the native currency needs none), the price impact from the tokens' US dollar prices
 * (POST /v1/fungible/price; unknown when that fails), and the network fee of the next
 * transaction at the standard gas price: the swap's gas as build-transaction gives it, or,
 * when the router must be approved first, the approve's gas as the node estimates it.
 */
export const quoteSwap = (
  deps: { readonly api: SwapApi; readonly wallet: WalletShape },
  request: SwapQuoteRequest,
): Effect.Effect<SwapQuote> =>
  Effect.gen(function* () {
    const { api, wallet } = deps
    const { sourceToken, toToken, units, userAddress, network } = request
    const failed = (call: Parameters<typeof describeSwapApiError>[0], error: unknown) =>
      SwapQuote.Failed({ message: describeSwapApiError(call, error) })

    const gasPrices = yield* Effect.result(api.getConvertGasPrice(network.caipNetworkId))
    if (Result.isFailure(gasPrices)) return failed("gasPrice", gasPrices.failure)
    const gasPrice = toBigInt(gasPrices.success.standard)

    const quotes = yield* Effect.result(
      api.getConvertQuotes({
        amount: units.toString(),
        userAddress,
        from: sourceToken.caipAddress,
        to: toToken.caipAddress,
        gasPrice: gasPrices.success.standard,
      }),
    )
    if (Result.isFailure(quotes)) return failed("quote", quotes.failure)
    const toAmount = toBigInt(quotes.success[0]?.toAmount)
    if (toAmount === undefined) return SwapQuote.Failed({ message: { id: "swap.error.noQuote" } })

    const trade = { sourceToken, toToken, units, userAddress }
    let needsApproval = false
    if (!isNativeToken(sourceToken)) {
      const short = yield* Effect.result(isAllowanceShort(api, trade))
      if (Result.isFailure(short)) return failed("allowance", short.failure)
      needsApproval = short.success
    }

    const prices = yield* Effect.option(
      api.getFungiblePrice([sourceToken.caipAddress, toToken.caipAddress]),
    )
    const priceOf = (token: SwapToken) =>
      prices._tag === "Some"
        ? prices.value.find((p) => p.address.toLowerCase() === token.caipAddress.toLowerCase())
            ?.price
        : undefined
    const sourcePrice = priceOf(sourceToken)
    const toPrice = priceOf(toToken)
    const impact =
      sourcePrice === undefined || toPrice === undefined
        ? undefined
        : priceImpact({
            sourceAmount: wholeTokens(units, sourceToken.decimals),
            toAmount: wholeTokens(toAmount, toToken.decimals),
            prices: { source: sourcePrice, to: toPrice },
          })

    let gas: bigint | undefined
    if (needsApproval) {
      const approve = yield* Effect.result(buildApprove(api, trade))
      if (Result.isFailure(approve)) return failed("approve", approve.failure)
      const token = contractOf(approve.success.tx.from)
      const estimate =
        token === undefined
          ? undefined
          : yield* Effect.option(
              wallet.publicRequest("eth_estimateGas", [
                { from: request.address, to: token, data: approve.success.tx.data },
              ]),
            )
      gas = estimate?._tag === "Some" ? toBigInt(String(estimate.value)) : undefined
    } else {
      const built = yield* Effect.result(
        api.buildConvertTransaction({
          amount: units.toString(),
          from: sourceToken.caipAddress,
          to: toToken.caipAddress,
          userAddress,
          eip155: { slippage: swapSlippage },
        }),
      )
      if (Result.isFailure(built)) return failed("transaction", built.failure)
      gas = toBigInt(built.success.tx.eip155?.gas)
    }

    return SwapQuote.Ready({
      toAmount,
      amountOutMin: amountOutMin(toAmount),
      priceImpact: impact,
      gas,
      fee: gas === undefined || gasPrice === undefined ? undefined : gas * gasPrice,
      feeCurrency: {
        symbol: network.nativeCurrency.symbol,
        decimals: network.nativeCurrency.decimals,
      },
      needsApproval,
    })
  })
