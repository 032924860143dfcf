// The whole sandbox against real anvil devnets: balances and history read from the chain
// over real HTTP, and the JSON-RPC proxy.

import { createSolanaRpc } from "@solana/kit"
import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatUnits,
  parseEther,
  parseUnits,
} from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type {
  Balances,
  HistoryTransaction,
  TokenBalance,
  TransactionHistory,
} from "../core/api/generated/schemas"
import { rpcTransport } from "../core/api/rpcTransport"
import { isRunning } from "../test/processes"
import { iconDataUrl } from "./api/sandboxAssets"
import type { EsploraAddress } from "./bitcoin/esploraJson"
import { bitcoinRegtestCaipNetworkId } from "./bitcoin/startBitcoinRegtest"
import { devnetPublicClient } from "./devnet/devnetClients"
import { nextDevnetEvent } from "./devnet/nextDevnetEvent"
import { sendNative } from "./devnet/sendNative"
import { sendToken } from "./devnet/sendToken"
import { solanaDevnetCaipNetworkId } from "./solana/startSolanaDevnet"
import { type Sandbox, startSandbox } from "./startSandbox"

const projectId = "test-project"
const historyPageSize = 3
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
/** A seeded asset's icon as the API hands it out: a data: URL (the kit shows no http: image). */
const icon = (symbol: string): string => {
  const url = iconDataUrl(symbol)
  if (url === undefined) throw new Error(`the sandbox has no icon for ${symbol}`)
  return url
}

let sandbox: Sandbox
/** What the sandbox logged, still shown on stderr as without a `log` option. */
const logged: string[] = []
/** Every anvil process the sandbox ran, restarted ones included: none may outlive its stop. */
const anvilPids = new Set<number>()

beforeAll(async () => {
  sandbox = await startSandbox({
    projectId,
    accounts: 6,
    historyPageSize,
    log: (message) => {
      logged.push(message)
      console.error(message)
    },
  })
}, 120_000)

afterAll(async () => {
  for (const devnet of sandbox?.devnets ?? []) anvilPids.add(devnet.anvil.pid)
  await sandbox?.stop()
  expect([...anvilPids].filter(isRunning)).toEqual([])
  // The Solana devnet and the Bitcoin chain stopped with the sandbox: nothing listens at
  // their URLs any more.
  if (sandbox !== undefined) {
    await expect(fetch(`${sandbox.urls.solana.rpcUrl}/health`)).rejects.toThrow("fetch failed")
    await expect(fetch(`${sandbox.urls.bitcoin.esploraUrl}/blocks/tip/height`)).rejects.toThrow(
      "fetch failed",
    )
  }
}, 60_000)

const first = () => sandbox.devnets[0]
const token = (symbol: string) => {
  const found = first().tokens.find((t) => t.symbol === symbol)
  if (found === undefined) throw new Error(`no ${symbol} on the devnet`)
  return found
}

const getJson = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${sandbox.urls.api}${path}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as T
}

const balances = async (address: string, chainId = "eip155:31337") =>
  (
    await getJson<Balances>(
      `/v1/account/${address}/balance?projectId=${projectId}&currency=usd&chainId=${chainId}`,
    )
  ).balances

const historyPage = (address: string, cursor?: string, chainId = "eip155:31337") =>
  getJson<TransactionHistory>(
    `/v1/account/${address}/history?projectId=${projectId}&chainId=${chainId}${
      cursor === undefined ? "" : `&cursor=${encodeURIComponent(cursor)}`
    }`,
  )

const allHistory = async (address: string, chainId?: string) => {
  const pages: HistoryTransaction[][] = []
  let cursor: string | undefined
  do {
    const page = await historyPage(address, cursor, chainId)
    pages.push([...page.data])
    cursor = page.next ?? undefined
  } while (cursor !== undefined)
  return pages
}

const bySymbol = (list: ReadonlyArray<TokenBalance>, symbol: string) =>
  list.find((balance) => balance.symbol === symbol)

describe("startSandbox", () => {
  it("urls: one origin for API, analytics and RPC (/v1/), the relay's ws URL, and each devnet's own RPC", () => {
    const { urls } = sandbox
    expect(urls.api).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect([urls.analytics, urls.rpc]).toEqual([urls.api, `${urls.api}/v1/`])
    expect(urls.relay).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(urls.relay).toBe(sandbox.relay.url)
    expect(urls.devnets).toEqual([
      { name: "Foyer Devnet", caipNetworkId: "eip155:31337", rpcUrl: sandbox.devnets[0].rpcUrl },
      { name: "Foyer Devnet 2", caipNetworkId: "eip155:31338", rpcUrl: sandbox.devnets[1].rpcUrl },
    ])
    expect(urls.solana).toEqual({
      name: "Foyer Solana Devnet",
      caipNetworkId: solanaDevnetCaipNetworkId,
      rpcUrl: sandbox.solana.rpcUrl,
      wsUrl: sandbox.solana.wsUrl,
    })
    expect([urls.solana.rpcUrl, urls.solana.wsUrl]).toEqual([
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      urls.solana.rpcUrl.replace(/^http:/, "ws:"),
    ])
    expect(urls.bitcoin).toEqual({
      name: "Foyer Bitcoin Regtest",
      caipNetworkId: "bip122:0f9188f13cb7b2c71f2a335e3a4fc328",
      esploraUrl: sandbox.bitcoin.esploraUrl,
    })
    expect(urls.bitcoin.esploraUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })

  it("the Bitcoin chain answers at urls.bitcoin, seeded with as many accounts as the EVM devnets, and the API reads its balances", async () => {
    expect(sandbox.bitcoin.accounts).toHaveLength(sandbox.devnets[0].accounts.length)
    const holder = sandbox.bitcoin.accounts[0]!.address
    const response = await fetch(`${sandbox.urls.bitcoin.esploraUrl}/address/${holder}`)
    const stats = (await response.json()) as EsploraAddress
    expect(stats.chain_stats.funded_txo_sum - stats.chain_stats.spent_txo_sum).toBe(1_000_000_000)
    expect(
      await balances(`${bitcoinRegtestCaipNetworkId}:${holder}`, bitcoinRegtestCaipNetworkId),
    ).toMatchObject([{ symbol: "BTC", quantity: { decimals: "8", numeric: "10" } }])
  })

  it("the Solana devnet answers at urls.solana, seeded with as many accounts as the EVM devnets", async () => {
    const rpc = createSolanaRpc(sandbox.urls.solana.rpcUrl)
    expect(await rpc.getGenesisHash().send()).toBe(sandbox.solana.genesisHash)
    expect(sandbox.solana.accounts).toHaveLength(sandbox.devnets[0].accounts.length)
    const holder = sandbox.solana.accounts[0]!.address
    expect((await rpc.getBalance(holder).send()).value).toBe(10_000_000_000_000n)
  })

  it("the relay runs at urls.relay: a plain HTTP request there is told to upgrade (426)", async () => {
    const response = await fetch(sandbox.urls.relay.replace(/^ws:/, "http:"))
    expect([response.status, await response.text()]).toEqual([
      426,
      "Foyer sandbox WalletConnect relay: connect with a WebSocket.\n",
    ])
  })

  it("supported chains list the two devnets, the Solana devnet and the Bitcoin chain", async () => {
    expect(await getJson(`/v1/supported-chains?projectId=${projectId}`)).toEqual({
      http: [
        "eip155:31337",
        "eip155:31338",
        solanaDevnetCaipNetworkId,
        bitcoinRegtestCaipNetworkId,
      ],
      ws: [],
    })
  })
})

describe("balances read from the devnet", () => {
  it("a holder's balances equal what anvil reports: native via getBalance, FUSD with 6 decimals", async () => {
    const holder = first().accounts[1]!.address
    const client = devnetPublicClient(first())
    const list = await balances(holder)
    const native = await client.getBalance({ address: holder })
    expect(list[0]).toEqual({
      name: "Ether",
      symbol: "ETH",
      chainId: "eip155:31337",
      value: Number(formatUnits(native, 18)) * 3000,
      price: 3000,
      quantity: { decimals: "18", numeric: formatUnits(native, 18) },
      iconUrl: icon("ETH"),
    })
    const fusd = token("FUSD")
    const fusdBalance = await client.readContract({
      address: fusd.address,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [holder],
    })
    expect(bySymbol(list, "FUSD")).toEqual({
      name: "Foyer USD",
      symbol: "FUSD",
      chainId: "eip155:31337",
      address: `eip155:31337:${fusd.address}`,
      value: Number(formatUnits(fusdBalance, 6)),
      price: 1,
      quantity: { decimals: "6", numeric: formatUnits(fusdBalance, 6) },
      iconUrl: icon("FUSD"),
    })
  })

  it("balances change after a real transfer; zero token balances are left out", async () => {
    const receiver = freshAddress()
    expect(await balances(receiver)).toEqual([
      expect.objectContaining({
        symbol: "ETH",
        quantity: { decimals: "18", numeric: "0" },
        value: 0,
      }),
    ])
    await sendNative(first(), 2, receiver, parseEther("0.5"))
    await sendToken(first(), token("FUSD").address, 2, receiver, parseUnits("12.5", 6))
    const after = await balances(receiver)
    expect(after.map((b) => [b.symbol, b.quantity.numeric, b.value])).toEqual([
      ["ETH", "0.5", 1500],
      ["FUSD", "12.5", 12.5],
    ])
    expect(parseUnits(after[0]!.quantity.numeric, 18)).toBe(
      await devnetPublicClient(first()).getBalance({ address: receiver }),
    )
  })

  it("spam tokens are left out of balances as the provider's balance service does: a seeded holder's AIRDROP is on chain but not listed", async () => {
    const holder = first().accounts[1]!.address
    const airdrop = token("AIRDROP")
    expect(airdrop.spam).toBe(true)
    const held = await devnetPublicClient(first()).readContract({
      address: airdrop.address,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [holder],
    })
    expect(held > 0n).toBe(true)
    expect((await balances(holder)).map((b) => b.symbol)).toEqual(["ETH", "FUSD", "FOY"])
    const receiver = freshAddress()
    await sendToken(first(), airdrop.address, 1, receiver, parseUnits("100", 18))
    expect((await balances(receiver)).map((b) => b.symbol)).toEqual(["ETH"])
  })

  it("a CAIP-10 address reads the balances of its own network", async () => {
    const receiver = freshAddress()
    await sendNative(sandbox.devnets[1], 3, receiver, parseEther("2"))
    const response = await getJson<Balances>(
      `/v1/account/eip155:31338:${receiver}/balance?projectId=${projectId}&currency=usd`,
    )
    expect(response.balances.map((b) => [b.chainId, b.symbol, b.quantity.numeric])).toEqual([
      ["eip155:31338", "ETH", "2"],
    ])
    expect((await balances(receiver)).map((b) => b.quantity.numeric)).toEqual(["0"])
  })

  it("a chain the sandbox does not serve is 400 naming chainId", async () => {
    const response = await fetch(
      `${sandbox.urls.api}/v1/account/${freshAddress()}/balance?projectId=${projectId}&currency=usd&chainId=eip155:1`,
    )
    expect([response.status, await response.json()]).toEqual([
      400,
      {
        status: "FAILED",
        reasons: [{ field: "chainId", description: "Unsupported chain: eip155:1" }],
      },
    ])
  })
})

describe("history indexed from the devnet", () => {
  it("a transfer appears first in history, out for the sender and in for the receiver, with its amount", async () => {
    const sender = first().accounts[4]!.address
    const receiver = freshAddress()
    const receipt = await sendNative(first(), 4, receiver, parseEther("0.25"))
    const minedAt = new Date(
      Number(
        (await devnetPublicClient(first()).getBlock({ blockNumber: receipt.blockNumber }))
          .timestamp,
      ) * 1000,
    ).toISOString()
    const expected = (direction: "in" | "out", operationType: string): HistoryTransaction => ({
      id: `eip155:31337:${receipt.transactionHash}`,
      metadata: {
        operationType,
        hash: receipt.transactionHash,
        minedAt,
        sentFrom: sender,
        sentTo: receiver,
        status: "confirmed",
        nonce: expect.any(Number),
        application: null,
        chain: "eip155:31337",
      },
      transfers: [
        {
          fungible_info: {
            name: "Ether",
            symbol: "ETH",
            icon: { url: icon("ETH") },
          },
          nft_info: null,
          direction,
          quantity: { numeric: "0.25" },
          value: 750,
          price: 3000,
        },
      ],
    })
    expect((await historyPage(sender)).data[0]).toEqual(expected("out", "send"))
    expect(await historyPage(receiver)).toEqual({ data: [expected("in", "receive")], next: null })
  })

  it("a token transfer shows the token's amount in whole units", async () => {
    const receiver = freshAddress()
    const fusd = token("FUSD")
    await sendToken(first(), fusd.address, 2, receiver, parseUnits("7.25", 6))
    const [latest] = (await historyPage(receiver)).data
    expect(latest?.transfers).toEqual([
      {
        fungible_info: {
          name: "Foyer USD",
          symbol: "FUSD",
          icon: { url: icon("FUSD") },
        },
        nft_info: null,
        direction: "in",
        quantity: { numeric: "7.25" },
        value: 7.25,
        price: 1,
      },
    ])
  })

  it("pagination returns each transaction once, newest first, and next is null at the end", async () => {
    const receiver = freshAddress()
    const hashes: string[] = []
    for (let i = 1n; i <= 7n; i++) {
      hashes.push((await sendNative(first(), 5, receiver, i)).transactionHash)
    }
    const pages = await allHistory(receiver)
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1])
    expect(pages.flat().map((tx) => tx.metadata.hash)).toEqual(hashes.reverse())
  })

  it("an AIRDROP transfer is flagged spam: every transfer carries nft_info.flags.is_spam true", async () => {
    const receiver = freshAddress()
    await sendToken(first(), token("AIRDROP").address, 1, receiver, parseUnits("100", 18))
    const [latest] = (await historyPage(receiver)).data
    expect(latest?.transfers).toEqual([
      {
        fungible_info: {
          name: "Free Airdrop",
          symbol: "AIRDROP",
          icon: { url: icon("AIRDROP") },
        },
        nft_info: { name: "Free Airdrop", content: null, flags: { is_spam: true } },
        direction: "in",
        quantity: { numeric: "100" },
        value: 0,
        price: 0,
      },
    ])
    expect(latest?.transfers?.every((t) => t.nft_info?.flags.is_spam === true)).toBe(true)
  })

  it("a cursor the sandbox did not issue is 400 naming the cursor", async () => {
    const response = await fetch(
      `${sandbox.urls.api}/v1/account/${freshAddress()}/history?projectId=${projectId}&chainId=eip155:31337&cursor=bogus`,
    )
    expect([response.status, await response.json()]).toEqual([
      400,
      { status: "FAILED", reasons: [{ field: "cursor", description: "Invalid cursor: bogus" }] },
    ])
  })
})

describe("the JSON-RPC proxy at /v1/", () => {
  it("answers eth_chainId for each devnet through the kit's own RPC transport", async () => {
    for (const [chainId, caip] of [
      [31337, "eip155:31337"],
      [31338, "eip155:31338"],
    ] as const) {
      const client = createPublicClient({
        transport: rpcTransport({ rpcHost: sandbox.urls.rpc, chainId: caip, projectId }),
      })
      expect(await client.getChainId()).toBe(chainId)
    }
  })

  it("forwards a Solana read to the Solana devnet: @solana/kit's client on the proxy's URL", async () => {
    const rpc = createSolanaRpc(
      `${sandbox.urls.rpc}?chainId=${solanaDevnetCaipNetworkId}&projectId=${projectId}`,
    )
    expect(await rpc.getGenesisHash().send()).toBe(sandbox.solana.genesisHash)
  })

  it("answers a batched request with one answer per call", async () => {
    const response = await fetch(
      `${sandbox.urls.rpc}?chainId=eip155:31338&projectId=${projectId}`,
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify([
          { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] },
          { jsonrpc: "2.0", id: 2, method: "net_version", params: [] },
        ]),
      },
    )
    expect([response.status, await response.json()]).toEqual([
      200,
      [
        { jsonrpc: "2.0", id: 1, result: "0x7a6a" },
        { jsonrpc: "2.0", id: 2, result: "31338" },
      ],
    ])
  })

  it("an unknown chain is 400 naming chainId; a wrong project id is 401", async () => {
    const post = (query: string) =>
      fetch(`${sandbox.urls.rpc}?${query}`, {
        method: "POST",
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      }).then(async (r) => [r.status, await r.json()])
    expect(await post(`chainId=eip155:1&projectId=${projectId}`)).toEqual([
      400,
      {
        status: "FAILED",
        reasons: [{ field: "chainId", description: "Unsupported chainId: eip155:1" }],
      },
    ])
    expect(await post("chainId=eip155:31337&projectId=nope")).toEqual([
      401,
      {
        status: "FAILED",
        reasons: [{ field: "projectId", description: "Unauthorized: invalid key" }],
      },
    ])
  })
})

describe("a devnet that dies", () => {
  it("is restarted at the same URL, logged through the sandbox's log, and the API serves its seeded balances and history again", async () => {
    const devnet = sandbox.devnets[1]
    const holders = devnet.accounts.slice(0, 3).map((account) => account.address)
    // The seeded accounts' history: nothing in this file sends from them on this devnet.
    const seededHistory = await Promise.all(holders.map((a) => allHistory(a, "eip155:31338")))
    expect(seededHistory.every((pages) => pages.flat().length > 0)).toBe(true)
    const killedPid = devnet.anvil.pid
    anvilPids.add(killedPid)
    const restarted = nextDevnetEvent(devnet, "DevnetRestarted")
    process.kill(killedPid, "SIGKILL")
    const { pid } = await restarted
    anvilPids.add(pid)

    const label = `Foyer Devnet 2 (eip155:31338, ${devnet.rpcUrl})`
    expect(logged.filter((line) => line.includes(label))).toEqual([
      `sandbox: ${label} went down (anvil was killed by SIGKILL); restarting it on the same port (restart 1 of at most 3 within 60 s)`,
      `sandbox: ${label} is back (anvil pid ${pid}) at its seeded state; transactions made after seeding are gone`,
    ])
    expect([devnet.status(), devnet.anvil.rpcUrl, sandbox.urls.devnets[1]?.rpcUrl]).toEqual([
      "running",
      devnet.rpcUrl,
      devnet.rpcUrl,
    ])
    const client = createPublicClient({
      transport: rpcTransport({ rpcHost: sandbox.urls.rpc, chainId: "eip155:31338", projectId }),
    })
    expect(await client.getChainId()).toBe(31338)
    const holder = devnet.accounts[0]!.address
    const tokens = (await balances(holder, "eip155:31338")).filter((b) => b.symbol !== "ETH")
    const at = (index: number) => `eip155:31338:${devnet.tokens[index]!.address}`
    expect(tokens.map((b) => [b.symbol, b.address, b.quantity.numeric])).toEqual([
      ["FUSD", at(0), "10000"],
      ["FOY", at(1), "1000"],
    ])
    // History still answers (issue 30, M1): the new node loaded the seeded state, which keeps
    // blocks and receipts but no call traces, so the seeding transactions are listed from
    // their blocks and logs, as before the restart.
    expect(
      await Promise.all(holders.map((address) => allHistory(address, "eip155:31338"))),
    ).toEqual(seededHistory)
  }, 60_000)
})
