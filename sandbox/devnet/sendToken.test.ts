import { parseUnits } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { devnetPublicClient } from "./devnetClients"
import { type DevnetSeed, seedDevnet } from "./seedDevnet"
import { sendToken } from "./sendToken"
import { type Anvil, startAnvil } from "./startAnvil"
import { testTokenAbi } from "./testTokenAbi"

describe("sendToken", () => {
  let anvil: Anvil
  let seed: DevnetSeed

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337, accounts: 5 })
    seed = await seedDevnet(anvil)
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  }, 60_000)

  it("moves exactly the amount to the receiver and returns the mined receipt", async () => {
    const fusd = seed.tokens[0]!
    const to = privateKeyToAccount(generatePrivateKey()).address
    const receipt = await sendToken(seed, fusd.address, 1, to, parseUnits("12.5", 6))
    expect(receipt.status).toBe("success")
    const balance = await devnetPublicClient(seed).readContract({
      address: fusd.address,
      abi: testTokenAbi,
      functionName: "balanceOf",
      args: [to],
    })
    expect(balance).toBe(12_500_000n)
  })

  it("a transfer beyond the balance rejects with ERC20InsufficientBalance and mines nothing", async () => {
    const foy = seed.tokens[1]!
    const client = devnetPublicClient(seed)
    const before = await client.getBlockNumber({ cacheTime: 0 })
    const to = privateKeyToAccount(generatePrivateKey()).address
    await expect(sendToken(seed, foy.address, 4, to, 1n)).rejects.toThrow(
      /ERC20InsufficientBalance/,
    )
    expect(await client.getBlockNumber({ cacheTime: 0 })).toBe(before)
  })
})
