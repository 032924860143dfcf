// The sandbox funds each embedded wallet its secure site makes, on every EVM devnet, before
// the site answers the frame page: a visitor who signs in by email can send at once.
import { parseEther } from "viem"
import { privateKeyToAddress } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { devnetPublicClient } from "../devnet/devnetClients"
import { type Anvil, startAnvil } from "../devnet/startAnvil"
import { fundNewWallet, newWalletEther } from "./fundNewWallet"

let anvils: ReadonlyArray<Anvil> = []
beforeAll(async () => {
  anvils = await Promise.all(
    [31_401, 31_402].map((chainId) => startAnvil({ chainId, accounts: 1 })),
  )
}, 60_000)
afterAll(async () => {
  await Promise.all(anvils.map((anvil) => anvil.stop()))
})

describe("fundNewWallet", () => {
  it("gives a new wallet the sandbox's ether on every devnet", async () => {
    const address = privateKeyToAddress(`0x${"42".repeat(32)}`)
    await fundNewWallet(anvils)({ userId: "00000000-0000-4000-8000-000000000001", address })
    const balances = await Promise.all(
      anvils.map((anvil) => devnetPublicClient(anvil).getBalance({ address })),
    )
    expect(balances).toEqual(anvils.map(() => parseEther(newWalletEther)))
  })
})
