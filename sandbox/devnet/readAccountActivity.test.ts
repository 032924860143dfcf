import { type Address, getAddress, parseEther, parseUnits, zeroAddress } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { devnetPublicClient, devnetWalletClient } from "./devnetClients"
import {
  type AccountActivityItem,
  ActivityCursorInvalidError,
  readAccountActivity,
} from "./readAccountActivity"
import { type DevnetSeed, devnetTokenSpecs, seedDevnet } from "./seedDevnet"
import { sendNative } from "./sendNative"
import { sendToken } from "./sendToken"
import { type Anvil, startAnvil } from "./startAnvil"
import { testTokenAbi } from "./testTokenAbi"

// Tests run in random order on one chain, so each reads the activity of an address that
// only it touches (a fresh one, or an account no other test here uses).
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address

describe("readAccountActivity", () => {
  let anvil: Anvil
  let seed: DevnetSeed

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337, accounts: 6 })
    seed = await seedDevnet(anvil)
  }, 60_000)

  afterAll(async () => {
    await anvil?.stop()
  }, 60_000)

  const read = (address: Address, limit: number, cursor?: string) =>
    readAccountActivity(devnetPublicClient(seed), address, { chainId: 31337, limit, cursor })

  /** Every item of an address, reading page after page. */
  const readAll = async (address: Address, limit: number) => {
    const pages: AccountActivityItem[][] = []
    let cursor: string | undefined
    do {
      const page = await read(address, limit, cursor)
      pages.push([...page.items])
      cursor = page.next
    } while (cursor !== undefined)
    return pages
  }

  const blockTimestamp = async (blockNumber: bigint) =>
    Number((await devnetPublicClient(seed).getBlock({ blockNumber })).timestamp)

  it("a native transfer and a token transfer show up newest first with their values", async () => {
    const to = freshAddress()
    const from = seed.accounts[1]!.address
    const fusd = seed.tokens[0]!.address
    const native = await sendNative(seed, 1, to, parseEther("0.25"))
    const token = await sendToken(seed, fusd, 1, to, parseUnits("7", 6))
    const client = devnetPublicClient(seed)
    const nonceOf = async (hash: `0x${string}`) => (await client.getTransaction({ hash })).nonce

    expect(await read(to, 10)).toEqual({
      items: [
        {
          hash: token.transactionHash,
          blockNumber: token.blockNumber,
          timestamp: await blockTimestamp(token.blockNumber),
          from,
          to: fusd,
          contractAddress: null,
          nonce: await nonceOf(token.transactionHash),
          status: "confirmed",
          nativeValue: 0n,
          tokenTransfers: [{ token: fusd, from, to, value: 7_000_000n }],
        },
        {
          hash: native.transactionHash,
          blockNumber: native.blockNumber,
          timestamp: await blockTimestamp(native.blockNumber),
          from,
          to,
          contractAddress: null,
          nonce: await nonceOf(native.transactionHash),
          status: "confirmed",
          nativeValue: parseEther("0.25"),
          tokenTransfers: [],
        },
      ],
      next: undefined,
    })
  })

  it("contract deployments appear for their deployer, with the created contract and its mint", async () => {
    const deployer = seed.accounts[0]!.address
    const all = (await readAll(deployer, 50)).flat()
    const deployments = all.filter((item) => item.to === null)
    expect(deployments.map((item) => [item.nonce, item.contractAddress, item.status])).toEqual(
      [2, 1, 0].map((nonce) => [nonce, seed.tokens[nonce]!.address, "confirmed"]),
    )
    expect(deployments.map((item) => item.tokenTransfers)).toEqual(
      [2, 1, 0].map((nonce) => [
        {
          token: seed.tokens[nonce]!.address,
          from: zeroAddress,
          to: deployer,
          value: parseUnits(devnetTokenSpecs[nonce]!.amountEach, devnetTokenSpecs[nonce]!.decimals),
        },
      ]),
    )
  })

  it("a holder sees the mints it received in deployments it did not send", async () => {
    const holder = seed.accounts[2]!.address
    const items = (await readAll(holder, 50)).flat()
    expect(items.map((item) => [item.from, item.to, item.tokenTransfers[0]?.token])).toEqual(
      [2, 1, 0].map((nonce) => [seed.accounts[0]!.address, null, seed.tokens[nonce]!.address]),
    )
  })

  it("a self transfer appears once, with its token transfer once", async () => {
    const self = seed.accounts[3]!.address
    const foy = seed.tokens[1]!.address
    await sendToken(seed, foy, 0, self, 5n)
    const receipt = await sendToken(seed, foy, 3, self, 2n)
    const { items } = await read(self, 1)
    expect(items.map((item) => [item.hash, item.from, item.to, item.tokenTransfers])).toEqual([
      [receipt.transactionHash, self, foy, [{ token: foy, from: self, to: self, value: 2n }]],
    ])
  })

  it("a reverted transaction shows as failed, without token transfers", async () => {
    const sender = devnetWalletClient(seed, 4)
    // An explicit gas limit skips estimation, so the reverting transfer is mined.
    const hash = await sender.writeContract({
      address: seed.tokens[1]!.address,
      abi: testTokenAbi,
      functionName: "transfer",
      args: [freshAddress(), 1n],
      gas: 100_000n,
    })
    await devnetPublicClient(seed).waitForTransactionReceipt({ hash })
    const { items } = await read(sender.account.address, 5)
    expect(items.map((item) => [item.hash, item.status, item.tokenTransfers])).toEqual([
      [hash, "failed", []],
    ])
  })

  it("cursor pagination returns every item exactly once, newest first", async () => {
    const to = freshAddress()
    const [fusd, foy] = [seed.tokens[0]!.address, seed.tokens[1]!.address]
    const hashes: `0x${string}`[] = []
    for (let i = 1n; i <= 4n; i++) {
      hashes.push((await sendNative(seed, 5, to, i)).transactionHash)
      hashes.push((await sendToken(seed, i % 2n === 0n ? fusd : foy, 1, to, i)).transactionHash)
    }
    const newestFirst = [...hashes].reverse()
    for (const limit of [1, 3, 8, 9]) {
      const pages = await readAll(to, limit)
      expect(pages.map((page) => page.length)).toEqual(
        limit === 3 ? [3, 3, 2] : limit === 1 ? Array(8).fill(1) : [8],
      )
      expect(pages.flat().map((item) => item.hash)).toEqual(newestFirst)
    }
  })

  it("pages already served do not shift when new transactions arrive", async () => {
    const to = freshAddress()
    const first = await sendNative(seed, 5, to, 1n)
    const second = await sendNative(seed, 5, to, 2n)
    const page1 = await read(to, 1)
    expect(page1.items.map((item) => item.hash)).toEqual([second.transactionHash])
    await sendNative(seed, 5, to, 3n)
    const page2 = await read(to, 1, page1.next)
    expect(page2).toEqual({
      items: [expect.objectContaining({ hash: first.transactionHash })],
      next: undefined,
    })
  })

  it("an address without activity has an empty page and no cursor", async () => {
    expect(await read(freshAddress(), 10)).toEqual({ items: [], next: undefined })
  })

  it("a cursor from another chain or not from this indexer is rejected", async () => {
    const to = freshAddress()
    await sendNative(seed, 5, to, 1n)
    await sendNative(seed, 5, to, 1n)
    const { next } = await read(to, 1)
    expect(next).toBeTypeOf("string")
    const client = devnetPublicClient(seed)
    await expect(
      readAccountActivity(client, to, { chainId: 31338, limit: 1, cursor: next }),
    ).rejects.toEqual(new ActivityCursorInvalidError({ cursor: next!, chainId: 31338 }))
    await expect(read(to, 1, "bm90LWEtY3Vyc29y")).rejects.toBeInstanceOf(ActivityCursorInvalidError)
  })

  it("addresses in items are checksummed whatever the case of the query", async () => {
    const holder = seed.accounts[2]!.address
    const { items } = await read(holder.toLowerCase() as Address, 1)
    expect(items[0]?.tokenTransfers[0]?.to).toBe(getAddress(holder))
  })
})
