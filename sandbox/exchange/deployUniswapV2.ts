import { Data } from "effect"
import {
  type Abi,
  type Address,
  erc20Abi,
  getAddress,
  type Hash,
  type Hex,
  maxUint256,
  zeroAddress,
} from "viem"
import {
  type DevnetEndpoint,
  devnetPublicClient,
  devnetWalletClient,
} from "../devnet/devnetClients"
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2Router02Abi } from "./uniswapV2Abis"
import { readUniswapV2Artifacts } from "./uniswapV2Artifacts"

/** A token/token pool to open with `amountA` of `tokenA` against `amountB` of `tokenB`. */
export interface UniswapV2TokenPool {
  readonly tokenA: Address
  readonly tokenB: Address
  readonly amountA: bigint
  readonly amountB: bigint
}

/** A token/ETH pool (paired through WETH) to open with `amountToken` against `amountEth` wei. */
export interface UniswapV2EthPool {
  readonly token: Address
  readonly amountToken: bigint
  readonly amountEth: bigint
}

/** What to deploy with, and which pools to open. */
export interface UniswapV2DeployOptions {
  /** The devnet account that deploys, is the factory's feeToSetter and owns the liquidity (default 0). */
  readonly deployerIndex?: number
  readonly tokenPools?: ReadonlyArray<UniswapV2TokenPool>
  readonly ethPools?: ReadonlyArray<UniswapV2EthPool>
}

/** One opened pool: its pair contract and the two tokens it holds (WETH for ETH). */
export interface UniswapV2Pool {
  readonly tokenA: Address
  readonly tokenB: Address
  readonly pair: Address
}

/** Where Uniswap V2 answers on a devnet, and the pools opened there, in the order asked. */
export interface UniswapV2Deployment {
  readonly weth: Address
  readonly factory: Address
  readonly router: Address
  readonly pairs: ReadonlyArray<UniswapV2Pool>
}

/** A deployment or liquidity transaction reverted, or a pool has no pair afterwards. */
export class UniswapV2DeployError extends Data.TaggedError("UniswapV2DeployError")<{
  readonly chainId: number
  readonly detail: string
}> {
  override get message(): string {
    return `Cannot deploy Uniswap V2 on devnet ${this.chainId}: ${this.detail}`
  }
}

// Seeding is one setup step on a private chain: no deadline and no slippage bound to guard.
const noDeadline = maxUint256

/**
 * Deploys WETH9, UniswapV2Factory (feeToSetter: the deployer) and UniswapV2Router02 from the
 * npm artifacts on a devnet, then opens the given pools through the router (approving it
 * first): `addLiquidity` for token pairs, `addLiquidityETH` for token/ETH. The deployer must
 * hold the tokens and ether. Transactions go one at a time, each waited for, so their nonces
 * (and so the contracts' addresses on a fresh chain) are the same on every start.
 *
 * @example
 * const { router, pairs } = await deployUniswapV2(devnet, {
 *   tokenPools: [{ tokenA: fusd, tokenB: foy, amountA: 5_000_000_000n, amountB: 500n * 10n ** 18n }],
 *   ethPools: [{ token: foy, amountToken: 100n * 10n ** 18n, amountEth: 10n ** 18n }],
 * })
 */
export const deployUniswapV2 = async (
  devnet: DevnetEndpoint,
  options: UniswapV2DeployOptions = {},
): Promise<UniswapV2Deployment> => {
  const artifacts = readUniswapV2Artifacts()
  const wallet = devnetWalletClient(devnet, options.deployerIndex ?? 0)
  const client = devnetPublicClient(devnet)
  const deployer = wallet.account.address
  const tokenPools = options.tokenPools ?? []
  const ethPools = options.ethPools ?? []
  const fail = (detail: string) => new UniswapV2DeployError({ chainId: devnet.chainId, detail })

  const mined = async (what: string, hash: Hash) => {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== "success") throw fail(`${what} reverted in transaction ${hash}`)
    return receipt
  }
  const deploy = async (what: string, abi: Abi, bytecode: Hex, args: ReadonlyArray<unknown>) => {
    const hash = await wallet.deployContract({ abi, bytecode, args })
    const { contractAddress } = await mined(`deploying ${what}`, hash)
    if (contractAddress == null) throw fail(`deploying ${what} created no contract (${hash})`)
    return getAddress(contractAddress)
  }

  const weth = await deploy("WETH9", artifacts.weth9.abi, artifacts.weth9.bytecode, [])
  const factory = await deploy(
    "UniswapV2Factory",
    artifacts.factory.abi,
    artifacts.factory.bytecode,
    [deployer],
  )
  const router = await deploy(
    "UniswapV2Router02",
    artifacts.router02.abi,
    artifacts.router02.bytecode,
    [factory, weth],
  )

  // One approval per token, for everything the pools take from it.
  const allowances = new Map<Address, bigint>()
  const take = (token: Address, amount: bigint) =>
    allowances.set(getAddress(token), (allowances.get(getAddress(token)) ?? 0n) + amount)
  for (const pool of tokenPools) {
    take(pool.tokenA, pool.amountA)
    take(pool.tokenB, pool.amountB)
  }
  for (const pool of ethPools) take(pool.token, pool.amountToken)
  for (const [token, amount] of allowances) {
    const hash = await wallet.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: "approve",
      args: [router, amount],
    })
    await mined(`approving the router for ${token}`, hash)
  }

  for (const pool of tokenPools) {
    const hash = await wallet.writeContract({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: "addLiquidity",
      args: [pool.tokenA, pool.tokenB, pool.amountA, pool.amountB, 0n, 0n, deployer, noDeadline],
    })
    await mined(`adding liquidity to ${pool.tokenA}/${pool.tokenB}`, hash)
  }
  for (const pool of ethPools) {
    const hash = await wallet.writeContract({
      address: router,
      abi: uniswapV2Router02Abi,
      functionName: "addLiquidityETH",
      args: [pool.token, pool.amountToken, 0n, 0n, deployer, noDeadline],
      value: pool.amountEth,
    })
    await mined(`adding liquidity to ${pool.token}/ETH`, hash)
  }

  const opened = [
    ...tokenPools.map((pool) => ({ tokenA: pool.tokenA, tokenB: pool.tokenB })),
    ...ethPools.map((pool) => ({ tokenA: pool.token, tokenB: weth })),
  ]
  const pairs: UniswapV2Pool[] = []
  for (const { tokenA, tokenB } of opened) {
    const pair = await client.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: "getPair",
      args: [tokenA, tokenB],
    })
    if (pair === zeroAddress) throw fail(`the factory has no pair for ${tokenA}/${tokenB}`)
    pairs.push({ tokenA: getAddress(tokenA), tokenB: getAddress(tokenB), pair: getAddress(pair) })
  }

  // A pool has a price history, as a real one does: a second later, each pair is synced, so
  // its price accumulators are written once. Left at zero, the first swap in a later second
  // than the pool's opening writes both from zero (some 44,000 gas), which an estimate made
  // within that second leaves out: the swap then runs out of the gas margin a wallet adds.
  if (pairs.length > 0) {
    await client.request({ method: "evm_increaseTime", params: [1] } as never)
    for (const { pair, tokenA, tokenB } of pairs) {
      const hash = await wallet.writeContract({
        address: pair,
        abi: uniswapV2PairAbi,
        functionName: "sync",
      })
      await mined(`syncing ${tokenA}/${tokenB}`, hash)
    }
  }
  return { weth, factory, router, pairs }
}
