import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { devnetPublicClient } from "./devnetClients"
import { type Devnets, startDevnets } from "./startDevnets"
import { testTokenAbi } from "./testTokenAbi"

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe("startDevnets", () => {
  let started: Devnets

  beforeAll(async () => {
    started = await startDevnets({ accounts: 3 })
  }, 60_000)

  afterAll(async () => {
    await started?.stop()
  }, 60_000)

  it("two devnets run side by side on different ports: Foyer Devnet 31337 and Foyer Devnet 2 31338", async () => {
    const [first, second] = started.devnets
    expect([first.name, first.chainId, second.name, second.chainId]).toEqual([
      "Foyer Devnet",
      31337,
      "Foyer Devnet 2",
      31338,
    ])
    expect(first.anvil.port).not.toBe(second.anvil.port)
    expect(await devnetPublicClient(first).getChainId()).toBe(31337)
    expect(await devnetPublicClient(second).getChainId()).toBe(31338)
  })

  it("both devnets are seeded, with the same token addresses on each", async () => {
    const [first, second] = started.devnets
    expect(first.tokens.map((t) => t.symbol)).toEqual(["FUSD", "FOY", "AIRDROP"])
    expect(second.tokens).toEqual(first.tokens)
    for (const devnet of started.devnets) {
      const decimals = await devnetPublicClient(devnet).readContract({
        address: devnet.tokens[0]!.address,
        abi: testTokenAbi,
        functionName: "decimals",
      })
      expect(decimals).toBe(6)
    }
  })

  it("stop stops both anvil processes", async () => {
    const other = await startDevnets({ accounts: 1 })
    const pids = other.devnets.map((devnet) => devnet.anvil.pid)
    expect(pids.map(isRunning)).toEqual([true, true])
    await other.stop()
    expect(pids.map(isRunning)).toEqual([false, false])
  }, 60_000)
})
