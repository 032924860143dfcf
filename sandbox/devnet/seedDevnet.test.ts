import { type Address, getContractAddress, type Hash, parseEther, parseUnits } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { sandboxPoolSpecs } from "../exchange/seedExchange"
import { devnetPublicClient, devnetWalletClient } from "./devnetClients"
import { type DevnetSeed, seedDevnet } from "./seedDevnet"
import { sendNative } from "./sendNative"
import { type Anvil, startAnvil } from "./startAnvil"
import { testTokenAbi } from "./testTokenAbi"

describe("seedDevnet", () => {
  let anvil: Anvil
  let seed: DevnetSeed

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337, accounts: 5 })
    const started = performance.now()
    seed = await seedDevnet(anvil)
    // Measured, not asserted: this runs on every sandbox start.
    console.info(`seedDevnet took ${Math.round(performance.now() - started)} ms`)
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  }, 60_000)

  const token = (symbol: string) => {
    const found = seed.tokens.find((t) => t.symbol === symbol)
    if (found === undefined) throw new Error(`no ${symbol} in the seed`)
    return found
  }

  it("deploys FUSD, FOY and AIRDROP from account 0 at nonces 0, 1 and 2, flagging AIRDROP as spam", () => {
    const deployer = seed.accounts[0]!.address
    expect(seed.chainId).toBe(31337)
    expect(seed.rpcUrl).toBe(anvil.rpcUrl)
    expect(seed.accounts).toEqual(anvil.accounts)
    expect(seed.tokens).toEqual([
      {
        address: getContractAddress({ from: deployer, nonce: 0n }),
        name: "Foyer USD",
        symbol: "FUSD",
        decimals: 6,
        spam: false,
      },
      {
        address: getContractAddress({ from: deployer, nonce: 1n }),
        name: "Foyer Token",
        symbol: "FOY",
        decimals: 18,
        spam: false,
      },
      {
        address: getContractAddress({ from: deployer, nonce: 2n }),
        name: "Free Airdrop",
        symbol: "AIRDROP",
        decimals: 18,
        spam: true,
      },
    ])
  })

  it("token metadata reads back on chain: FUSD has 6 decimals", async () => {
    const client = devnetPublicClient(seed)
    const read = async (address: Address) => ({
      name: await client.readContract({ address, abi: testTokenAbi, functionName: "name" }),
      symbol: await client.readContract({ address, abi: testTokenAbi, functionName: "symbol" }),
      decimals: await client.readContract({ address, abi: testTokenAbi, functionName: "decimals" }),
    })
    expect(await read(token("FUSD").address)).toEqual({
      name: "Foyer USD",
      symbol: "FUSD",
      decimals: 6,
    })
    expect(await read(token("FOY").address)).toEqual({
      name: "Foyer Token",
      symbol: "FOY",
      decimals: 18,
    })
    expect(await read(token("AIRDROP").address)).toEqual({
      name: "Free Airdrop",
      symbol: "AIRDROP",
      decimals: 18,
    })
  })

  it("the first three accounts hold 10000 FUSD, 1000 FOY and 1000000 AIRDROP each; the rest none", async () => {
    const client = devnetPublicClient(seed)
    const balances = await Promise.all(
      seed.accounts.map(async ({ address: account }) =>
        Promise.all(
          seed.tokens.map((t) =>
            client.readContract({
              address: t.address,
              abi: testTokenAbi,
              functionName: "balanceOf",
              args: [account],
            }),
          ),
        ),
      ),
    )
    const held = [parseUnits("10000", 6), parseUnits("1000", 18), parseUnits("1000000", 18)]
    expect(balances).toEqual([held, held, held, [0n, 0n, 0n], [0n, 0n, 0n]])
    const supply = await client.readContract({
      address: token("FUSD").address,
      abi: testTokenAbi,
      functionName: "totalSupply",
    })
    // The rest of the supply is the exchange's: minted to its liquidity provider, now in the pools.
    const pooled = sandboxPoolSpecs.flatMap((pool) => [
      ...(pool.symbolA === "FUSD" ? [parseUnits(pool.amountA, 6)] : []),
      ...(pool.symbolB === "FUSD" ? [parseUnits(pool.amountB, 6)] : []),
    ])
    expect(pooled.length).toBeGreaterThan(0)
    expect(supply).toBe(parseUnits("30000", 6) + pooled.reduce((sum, amount) => sum + amount, 0n))
  })

  it("opens the exchange last, from its own account outside the devnet's: its contracts at that account's nonces 0 to 2, its pools at the documented prices, and no ether of accounts 1 and 2 spent", async () => {
    const { exchange } = seed
    const provider = exchange.liquidityProvider
    expect(seed.accounts.map((account) => account.address)).not.toContain(provider)
    expect([exchange.weth, exchange.factory, exchange.router]).toEqual(
      [0n, 1n, 2n].map((nonce) => getContractAddress({ from: provider, nonce })),
    )
    const client = devnetPublicClient(seed)
    const reserveOf = (pair: Address, token: Address) =>
      client.readContract({
        address: token,
        abi: testTokenAbi,
        functionName: "balanceOf",
        args: [pair],
      })
    const units = (symbol: string, amount: string) =>
      symbol === "ETH" ? parseEther(amount) : parseUnits(amount, token(symbol).decimals)
    const addressOf = (symbol: string) => (symbol === "ETH" ? exchange.weth : token(symbol).address)
    expect(exchange.pairs.map((pool) => [pool.tokenA, pool.tokenB])).toEqual(
      sandboxPoolSpecs.map((pool) => [addressOf(pool.symbolA), addressOf(pool.symbolB)]),
    )
    for (const [i, pool] of exchange.pairs.entries()) {
      const spec = sandboxPoolSpecs[i]!
      expect(await reserveOf(pool.pair, pool.tokenA)).toBe(units(spec.symbolA, spec.amountA))
      expect(await reserveOf(pool.pair, pool.tokenB)).toBe(units(spec.symbolB, spec.amountB))
    }
    expect(exchange.pairs.flatMap((pool) => [pool.tokenA, pool.tokenB])).not.toContain(
      token("AIRDROP").address,
    )
    const untouched = parseEther("10000")
    expect(await client.getBalance({ address: seed.accounts[1]!.address })).toBe(untouched)
    expect(await client.getBalance({ address: seed.accounts[2]!.address })).toBe(untouched)
  })

  it("only the deployer may mint", async () => {
    const client = devnetPublicClient(seed)
    const outsider = devnetWalletClient(seed, 4)
    const attempt = client.simulateContract({
      account: outsider.account,
      address: token("FOY").address,
      abi: testTokenAbi,
      functionName: "mint",
      args: [outsider.account.address, 1n],
    })
    await expect(attempt).rejects.toThrow(/FoyerTestTokenUnauthorizedMinter/)
  })

  it("transferFrom spends the allowance and moves the balance", async () => {
    // A fresh owner and recipient, so the seeded balances other tests read stay as seeded.
    const privateKey = generatePrivateKey()
    const withOwner = {
      ...seed,
      accounts: [
        ...seed.accounts,
        { address: privateKeyToAccount(privateKey).address, privateKey },
      ],
    }
    const owner = devnetWalletClient(withOwner, seed.accounts.length)
    const spender = devnetWalletClient(seed, 4)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const client = devnetPublicClient(seed)
    const address = token("FOY").address
    const write = async (hash: Promise<Hash>) =>
      client.waitForTransactionReceipt({ hash: await hash })
    await sendNative(seed, 0, owner.account.address, parseEther("1"))
    await write(
      devnetWalletClient(seed, 0).writeContract({
        address,
        abi: testTokenAbi,
        functionName: "mint",
        args: [owner.account.address, 50n],
      }),
    )
    await write(
      owner.writeContract({
        address,
        abi: testTokenAbi,
        functionName: "approve",
        args: [spender.account.address, 40n],
      }),
    )
    const receipt = await write(
      spender.writeContract({
        address,
        abi: testTokenAbi,
        functionName: "transferFrom",
        args: [owner.account.address, recipient, 15n],
      }),
    )
    expect(receipt.status).toBe("success")
    const allowance = await client.readContract({
      address,
      abi: testTokenAbi,
      functionName: "allowance",
      args: [owner.account.address, spender.account.address],
    })
    const balanceOf = (account: Address) =>
      client.readContract({
        address,
        abi: testTokenAbi,
        functionName: "balanceOf",
        args: [account],
      })
    expect(allowance).toBe(25n)
    expect(await balanceOf(owner.account.address)).toBe(35n)
    expect(await balanceOf(recipient)).toBe(15n)
  })
})
