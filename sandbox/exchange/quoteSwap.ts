import { type Address, formatUnits } from "viem"
import { type FailedReply, failed } from "../api/OperationHandler"
import { readDevnet } from "../api/readDevnet"
import type { ExchangeDevnet, SwapPair } from "./swapAssets"
import { uniswapV2PairAbi, uniswapV2Router02Abi } from "./uniswapV2Abis"

/** An exact-input swap the pool can fill: through `path`, `amountIn` gives `amountOut`. */
export interface SwapQuote {
  readonly _tag: "Quoted"
  readonly path: readonly [Address, Address]
  readonly amountIn: bigint
  /** The router's `getAmountsOut` now: the constant product after the 0.3% fee. */
  readonly amountOut: bigint
}

/** The text every answer about a pool that cannot fill a swap starts with (the kit looks for it). */
export const insufficientLiquidity = "Insufficient liquidity"

const poolOf = (devnet: ExchangeDevnet, tokenIn: Address, tokenOut: Address) =>
  devnet.exchange.pairs.find(
    (pool) =>
      (pool.tokenA === tokenIn && pool.tokenB === tokenOut) ||
      (pool.tokenA === tokenOut && pool.tokenB === tokenIn),
  )

/**
 * Quotes swapping `amountIn` of `pair.from` into `pair.to` on the devnet's exchange, through
 * their direct pool (WETH stands for ETH), read on chain now.
 *
 * When the pool cannot fill: Uniswap V2 never refuses an exact-input swap (the output only
 * nears the reserve, and asking more than a pool holds on the exact-output side reverts
 * `ds-math-sub-underflow`, which says nothing), so the sandbox decides: a swap with no pool
 * for its pair, or whose amount in exceeds the pool's reserve of the source (which would
 * cost over half the output at the pool's price), is a 400 whose description starts
 * 'Insufficient liquidity'. An amount too small to give anything out is a 400 too (the
 * pair's swap would revert `INSUFFICIENT_OUTPUT_AMOUNT`). A devnet that does not answer
 * throws `DevnetNotAnsweringError`.
 */
export const quoteSwap = async (
  pair: SwapPair,
  amountIn: bigint,
): Promise<SwapQuote | FailedReply> => {
  const { devnet } = pair.from
  const from = pair.from.asset
  const to = pair.to.asset
  const path = [pair.from.poolToken, pair.to.poolToken] as const
  const pool = poolOf(devnet, ...path)
  if (pool === undefined) {
    return failed(400, "to", `${insufficientLiquidity}: no pool for ${from.symbol}/${to.symbol}`)
  }
  const [reserve0, reserve1] = await readDevnet(devnet, () =>
    devnet.client.readContract({
      address: pool.pair,
      abi: uniswapV2PairAbi,
      functionName: "getReserves",
    }),
  )
  // Uniswap V2 orders a pair's tokens by address: token0 is the lower one.
  const reserveIn = path[0].toLowerCase() < path[1].toLowerCase() ? reserve0 : reserve1
  if (amountIn > reserveIn) {
    const held = formatUnits(reserveIn, from.decimals)
    const asked = formatUnits(amountIn, from.decimals)
    return failed(
      400,
      "amount",
      `${insufficientLiquidity}: the ${from.symbol}/${to.symbol} pool holds ${held} ${from.symbol}, less than the ${asked} ${from.symbol} to swap`,
    )
  }
  const amounts = await readDevnet(devnet, () =>
    devnet.client.readContract({
      address: devnet.exchange.router,
      abi: uniswapV2Router02Abi,
      functionName: "getAmountsOut",
      args: [amountIn, [...path]],
    }),
  )
  const amountOut = amounts[1] ?? 0n
  if (amountOut === 0n) {
    const asked = formatUnits(amountIn, from.decimals)
    return failed(400, "amount", `Amount too small: ${asked} ${from.symbol} buys no ${to.symbol}`)
  }
  return { _tag: "Quoted", path, amountIn, amountOut }
}
