import {
  type Address,
  encodePacked,
  erc20Abi,
  getContractAddress,
  keccak256,
  parseEther,
  parseUnits,
} from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { withGasMargin } from "../../plugins/swap/withGasMargin"
import { devnetPublicClient, devnetWalletClient } from "../devnet/devnetClients"
import { type DevnetSeed, seedDevnet } from "../devnet/seedDevnet"
import { type Anvil, startAnvil } from "../devnet/startAnvil"
import { deployUniswapV2, type UniswapV2Deployment } from "./deployUniswapV2"
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2Router02Abi } from "./uniswapV2Abis"
import { uniswapV2PairInitCodeHash } from "./uniswapV2Artifacts"

/** UniswapV2Library.getAmountOut: the constant product after the 0.3% fee, rounded down. */
const constantProductOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)

describe("deployUniswapV2 on anvil", () => {
  let anvil: Anvil
  let seed: DevnetSeed
  let uniswap: UniswapV2Deployment
  let fusd: Address
  let foy: Address
  let airdrop: Address
  const tokenPool = { fusd: parseUnits("5000", 6), foy: parseUnits("500", 18) }
  const ethPool = { foy: parseUnits("200", 18), eth: parseEther("2") }

  const client = () => devnetPublicClient(anvil)
  const reservesOf = async (pair: Address, tokenIn: Address) => {
    const read = { address: pair, abi: uniswapV2PairAbi } as const
    const [token0, [reserve0, reserve1]] = await Promise.all([
      client().readContract({ ...read, functionName: "token0" }),
      client().readContract({ ...read, functionName: "getReserves" }),
    ])
    return token0 === tokenIn
      ? { reserveIn: reserve0, reserveOut: reserve1 }
      : { reserveIn: reserve1, reserveOut: reserve0 }
  }
  const router = () => ({ address: uniswap.router, abi: uniswapV2Router02Abi }) as const
  const balanceOf = (token: Address, owner: Address) =>
    client().readContract({
      address: token,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [owner],
    })

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337, accounts: 3 })
    seed = await seedDevnet(anvil)
    ;[fusd, foy, airdrop] = seed.tokens.map((token) => token.address) as [Address, Address, Address]
    const started = performance.now()
    uniswap = await deployUniswapV2(anvil, {
      tokenPools: [{ tokenA: fusd, tokenB: foy, amountA: tokenPool.fusd, amountB: tokenPool.foy }],
      ethPools: [{ token: foy, amountToken: ethPool.foy, amountEth: ethPool.eth }],
    })
    // Measured, not asserted: this will run on every sandbox start.
    console.info(
      `Uniswap V2 deployed with 2 pools in ${Math.round(performance.now() - started)} ms`,
    )
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  }, 60_000)

  it("wires the router to the factory and WETH, and lists the pools in the order asked", async () => {
    expect(await client().readContract({ ...router(), functionName: "factory" })).toBe(
      uniswap.factory,
    )
    expect(await client().readContract({ ...router(), functionName: "WETH" })).toBe(uniswap.weth)
    expect(uniswap.pairs.map(({ tokenA, tokenB }) => [tokenA, tokenB])).toEqual([
      [fusd, foy],
      [foy, uniswap.weth],
    ])
  })

  it("each pair sits where Router02's pairFor looks for it (CREATE2 with mainnet's init code hash)", () => {
    for (const { tokenA, tokenB, pair } of uniswap.pairs) {
      const [token0, token1] = BigInt(tokenA) < BigInt(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
      const pairFor = getContractAddress({
        opcode: "CREATE2",
        from: uniswap.factory,
        salt: keccak256(encodePacked(["address", "address"], [token0, token1])),
        bytecodeHash: uniswapV2PairInitCodeHash,
      })
      expect(pair).toBe(pairFor)
    }
  })

  it("each pool has a price history, as a real one does: its price accumulators are written, not zero", async () => {
    for (const { pair } of uniswap.pairs) {
      const read = { address: pair, abi: uniswapV2PairAbi } as const
      const [price0, price1] = await Promise.all([
        client().readContract({ ...read, functionName: "price0CumulativeLast" }),
        client().readContract({ ...read, functionName: "price1CumulativeLast" }),
      ])
      expect(price0).toBeGreaterThan(0n)
      expect(price1).toBeGreaterThan(0n)
    }
  })

  it("getAmountsOut equals the constant product of the pair's reserves after the 0.3% fee", async () => {
    const paths: ReadonlyArray<readonly [Address, Address, bigint]> = [
      [fusd, foy, parseUnits("100", 6)],
      [foy, fusd, parseUnits("3", 18)],
      [foy, uniswap.weth, parseUnits("10", 18)],
      [uniswap.weth, foy, parseEther("0.25")],
    ]
    for (const [tokenIn, tokenOut, amountIn] of paths) {
      const pool = uniswap.pairs.find(
        (p) => [p.tokenA, p.tokenB].includes(tokenIn) && [p.tokenA, p.tokenB].includes(tokenOut),
      )
      const { reserveIn, reserveOut } = await reservesOf(pool!.pair, tokenIn)
      const amounts = await client().readContract({
        ...router(),
        functionName: "getAmountsOut",
        args: [amountIn, [tokenIn, tokenOut]],
      })
      expect(amounts).toEqual([amountIn, constantProductOut(amountIn, reserveIn, reserveOut)])
    }
  })

  it("swapExactTokensForTokens moves both balances by the quoted amounts", async () => {
    const trader = devnetWalletClient(anvil, 1)
    const me = trader.account.address
    const amountIn = parseUnits("250", 6)
    const approve = await trader.writeContract({
      address: fusd,
      abi: erc20Abi,
      functionName: "approve",
      args: [uniswap.router, amountIn],
    })
    await client().waitForTransactionReceipt({ hash: approve })
    const [fusdBefore, foyBefore] = await Promise.all([balanceOf(fusd, me), balanceOf(foy, me)])
    const [, quotedOut] = await client().readContract({
      ...router(),
      functionName: "getAmountsOut",
      args: [amountIn, [fusd, foy]],
    })
    const call = {
      ...router(),
      functionName: "swapExactTokensForTokens",
      args: [amountIn, quotedOut!, [fusd, foy], me, 2n ** 64n],
    } as const
    // With the swap plugin's margin over the estimate, as a wallet sends it (see withGasMargin).
    const gas = withGasMargin(await client().estimateContractGas({ account: me, ...call }))
    const swap = await trader.writeContract({ ...call, ...(gas === undefined ? {} : { gas }) })
    const receipt = await client().waitForTransactionReceipt({ hash: swap })
    expect(receipt.status).toBe("success")
    expect(quotedOut).toBeGreaterThan(0n)
    expect({
      fusd: await balanceOf(fusd, me),
      foy: await balanceOf(foy, me),
    }).toEqual({ fusd: fusdBefore - amountIn, foy: foyBefore + quotedOut! })
  })

  it("opens each pool with exactly the seeded amounts", async () => {
    // From the pairs' Mint events: later swaps in other tests move the reserves, not these.
    const pair = (index: number) => uniswap.pairs[index]!.pair
    const minted = await client().getLogs({
      address: [pair(0), pair(1)],
      event: {
        type: "event",
        name: "Mint",
        inputs: [
          { type: "address", name: "sender", indexed: true },
          { type: "uint256", name: "amount0" },
          { type: "uint256", name: "amount1" },
        ],
      },
      fromBlock: 0n,
    })
    const sorted = (a: bigint, b: bigint, tokenA: Address, tokenB: Address) =>
      BigInt(tokenA) < BigInt(tokenB) ? [a, b] : [b, a]
    expect(minted.map((log) => [log.address, log.args.amount0, log.args.amount1])).toEqual([
      [pair(0).toLowerCase(), ...sorted(tokenPool.fusd, tokenPool.foy, fusd, foy)],
      [pair(1).toLowerCase(), ...sorted(ethPool.foy, ethPool.eth, foy, uniswap.weth)],
    ])
  })

  it("asking the router for more out than the pool holds reverts: ds-math-sub-underflow", async () => {
    const { reserveOut } = await reservesOf(uniswap.pairs[0]!.pair, fusd)
    // getAmountIn computes (reserveOut - amountOut) with SafeMath before anything else.
    await expect(
      client().readContract({
        ...router(),
        functionName: "getAmountsIn",
        args: [reserveOut + 1n, [fusd, foy]],
      }),
    ).rejects.toMatchObject({ cause: { reason: "ds-math-sub-underflow" } })
    await expect(
      client().simulateContract({
        account: anvil.accounts[0]!.address,
        ...router(),
        functionName: "swapTokensForExactTokens",
        args: [reserveOut + 1n, 2n ** 255n, [fusd, foy], anvil.accounts[0]!.address, 2n ** 64n],
      }),
    ).rejects.toMatchObject({ cause: { reason: "ds-math-sub-underflow" } })
  })

  it("asking for exactly the whole reserve divides by zero: an invalid opcode, no reason", async () => {
    const { reserveOut } = await reservesOf(uniswap.pairs[0]!.pair, fusd)
    // Solidity 0.6 divides by zero with the 0xfe opcode; the reason text is anvil's own.
    await expect(
      client().readContract({
        ...router(),
        functionName: "getAmountsIn",
        args: [reserveOut, [fusd, foy]],
      }),
    ).rejects.toMatchObject({ cause: { reason: "EVM error InvalidFEOpcode" } })
  })

  it("the pair itself refuses to pay out its whole reserve: UniswapV2: INSUFFICIENT_LIQUIDITY", async () => {
    const { pair } = uniswap.pairs[0]!
    const [reserve0] = await client().readContract({
      address: pair,
      abi: uniswapV2PairAbi,
      functionName: "getReserves",
    })
    const to = anvil.accounts[0]!.address
    await expect(
      client().simulateContract({
        account: to,
        address: pair,
        abi: uniswapV2PairAbi,
        functionName: "swap",
        args: [reserve0, 0n, to, "0x"],
      }),
    ).rejects.toMatchObject({ cause: { reason: "UniswapV2: INSUFFICIENT_LIQUIDITY" } })
  })

  it("a pair with no liquidity makes the router's quote revert: UniswapV2Library: INSUFFICIENT_LIQUIDITY", async () => {
    const wallet = devnetWalletClient(anvil, 2)
    const { request } = await client().simulateContract({
      account: wallet.account,
      address: uniswap.factory,
      abi: uniswapV2FactoryAbi,
      functionName: "createPair",
      args: [airdrop, fusd],
    })
    await client().waitForTransactionReceipt({ hash: await wallet.writeContract(request) })
    await expect(
      client().readContract({
        ...router(),
        functionName: "getAmountsOut",
        args: [1n, [airdrop, fusd]],
      }),
    ).rejects.toMatchObject({ cause: { reason: "UniswapV2Library: INSUFFICIENT_LIQUIDITY" } })
  })

  it("a pool the deployer cannot fund fails with the router's revert reason", async () => {
    const tooMuch = parseUnits("1000000", 18)
    await expect(
      deployUniswapV2(anvil, {
        deployerIndex: 2,
        ethPools: [{ token: foy, amountToken: tooMuch, amountEth: parseEther("1") }],
      }),
    ).rejects.toMatchObject({ cause: { reason: "TransferHelper: TRANSFER_FROM_FAILED" } })
  })
})
