import { type Address, encodeFunctionData, type Hex } from "viem"
import { quoteSwap } from "../../exchange/quoteSwap"
import { readGasPrices } from "../../exchange/readGasPrices"
import {
  isFailed,
  parseSwapAmount,
  parseSwapUser,
  resolveSwapPair,
  type SwapPair,
} from "../../exchange/swapAssets"
import { uniswapV2Router02Abi } from "../../exchange/uniswapV2Abis"
import { DevnetNotAnsweringError, isNoAnswer } from "../DevnetNotAnsweringError"
import type { OperationHandler } from "../OperationHandler"
import { readDevnet } from "../readDevnet"

/** How long a built swap stays valid: its deadline is the latest block's time plus this. */
export const swapDeadlineSeconds = 20n * 60n

/**
 * The gas limit of a swap when it is not estimated (`disableEstimate`) or its estimate
 * reverts (a token swap built before its approve is mined): above what a Uniswap V2
 * single-pool swap takes (about 100k to 150k gas).
 */
export const swapGasLimit = 300_000n

/** The router call of an exact-input swap from `pair.from` to `pair.to`. */
const swapCalldata = (
  pair: SwapPair,
  amountIn: bigint,
  amountOutMin: bigint,
  path: readonly [Address, Address],
  user: Address,
  deadline: bigint,
): Hex => {
  const abi = uniswapV2Router02Abi
  if (pair.from.native) {
    return encodeFunctionData({
      abi,
      functionName: "swapExactETHForTokens",
      args: [amountOutMin, [...path], user, deadline],
    })
  }
  return encodeFunctionData({
    abi,
    functionName: pair.to.native ? "swapExactTokensForETH" : "swapExactTokensForTokens",
    args: [amountIn, amountOutMin, [...path], user, deadline],
  })
}

/**
 * The swap of `amount` (smallest units) of `from` into `to`, as Router02 calldata for the
 * user to send to the router: swapExactETHForTokens from the native currency (the value to
 * send is then `amount`), swapExactTokensForETH to it, swapExactTokensForTokens otherwise.
 * `tx.amount` is the expected output (the quote now); the least accepted is that less
 * `eip155.slippage` percent; the deadline is the latest block's time plus
 * {@link swapDeadlineSeconds}. Gas is the node's estimate for the user unless
 * `disableEstimate` (then, or when the estimate reverts, {@link swapGasLimit}), at the
 * node's standard gas price. A pool that cannot fill is a 400 'Insufficient liquidity: …'.
 */
export const buildConvertTransaction: OperationHandler<"buildConvertTransaction"> = async (
  request,
  context,
) => {
  const { body } = request
  const amount = parseSwapAmount(body.amount)
  if (isFailed(amount)) return amount
  const pair = resolveSwapPair(context, body.from, body.to)
  if (isFailed(pair)) return pair
  const user = parseSwapUser(body.userAddress)
  if (isFailed(user)) return user
  const quote = await quoteSwap(pair, amount)
  if (quote._tag === "Failed") return quote
  const { devnet } = pair.from
  const router = devnet.exchange.router
  const amountOutMin = (quote.amountOut * BigInt(100 - body.eip155.slippage)) / 100n
  const [block, gasPrices] = await Promise.all([
    readDevnet(devnet, () => devnet.client.getBlock()),
    readGasPrices(devnet),
  ])
  const deadline = block.timestamp + swapDeadlineSeconds
  const data = swapCalldata(pair, amount, amountOutMin, quote.path, user, deadline)
  const value = pair.from.native ? amount : 0n
  const gas =
    body.disableEstimate === true
      ? swapGasLimit
      : await devnet.client
          .estimateGas({ account: user, to: router, data, value })
          .catch((cause: unknown) => {
            if (isNoAnswer(cause)) throw new DevnetNotAnsweringError({ devnet, cause })
            return swapGasLimit
          })
  return {
    _tag: "Ok",
    body: {
      tx: {
        from: body.userAddress,
        to: router,
        data,
        amount: String(quote.amountOut),
        eip155: { gas: String(gas), gasPrice: String(gasPrices.standard) },
      },
    },
  }
}
