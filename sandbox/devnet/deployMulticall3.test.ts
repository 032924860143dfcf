import { erc20Abi, getAddress } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { multicall3Address } from "../../core/accounts/balances/multicall3Address"
import { sandboxPoolSpecs } from "../exchange/seedExchange"
import { deployMulticall3 } from "./deployMulticall3"
import { devnetPublicClient } from "./devnetClients"
import { type DevnetSeed, devnetTokenSpecs, seedDevnet } from "./seedDevnet"
import { type Anvil, startAnvil } from "./startAnvil"

describe("Multicall3 on a seeded devnet", () => {
  let anvil: Anvil
  let seed: DevnetSeed

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337, accounts: 2 })
    seed = await seedDevnet(anvil)
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  }, 60_000)

  it("seeding puts Multicall3 at its canonical address, and it batches ERC-20 reads", async () => {
    const client = devnetPublicClient(anvil)
    expect((await client.getCode({ address: multicall3Address }))?.length).toBeGreaterThan(2)
    const token = seed.tokens[0]!
    const holder = getAddress(anvil.accounts[0]!.address)
    const contract = { address: token.address, abi: erc20Abi } as const
    const reads = await client.multicall({
      contracts: [
        { ...contract, functionName: "symbol" },
        { ...contract, functionName: "decimals" },
        { ...contract, functionName: "balanceOf", args: [holder] },
      ],
      allowFailure: false,
      multicallAddress: multicall3Address,
    })
    expect(reads).toEqual(["FUSD", 6, 10_000_000_000n])
  })

  it("moves no nonce: the test tokens keep the addresses of a chain without it", async () => {
    const client = devnetPublicClient(anvil)
    const nonce = () => client.getTransactionCount({ address: anvil.accounts[0]!.address })
    // Account 0 sent the token deployments, then one mint per token the exchange pools.
    const pooledTokens = new Set(
      sandboxPoolSpecs.flatMap((pool) => [pool.symbolA, pool.symbolB]).filter((s) => s !== "ETH"),
    )
    const seeded = await nonce()
    expect(seeded).toBe(devnetTokenSpecs.length + pooledTokens.size)
    await deployMulticall3(anvil)
    expect(await nonce()).toBe(seeded)
  })
})
