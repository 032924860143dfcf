import { quoteSwap } from "../../exchange/quoteSwap"
import { isFailed, parseSwapAmount, resolveSwapPair } from "../../exchange/swapAssets"
import type { OperationHandler } from "../OperationHandler"

/**
 * One quote for swapping `amount` (smallest units) of `from` into `to` (CAIP-10, the same
 * devnet): the router's `getAmountsOut` through their pool, read on chain now. A pool that
 * cannot fill it is a 400 'Insufficient liquidity: …' (the rule is `quoteSwap`'s); `gasPrice`
 * and `userAddress` do not change the quote.
 */
export const getConvertQuotes: OperationHandler<"getConvertQuotes"> = async (request, context) => {
  const amount = parseSwapAmount(request.query.get("amount") ?? "")
  if (isFailed(amount)) return amount
  const pair = resolveSwapPair(
    context,
    request.query.get("from") ?? "",
    request.query.get("to") ?? "",
  )
  if (isFailed(pair)) return pair
  const quote = await quoteSwap(pair, amount)
  if (quote._tag === "Failed") return quote
  return {
    _tag: "Ok",
    body: {
      quotes: [
        {
          id: null,
          fromAmount: String(quote.amountIn),
          fromAccount: pair.from.caipAddress,
          toAmount: String(quote.amountOut),
          toAccount: pair.to.caipAddress,
        },
      ],
    },
  }
}
