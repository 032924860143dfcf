import {
  type Address,
  createTestClient,
  getAddress,
  type Hash,
  http,
  keccak256,
  parseEther,
  parseUnits,
  stringToHex,
} from "viem"
import { privateKeyToAccount } from "viem/accounts"
import type { DevnetAccount } from "../devnet/deriveDevnetAccounts"
import {
  type DevnetEndpoint,
  devnetChain,
  devnetPublicClient,
  devnetWalletClient,
} from "../devnet/devnetClients"
import { testTokenAbi } from "../devnet/testTokenAbi"
import {
  deployUniswapV2,
  UniswapV2DeployError,
  type UniswapV2Deployment,
  type UniswapV2EthPool,
  type UniswapV2TokenPool,
} from "./deployUniswapV2"

/** Uniswap V2 as the sandbox runs it on a devnet, and the account that owns its liquidity. */
export interface SandboxExchange extends UniswapV2Deployment {
  /** Deployed the contracts and holds every pool's liquidity tokens; not a devnet account. */
  readonly liquidityProvider: Address
}

/** A token the exchange pools, as the seed knows it. */
export interface ExchangeToken {
  readonly address: Address
  readonly symbol: string
  readonly decimals: number
}

/** One pool of the sandbox exchange, in whole units; "ETH" pairs through WETH. */
export interface SandboxPoolSpec {
  readonly symbolA: string
  readonly amountA: string
  readonly symbolB: string
  readonly amountB: string
}

/**
 * The sandbox's pools, at the price table's prices (ETH 3000 USD, FUSD 1, FOY 0.25; see
 * `sandbox/api/priceTable.ts`), and no pool for the spam AIRDROP. They are small on
 * purpose: a visitor account (10000 FUSD, 1000 FOY, about 10000 ETH) can ask for more than
 * a pool holds (7000 FUSD into ETH, 3 ETH into anything, 600 FUSD into FOY), which the
 * sandbox answers 'Insufficient liquidity', while demo swaps of a few units go through.
 *
 * | pool      | reserves               | worth     |
 * |-----------|------------------------|-----------|
 * | FUSD/ETH  | 6000 FUSD : 2 ETH      | 12000 USD |
 * | FOY/FUSD  | 2000 FOY : 500 FUSD    | 1000 USD  |
 * | FOY/ETH   | 12000 FOY : 1 ETH      | 6000 USD  |
 */
export const sandboxPoolSpecs: ReadonlyArray<SandboxPoolSpec> = [
  { symbolA: "FOY", amountA: "2000", symbolB: "FUSD", amountB: "500" },
  { symbolA: "FUSD", amountA: "6000", symbolB: "ETH", amountB: "2" },
  { symbolA: "FOY", amountA: "12000", symbolB: "ETH", amountB: "1" },
]

/**
 * The liquidity provider's key: fixed, so that the exchange's contracts land at the same
 * addresses on every devnet and every start (its nonces 0 to 2), and outside the devnet's
 * derived accounts, so that their balances (what tests and the demo see) stay as seeded.
 * Devnet keys are public by design.
 */
export const liquidityProviderKey = keccak256(stringToHex("foyer sandbox exchange liquidity"))

/** The ether the liquidity provider is given: the pools' ETH and ample gas. */
export const liquidityProviderEther = "100"

const liquidityProvider: DevnetAccount = {
  address: privateKeyToAccount(liquidityProviderKey).address,
  privateKey: liquidityProviderKey,
}

/**
 * Opens the sandbox exchange on a seeded devnet: gives the liquidity provider ether
 * (anvil_setBalance) and the pools' tokens (minted by `minterIndex`, the tokens' deployer),
 * then deploys Uniswap V2 from it and opens {@link sandboxPoolSpecs}. Every pooled symbol
 * must be in `tokens` (or be ETH).
 */
export const seedExchange = async (
  devnet: DevnetEndpoint,
  tokens: ReadonlyArray<ExchangeToken>,
  minterIndex = 0,
): Promise<SandboxExchange> => {
  const tokenOf = (symbol: string): ExchangeToken => {
    const token = tokens.find((candidate) => candidate.symbol === symbol)
    if (token === undefined) {
      throw new UniswapV2DeployError({ chainId: devnet.chainId, detail: `no ${symbol} token` })
    }
    return token
  }
  const units = (symbol: string, amount: string) =>
    symbol === "ETH" ? parseEther(amount) : parseUnits(amount, tokenOf(symbol).decimals)

  const tokenPools: UniswapV2TokenPool[] = []
  const ethPools: UniswapV2EthPool[] = []
  const minted = new Map<Address, bigint>()
  for (const { symbolA, amountA, symbolB, amountB } of sandboxPoolSpecs) {
    for (const [symbol, amount] of [
      [symbolA, amountA],
      [symbolB, amountB],
    ] as const) {
      if (symbol === "ETH") continue
      const { address } = tokenOf(symbol)
      minted.set(address, (minted.get(address) ?? 0n) + units(symbol, amount))
    }
    if (symbolB === "ETH") {
      const token = tokenOf(symbolA).address
      ethPools.push({ token, amountToken: units(symbolA, amountA), amountEth: parseEther(amountB) })
    } else {
      tokenPools.push({
        tokenA: tokenOf(symbolA).address,
        tokenB: tokenOf(symbolB).address,
        amountA: units(symbolA, amountA),
        amountB: units(symbolB, amountB),
      })
    }
  }

  await createTestClient({
    mode: "anvil",
    chain: devnetChain(devnet),
    transport: http(devnet.rpcUrl),
  }).setBalance({ address: liquidityProvider.address, value: parseEther(liquidityProviderEther) })
  const minter = devnetWalletClient(devnet, minterIndex)
  const client = devnetPublicClient(devnet)
  // Sent back to back (the minter's nonces follow each other), then waited for together.
  const hashes: Hash[] = []
  for (const [token, amount] of minted) {
    hashes.push(
      await minter.writeContract({
        address: token,
        abi: testTokenAbi,
        functionName: "mint",
        args: [liquidityProvider.address, amount],
      }),
    )
  }
  for (const hash of hashes) {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== "success") {
      throw new UniswapV2DeployError({
        chainId: devnet.chainId,
        detail: `minting the pools' tokens reverted in transaction ${hash}`,
      })
    }
  }

  const deployment = await deployUniswapV2(
    { ...devnet, accounts: [liquidityProvider] },
    { deployerIndex: 0, tokenPools, ethPools },
  )
  return { ...deployment, liquidityProvider: getAddress(liquidityProvider.address) }
}
