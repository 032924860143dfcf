import { type Address, formatUnits } from "viem"
import { nativeCurrency, nativeTokenAddress, sandboxPricesUsd } from "../api/priceTable"
import type { ServedDevnet } from "../api/SandboxDevnet"
import type { UniswapV2Pool } from "./deployUniswapV2"
import { uniswapV2PairAbi } from "./uniswapV2Abis"

/** What pricing reads of a devnet: its client, its tokens and its exchange, if any. */
export type PricedDevnet = Pick<ServedDevnet, "client" | "tokens" | "exchange">

/** USD prices by asset symbol (the native currency is "ETH"). */
export type PricesUsd = ReadonlyMap<string, number>

/** The token every pool price is measured in: Foyer USD is worth 1 USD by definition. */
export const priceAnchorSymbol = "FUSD"

/** A pool's two reserves, keyed by token address (lowercase). */
type Reserves = ReadonlyMap<string, bigint>

const lower = (address: string) => address.toLowerCase()

/** Uniswap V2 orders a pair's tokens by address: token0 is the lower one. */
const readReserves = async (
  devnet: PricedDevnet,
  pool: UniswapV2Pool,
): Promise<readonly [UniswapV2Pool, Reserves]> => {
  const [reserve0, reserve1] = await devnet.client.readContract({
    address: pool.pair,
    abi: uniswapV2PairAbi,
    functionName: "getReserves",
  })
  const [token0, token1] =
    lower(pool.tokenA) < lower(pool.tokenB)
      ? [pool.tokenA, pool.tokenB]
      : [pool.tokenB, pool.tokenA]
  return [
    pool,
    new Map([
      [lower(token0), reserve0],
      [lower(token1), reserve1],
    ]),
  ]
}

const tablePrices = (): PricesUsd => new Map(Object.entries(sandboxPricesUsd))

/**
 * The USD price of every asset of a devnet, read from its exchange's pool reserves now:
 * FUSD is the 1 USD anchor; a token pooled with FUSD is worth that pool's FUSD per token
 * (ETH from FUSD/WETH, FOY from FOY/FUSD); a token pooled only with WETH is worth its ETH
 * at ETH's price; a spam token is worth 0; a token with no pool has no price. A swap moves
 * the reserves, so it moves the prices: balances, history values, `/v1/fungible/price`,
 * swap quotes and onramp quotes all agree. A devnet without an exchange is priced from
 * the price table.
 * @example
 * const prices = await readPoolPricesUsd(devnet)
 * prices.get("ETH") // 3000 right after seeding
 */
export const readPoolPricesUsd = async (devnet: PricedDevnet): Promise<PricesUsd> => {
  const exchange = devnet.exchange
  const anchor = devnet.tokens.find((token) => token.symbol === priceAnchorSymbol)
  if (exchange === undefined || anchor === undefined) return tablePrices()
  const pools = await Promise.all(exchange.pairs.map((pool) => readReserves(devnet, pool)))
  const assets: ReadonlyArray<{ address: Address; symbol: string; decimals: number }> = [
    { address: exchange.weth, symbol: nativeCurrency.symbol, decimals: nativeCurrency.decimals },
    ...devnet.tokens.filter((token) => !token.spam),
  ]
  const decimalsOf = new Map(assets.map((asset) => [lower(asset.address), asset.decimals]))
  const amount = (reserves: Reserves, address: string) =>
    Number(formatUnits(reserves.get(lower(address)) ?? 0n, decimalsOf.get(lower(address)) ?? 0))
  /** The price of `asset` in `quote`'s units, from their pool; undefined without one. */
  const ratio = (asset: Address, quote: Address): number | undefined => {
    const found = pools.find(
      ([pool]) =>
        [lower(pool.tokenA), lower(pool.tokenB)].sort().join() ===
        [lower(asset), lower(quote)].sort().join(),
    )
    if (found === undefined) return undefined
    const held = amount(found[1], asset)
    return held === 0 ? undefined : amount(found[1], quote) / held
  }

  const prices = new Map<string, number>([[anchor.symbol, 1]])
  for (const token of devnet.tokens) if (token.spam) prices.set(token.symbol, 0)
  const priced = (asset: { address: Address; symbol: string }) => {
    if (prices.has(asset.symbol)) return
    const inAnchor = ratio(asset.address, anchor.address)
    if (inAnchor !== undefined) prices.set(asset.symbol, inAnchor)
  }
  for (const asset of assets) priced(asset)
  const ethUsd = prices.get(nativeCurrency.symbol)
  if (ethUsd !== undefined) {
    for (const asset of assets) {
      if (prices.has(asset.symbol)) continue
      const inEth = ratio(asset.address, exchange.weth)
      if (inEth !== undefined) prices.set(asset.symbol, inEth * ethUsd)
    }
  }
  return prices
}

/**
 * The USD price of one asset of a devnet from its pools now (see {@link readPoolPricesUsd}),
 * by symbol ("ETH", "FUSD") or address (a token's, or 0xeeee…eeee for the native currency);
 * undefined for an asset the sandbox does not price.
 * @example
 * const usdPerEth = await poolPriceUsd(devnet, "ETH")
 */
export const poolPriceUsd = async (
  devnet: PricedDevnet,
  asset: string,
): Promise<number | undefined> => {
  const symbol = !asset.startsWith("0x")
    ? asset
    : lower(asset) === nativeTokenAddress
      ? nativeCurrency.symbol
      : devnet.tokens.find((token) => lower(token.address) === lower(asset))?.symbol
  if (symbol === undefined) return undefined
  return (await readPoolPricesUsd(devnet)).get(symbol)
}
