// The sandbox API for Bitcoin over real HTTP, against a real regtest chain (a ledger in this
// process behind its Esplora API): balances and history of seeded and fresh addresses after
// real transfers signed with @scure/btc-signer, the addresses it refuses, supported chains.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Balances, TransactionHistory } from "../../../core/api/generated/schemas"
import { signedTransfer } from "../../bitcoin/bitcoinFixtures"
import { type BitcoinSandboxAccount, deriveBitcoinAccounts } from "../../bitcoin/bitcoinKeys"
import type { EsploraUtxo } from "../../bitcoin/esploraJson"
import { type BitcoinRegtest, startBitcoinRegtest } from "../../bitcoin/startBitcoinRegtest"
import { iconDataUrl } from "../sandboxAssets"
import { type SandboxApi, startSandboxApi } from "../startSandboxApi"
import { btcPriceUsd } from "./bitcoinAssets"

const projectId = "bitcoin-test"
const historyPageSize = 2
const btc = 100_000_000n

let chain: BitcoinRegtest
let api: SandboxApi

beforeAll(async () => {
  // Each test moves coins of its own accounts only, so they pass in any order.
  chain = await startBitcoinRegtest({ accounts: 8 })
  api = await startSandboxApi({
    projectId,
    historyPageSize,
    // An EVM devnet no test reaches (nothing listens there): only to tell the families apart.
    devnets: [{ chainId: 31337, rpcUrl: "http://127.0.0.1:9", accounts: [], tokens: [] }],
    bitcoinChains: [chain],
  })
})

afterAll(async () => {
  await api?.stop()
  await chain?.stop()
})

const caip = () => chain.caipNetworkId
const account = (index: number): BitcoinSandboxAccount => chain.accounts[index]!

const get = async (path: string) => {
  const response = await fetch(`${api.url}${path}`)
  return { status: response.status, body: (await response.json()) as unknown }
}

const getOk = async <T>(path: string): Promise<T> => {
  const { status, body } = await get(path)
  expect(status, JSON.stringify(body)).toBe(200)
  return body as T
}

const balancePath = (address: string, query = "") =>
  `/v1/account/${address}/balance?projectId=${projectId}&currency=usd${query}`

const balances = async (address: string, query = "") =>
  (await getOk<Balances>(balancePath(address, query))).balances

const historyPage = (address: string, cursor?: string) =>
  getOk<TransactionHistory>(
    `/v1/account/${address}/history?projectId=${projectId}&chainId=${caip()}${
      cursor === undefined ? "" : `&cursor=${encodeURIComponent(cursor)}`
    }`,
  )

const failed = (field: string, description: string) => ({
  status: "FAILED",
  reasons: [{ field, description }],
})

/** BTC as the balance call lists it: 8 decimals, at the sandbox's fixed price. */
const btcBalance = (numeric: string) => ({
  name: "Bitcoin",
  symbol: "BTC",
  chainId: caip(),
  value: Number(numeric) * btcPriceUsd,
  price: btcPriceUsd,
  quantity: { decimals: "8", numeric },
  iconUrl: iconDataUrl("BTC"),
})

/** Sends `satoshis` from `from` to `to` through the chain's Esplora API, spending all of `from`'s outputs. */
const transfer = async (from: BitcoinSandboxAccount, to: string, satoshis: bigint) => {
  const utxos = (await (
    await fetch(`${chain.esploraUrl}/address/${from.address}/utxo`)
  ).json()) as EsploraUtxo[]
  const transaction = signedTransfer({ from, utxos, to, satoshis })
  const response = await fetch(`${chain.esploraUrl}/tx`, { method: "POST", body: transaction.hex })
  expect(response.status, await response.clone().text()).toBe(200)
  return transaction.id
}

describe("balances of a Bitcoin account (getBalance, spec 7's balance shape)", () => {
  it("a seeded account: 10 BTC with 8 decimals, plain or as bip122 CAIP-10, with or without chainId", async () => {
    const { address } = account(0)
    const expected = [btcBalance("10")]
    expect(await balances(`${caip()}:${address}`)).toEqual(expected)
    expect(await balances(address)).toEqual(expected)
    expect(await balances(address, `&chainId=${caip()}`)).toEqual(expected)
  })

  it("after a real transfer, the receiver's and the sender's balances are the chain's (the fee is the sender's)", async () => {
    const receiver = deriveBitcoinAccounts(10)[9]!.address
    expect(await balances(receiver)).toEqual([btcBalance("0")])
    await transfer(account(1), receiver, 2n * btc + 12345n)
    expect(await balances(receiver)).toEqual([btcBalance("2.00012345")])
    // 10 BTC less 2.00012345 sent and the fixture's 1000-satoshi fee.
    expect(await balances(account(1).address)).toEqual([btcBalance("7.99986655")])
  })
})

describe("history of a Bitcoin account (the Esplora API's address transactions)", () => {
  it("a transfer is a send out for the sender and a receive in for the receiver, newest first after the genesis funding", async () => {
    const sender = account(2)
    const receiver = account(3)
    const txid = await transfer(sender, receiver.address, btc / 2n)
    const minedAt = new Date(chain.ledger.transaction(txid)!.block.time * 1000).toISOString()
    const transferOf = (direction: string, numeric: string) => ({
      fungible_info: { name: "Bitcoin", symbol: "BTC", icon: { url: iconDataUrl("BTC") } },
      nft_info: null,
      direction,
      quantity: { numeric },
      value: Number(numeric) * btcPriceUsd,
      price: btcPriceUsd,
    })
    const metadata = {
      hash: txid,
      minedAt,
      sentFrom: sender.address,
      sentTo: receiver.address,
      status: "confirmed",
      nonce: 0,
      application: null,
      chain: caip(),
    }
    const sent = await historyPage(sender.address)
    expect(sent.data[0]).toEqual({
      id: `${caip()}:${txid}`,
      metadata: { ...metadata, operationType: "send" },
      transfers: [transferOf("out", "0.5")],
    })
    const received = await historyPage(`${caip()}:${receiver.address}`)
    expect(received.data[0]).toEqual({
      id: `${caip()}:${txid}`,
      metadata: { ...metadata, operationType: "receive" },
      transfers: [transferOf("in", "0.5")],
    })
    // The genesis funding comes after: a receive from the coinbase, which spends no output.
    expect(received.data[1]?.metadata).toMatchObject({ operationType: "receive", sentFrom: "" })
    expect(received.data[1]?.transfers).toEqual([transferOf("in", "10")])
  })

  it("pays only itself: a send whose one transfer is self", async () => {
    const own = account(4)
    const txid = await transfer(own, own.address, btc)
    const [latest] = (await historyPage(own.address)).data
    expect(latest?.metadata).toMatchObject({
      hash: txid,
      operationType: "send",
      sentTo: own.address,
    })
    expect(latest?.transfers?.map((each) => [each.direction, each.quantity.numeric])).toEqual([
      ["self", "9.99999"],
    ])
  })

  it("pages: each transaction once, newest first, next null on the last page; a cursor not in the history is 400", async () => {
    const sender = account(5)
    const sent = [
      await transfer(sender, account(6).address, 1000n),
      await transfer(sender, account(6).address, 2000n),
      await transfer(sender, account(6).address, 3000n),
    ]
    const first = await historyPage(sender.address)
    const second = await historyPage(sender.address, first.next!)
    expect(first.data.map((each) => each.metadata.hash)).toEqual([sent[2], sent[1]])
    expect(first.next).toBe(sent[1])
    const genesisFunding = chain.ledger.blockAt(1)!.txids[0]
    expect(second.data.map((each) => each.metadata.hash)).toEqual([sent[0], genesisFunding])
    expect(second.next).toBeNull()
    const unknown = "ab".repeat(32)
    for (const cursor of [unknown, "not-a-txid"]) {
      expect(
        await get(
          `/v1/account/${sender.address}/history?projectId=${projectId}&chainId=${caip()}&cursor=${cursor}`,
        ),
      ).toEqual({ status: 400, body: failed("cursor", `Invalid cursor: ${cursor}`) })
    }
  })
})

describe("Bitcoin addresses the API refuses (400 naming what is wrong)", () => {
  const mainnetAddress = "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4"

  it("a CAIP-10 address that is no Bitcoin address, or a reference that is not one", async () => {
    expect(await get(balancePath(`${caip()}:bcrt1qnotanaddress`))).toEqual({
      status: 400,
      body: failed(
        "address",
        "Invalid Bitcoin address: bcrt1qnotanaddress (expected a P2PKH, P2SH or segwit address)",
      ),
    })
    const badReference = `bip122:${"x".repeat(33)}:${account(0).address}`
    expect(await get(balancePath(badReference))).toEqual({
      status: 400,
      body: failed(
        "address",
        `Invalid CAIP-10 address: ${badReference} (a CAIP-2 reference has 1 to 32 letters, digits, - or _)`,
      ),
    })
  })

  it("a network the sandbox does not serve, an address of another Bitcoin network, an address of another family", async () => {
    const mainnet = "bip122:000000000019d6689c085ae165831e93"
    expect(await get(balancePath(`${mainnet}:${mainnetAddress}`))).toEqual({
      status: 400,
      body: failed("chainId", `Unsupported chain: ${mainnet}`),
    })
    const otherNetwork = failed(
      "address",
      `Invalid address for ${caip()}: ${mainnetAddress} is an address of another Bitcoin network (regtest's start with bcrt1, m, n or 2)`,
    )
    expect(await get(balancePath(mainnetAddress))).toEqual({ status: 400, body: otherNetwork })
    expect(await get(balancePath(mainnetAddress, `&chainId=${caip()}`))).toEqual({
      status: 400,
      body: otherNetwork,
    })
    expect(await get(balancePath(account(0).address, "&chainId=eip155:31337"))).toEqual({
      status: 400,
      body: failed(
        "address",
        `Invalid address for eip155:31337: ${account(0).address} is a Bitcoin address, of another chain family`,
      ),
    })
    const evm = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"
    expect(await get(balancePath(evm, `&chainId=${caip()}`))).toEqual({
      status: 400,
      body: failed(
        "address",
        `Invalid address for ${caip()}: ${evm} is an EVM address, of another chain family`,
      ),
    })
  })

  it("history refuses them alike", async () => {
    expect(
      await get(`/v1/account/${mainnetAddress}/history?projectId=${projectId}&chainId=${caip()}`),
    ).toEqual({
      status: 400,
      body: failed(
        "address",
        `Invalid address for ${caip()}: ${mainnetAddress} is an address of another Bitcoin network (regtest's start with bcrt1, m, n or 2)`,
      ),
    })
  })
})

describe("the identity and supported chains for Bitcoin", () => {
  it("a Bitcoin account has no name or avatar (the sandbox's names are EVM accounts')", async () => {
    const identity = await getOk<{ name: unknown; avatar: unknown }>(
      `/v1/identity/${account(0).address}?projectId=${projectId}`,
    )
    expect([identity.name, identity.avatar]).toEqual([null, null])
  })

  it("supported chains list the Bitcoin chain after the EVM devnets", async () => {
    expect(await getOk(`/v1/supported-chains?projectId=${projectId}`)).toEqual({
      http: ["eip155:31337", "bip122:0f9188f13cb7b2c71f2a335e3a4fc328"],
      ws: [],
    })
  })
})

describe("a Bitcoin chain that does not answer", () => {
  it("is a 502 naming it, for balances and history", async () => {
    const gone = await startBitcoinRegtest({ accounts: 1 })
    await gone.stop()
    const lone = await startSandboxApi({ projectId, devnets: [], bitcoinChains: [gone] })
    try {
      const { address } = gone.accounts[0]!
      const description = `The devnet Foyer Bitcoin Regtest (${gone.caipNetworkId}) is not answering`
      for (const path of [
        balancePath(address),
        `/v1/account/${address}/history?projectId=${projectId}&chainId=${gone.caipNetworkId}`,
      ]) {
        const response = await fetch(`${lone.url}${path}`)
        expect([response.status, await response.json()]).toEqual([
          502,
          failed("devnet", description),
        ])
      }
    } finally {
      await lone.stop()
    }
  })
})
