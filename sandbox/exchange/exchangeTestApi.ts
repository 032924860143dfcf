// Test support (not part of the sandbox): the set-up of the convert and price tests, a
// seeded devnet with its exchange behind the sandbox API, asked over real HTTP.
import { type Address, erc20Abi, type Hex } from "viem"
import { withGasMargin } from "../../plugins/swap/withGasMargin"
import { seededSandboxApi } from "../api/operations/seededSandboxApi"
import { nativeTokenAddress } from "../api/priceTable"
import { devnetPublicClient, devnetWalletClient } from "../devnet/devnetClients"
import type { DevnetToken } from "../devnet/seedDevnet"
import { uniswapV2PairAbi } from "./uniswapV2Abis"

/** An answer of the sandbox API: its status and JSON body. */
export interface TestAnswer {
  readonly status: number
  // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON bodies field by field.
  readonly body: any
}

/**
 * Registers the hooks of a test file that swaps on a seeded devnet through the sandbox API
 * (chain 31337, accounts 0 and 1 hold the seeded tokens), and returns what the tests use.
 */
export const exchangeTestApi = () => {
  const chainId = 31337
  const seeded = seededSandboxApi({ chainId, now: () => new Date("2026-03-01T12:00:00.000Z") })
  const seed = () => seeded.seed()
  const exchange = () => seed().exchange
  const client = () => devnetPublicClient(seed())

  const token = (symbol: string): DevnetToken => {
    const found = seed().tokens.find((candidate) => candidate.symbol === symbol)
    if (found === undefined) throw new Error(`no ${symbol} in the seed`)
    return found
  }
  /** CAIP-10 of a seeded token by symbol, or of the native currency for "ETH". */
  const caip = (symbol: string) =>
    `eip155:${chainId}:${symbol === "ETH" ? nativeTokenAddress : token(symbol).address}`
  /** The ERC-20 the pools hold an asset as (WETH for "ETH"). */
  const poolToken = (symbol: string): Address =>
    symbol === "ETH" ? exchange().weth : token(symbol).address
  const account = (index: number): Address => {
    const found = seed().accounts[index]
    if (found === undefined) throw new Error(`no devnet account ${index}`)
    return found.address
  }

  const get = async (path: string, query: Record<string, string>): Promise<TestAnswer> => {
    const search = new URLSearchParams({ projectId: "p", ...query })
    const response = await fetch(`${seeded.api().url}${path}?${search}`)
    return { status: response.status, body: await response.json() }
  }
  const post = async (path: string, body: Record<string, unknown>): Promise<TestAnswer> => {
    const response = await fetch(`${seeded.api().url}${path}?projectId=p`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ projectId: "p", ...body }),
    })
    return { status: response.status, body: await response.json() }
  }

  /** An account's balance of an asset by symbol ("ETH" for the native currency). */
  const balanceOf = (symbol: string, owner: Address): Promise<bigint> =>
    symbol === "ETH"
      ? client().getBalance({ address: owner })
      : client().readContract({
          address: token(symbol).address,
          abi: erc20Abi,
          functionName: "balanceOf",
          args: [owner],
        })

  /** The pool of two assets and its reserves of each, read on chain now. */
  const reserves = async (symbolIn: string, symbolOut: string) => {
    const [tokenIn, tokenOut] = [poolToken(symbolIn), poolToken(symbolOut)]
    const pool = exchange().pairs.find(
      (candidate) =>
        [candidate.tokenA, candidate.tokenB].includes(tokenIn) &&
        [candidate.tokenA, candidate.tokenB].includes(tokenOut),
    )
    if (pool === undefined) throw new Error(`no ${symbolIn}/${symbolOut} pool`)
    const [reserve0, reserve1] = await client().readContract({
      address: pool.pair,
      abi: uniswapV2PairAbi,
      functionName: "getReserves",
    })
    const inFirst = tokenIn.toLowerCase() < tokenOut.toLowerCase()
    return inFirst
      ? { reserveIn: reserve0, reserveOut: reserve1 }
      : { reserveIn: reserve1, reserveOut: reserve0 }
  }

  /**
   * Sends a transaction the API built as devnet account `index`, as a wallet does: with the gas
   * given, else the node's estimate plus the swap plugin's margin (an exact estimate of a
   * router swap can run out of gas: see `withGasMargin`). Returns its receipt and fee.
   */
  const send = async (
    index: number,
    tx: {
      readonly to: Address
      readonly data: Hex
      readonly value?: bigint
      readonly gas?: bigint
    },
  ) => {
    const gas =
      tx.gas ?? withGasMargin(await client().estimateGas({ account: account(index), ...tx }))
    const hash = await devnetWalletClient(seed(), index).sendTransaction({
      ...tx,
      ...(gas === undefined ? {} : { gas }),
    })
    const receipt = await client().waitForTransactionReceipt({ hash })
    return { receipt, fee: receipt.gasUsed * receipt.effectiveGasPrice }
  }

  /**
   * Runs `ask` between two reads of the node's eth_gasPrice. anvil's price can change without
   * a new block (its fee history catches up with the last block in the background), so an
   * answer priced from the node matches one of the two reads, not necessarily a later one.
   */
  const betweenGasPriceReads = async <A>(ask: () => Promise<A>) => {
    const before = await client().getGasPrice()
    const answer = await ask()
    const after = await client().getGasPrice()
    return { answer, nodeGasPrices: [String(before), String(after)] }
  }

  return {
    chainId,
    betweenGasPriceReads,
    seeded,
    seed,
    exchange,
    client,
    token,
    caip,
    account,
    get,
    post,
    balanceOf,
    reserves,
    send,
  }
}
