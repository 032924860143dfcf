import { Effect } from "effect"
import { parseEther } from "viem"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { devnetPublicClient, devnetWalletClient } from "../../sandbox/devnet/devnetClients"
import { type Anvil, startAnvil } from "../../sandbox/devnet/startAnvil"
import { maxFeePerGas, proposeFees } from "./proposeFees"

// The fee proposal against a real node: anvil's blocks carry an EIP-1559 base fee, which
// moves with each block's use, and it answers eth_maxPriorityFeePerGas.
describe("proposeFees on anvil", () => {
  let anvil: Anvil
  const client = () => devnetPublicClient(anvil)
  const read = (method: string, params: ReadonlyArray<unknown>) =>
    Effect.tryPromise({
      try: () => client().request({ method, params } as never) as Promise<unknown>,
      catch: (cause) => cause,
    })

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337, accounts: 2 })
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  }, 60_000)

  it("spec 9: the proposed max fee is the latest block's base fee × 1.2 plus the node's tip", async () => {
    // A few transfers first, so the base fee is not the genesis one.
    const wallet = devnetWalletClient(anvil, 0)
    for (let i = 0; i < 3; i++) {
      const hash = await wallet.sendTransaction({
        to: anvil.accounts[1]?.address as `0x${string}`,
        value: parseEther("0.01"),
        account: wallet.account!,
        chain: null,
      })
      await client().waitForTransactionReceipt({ hash })
    }
    const proposal = await Effect.runPromise(proposeFees(read))
    const latest = await client().getBlock({ blockTag: "latest" })
    const tip = await client().estimateMaxPriorityFeePerGas()
    const baseFee = latest.baseFeePerGas ?? 0n
    expect(baseFee).toBeGreaterThan(0n)
    expect(proposal).toEqual({
      _tag: "Eip1559",
      baseFeePerGas: baseFee,
      maxPriorityFeePerGas: tip,
      maxFeePerGas: (baseFee * 12n) / 10n + tip,
    })
    // What viem's own estimate (baseFeeMultiplier 1.2 by default) gives a wallet.
    expect((await client().estimateFeesPerGas()).maxFeePerGas).toBe(maxFeePerGas(proposal))
  }, 30_000)
})
