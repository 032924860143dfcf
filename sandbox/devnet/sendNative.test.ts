import { parseEther } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { devnetPublicClient } from "./devnetClients"
import { sendNative } from "./sendNative"
import { type Anvil, startAnvil } from "./startAnvil"

describe("sendNative", () => {
  let anvil: Anvil

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337, accounts: 2 })
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  }, 60_000)

  it("credits the receiver with exactly the value and returns the mined receipt", async () => {
    const to = privateKeyToAccount(generatePrivateKey()).address
    const receipt = await sendNative(anvil, 1, to, parseEther("1.5"))
    expect(receipt).toMatchObject({
      status: "success",
      from: anvil.accounts[1]!.address.toLowerCase(),
      to: to.toLowerCase(),
    })
    expect(await devnetPublicClient(anvil).getBalance({ address: to })).toBe(parseEther("1.5"))
  })

  it("an account index the devnet does not have is a RangeError", async () => {
    await expect(sendNative(anvil, 2, anvil.accounts[0]!.address, 1n)).rejects.toThrow(
      new RangeError("The devnet has 2 accounts; there is none at index 2"),
    )
  })
})
