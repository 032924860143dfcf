// The sandbox API for Solana over real HTTP, against a real Solana devnet (litesvm in this
// process): balances and history of seeded and fresh accounts after real SOL and SPL
// transfers, read back on the chain; the Solana addresses it refuses; the JSON-RPC proxy.
import {
  type Address,
  address,
  createSolanaRpc,
  getBase58Decoder,
  type KeyPairSigner,
  lamports,
  type Signature,
} from "@solana/kit"
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstructionAsync,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from "@solana-program/token"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type {
  Balances,
  HistoryTransaction,
  TransactionHistory,
} from "../../../core/api/generated/schemas"
import { rpcUrl } from "../../../core/api/rpcUrl"
import {
  type DevnetRpc,
  devnetRpc,
  freshSigner,
  signedTransaction,
  signedTransfer,
  signerOf,
} from "../../solana/solanaDevnetFixtures"
import { type SolanaDevnet, startSolanaDevnet } from "../../solana/startSolanaDevnet"
import { iconDataUrl } from "../sandboxAssets"
import { type SandboxApi, startSandboxApi } from "../startSandboxApi"
import { solPriceUsd } from "./solanaAssets"

const projectId = "solana-test"
const historyPageSize = 2

let devnet: SolanaDevnet
let rpc: DevnetRpc
let api: SandboxApi

beforeAll(async () => {
  devnet = await startSolanaDevnet({ accounts: 4 })
  rpc = devnetRpc(devnet.rpcUrl)
  api = await startSandboxApi({
    projectId,
    historyPageSize,
    // An EVM devnet no test reaches (nothing listens there): only to tell the families apart.
    devnets: [{ chainId: 31337, rpcUrl: "http://127.0.0.1:9", accounts: [], tokens: [] }],
    solanaDevnets: [{ ...devnet, tokens: [devnet.token] }],
  })
})

afterAll(async () => {
  await api?.stop()
  await devnet?.stop()
})

const caip = () => devnet.caipNetworkId
const icon = (symbol: string) => iconDataUrl(symbol) ?? ""

const get = async (path: string) => {
  const response = await fetch(`${api.url}${path}`)
  return { status: response.status, body: (await response.json()) as unknown }
}

const getOk = async <T>(path: string): Promise<T> => {
  const { status, body } = await get(path)
  expect(status, JSON.stringify(body)).toBe(200)
  return body as T
}

const balances = async (account: string, query = `&chainId=${caip()}`) =>
  (
    await getOk<Balances>(
      `/v1/account/${account}/balance?projectId=${projectId}&currency=usd${query}`,
    )
  ).balances

const historyPage = (account: string, cursor?: string) =>
  getOk<TransactionHistory>(
    `/v1/account/${account}/history?projectId=${projectId}&chainId=${caip()}${
      cursor === undefined ? "" : `&cursor=${encodeURIComponent(cursor)}`
    }`,
  )

const failed = (field: string, description: string) => ({
  status: "FAILED",
  reasons: [{ field, description }],
})

const ataOf = async (owner: Address) =>
  (
    await findAssociatedTokenPda({
      mint: devnet.token.mint,
      owner,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
  )[0]

/** Sends `amount` FUSD base units from `sender` to `receiver`, creating its token account when asked. */
const sendFusd = async (
  sender: KeyPairSigner,
  receiver: Address,
  amount: bigint,
  createAccount: boolean,
): Promise<Signature> => {
  const { mint } = devnet.token
  const { wire, signature } = await signedTransaction(rpc, sender, [
    ...(createAccount
      ? [
          await getCreateAssociatedTokenIdempotentInstructionAsync({
            payer: sender,
            owner: receiver,
            mint,
          }),
        ]
      : []),
    getTransferCheckedInstruction({
      source: await ataOf(sender.address),
      mint,
      destination: await ataOf(receiver),
      authority: sender,
      amount,
      decimals: devnet.token.decimals,
    }),
  ])
  await rpc.sendTransaction(wire, { encoding: "base64" }).send()
  return signature
}

/** When a landed transaction was mined, as the history says it (its block time). */
const minedAt = async (signature: Signature) => {
  const landed = await rpc
    .getTransaction(signature, { encoding: "json", maxSupportedTransactionVersion: 0 })
    .send()
  return new Date(Number(landed?.blockTime) * 1000).toISOString()
}

const sol = (numeric: string, direction: "in" | "out") => ({
  fungible_info: { name: "Solana", symbol: "SOL", icon: { url: icon("SOL") } },
  nft_info: null,
  direction,
  quantity: { numeric },
  value: Number(numeric) * solPriceUsd,
  price: solPriceUsd,
})

const fusd = (numeric: string, direction: "in" | "out") => ({
  fungible_info: { name: "Foyer USD", symbol: "FUSD", icon: { url: icon("FUSD") } },
  nft_info: null,
  direction,
  quantity: { numeric },
  value: Number(numeric),
  price: 1,
})

describe("balances of a Solana account (getBalance, spec 7's balance shape)", () => {
  it("a seeded holder: SOL as the devnet's getBalance reads it, then FUSD as an SPL token, priced as the EVM FUSD", async () => {
    const holder = devnet.accounts[1]!.address
    const lamportsHeld = (await rpc.getBalance(holder).send()).value
    const expected = [
      {
        name: "Solana",
        symbol: "SOL",
        chainId: caip(),
        value: (Number(lamportsHeld) / 1e9) * solPriceUsd,
        price: solPriceUsd,
        quantity: { decimals: "9", numeric: "10000" },
        iconUrl: icon("SOL"),
      },
      {
        name: "Foyer USD",
        symbol: "FUSD",
        chainId: caip(),
        address: `${caip()}:${devnet.token.mint}`,
        value: 10_000,
        price: 1,
        quantity: { decimals: "6", numeric: "10000" },
        iconUrl: icon("FUSD"),
      },
    ]
    expect(lamportsHeld).toBe(10_000_000_000_000n)
    expect(await balances(holder)).toEqual(expected)
    // The same account as CAIP-10, and plain without a network (every Solana devnet).
    expect(await balances(`${caip()}:${holder}`, "")).toEqual(expected)
    expect(await balances(holder, "")).toEqual(expected)
  })

  it("after a real SOL and SPL transfer, the receiver's balances are the chain's; the sender's FUSD is summed over its token accounts", async () => {
    const sender = await signerOf(devnet.accounts[2]!)
    const receiver = (await freshSigner()).address
    expect(await balances(receiver)).toEqual([
      expect.objectContaining({ symbol: "SOL", quantity: { decimals: "9", numeric: "0" } }),
    ])
    const transfer = await signedTransfer(rpc, sender, receiver, 1_500_000_000n)
    await rpc.sendTransaction(transfer.wire, { encoding: "base64" }).send()
    await sendFusd(sender, receiver, 12_500_000n, true)

    const chainSol = (await rpc.getBalance(receiver).send()).value
    const chainFusd = (await rpc.getTokenAccountBalance(await ataOf(receiver)).send()).value
    expect([chainSol, chainFusd.uiAmountString]).toEqual([1_500_000_000n, "12.5"])
    expect(
      (await balances(receiver)).map((b) => [b.symbol, b.quantity.numeric, b.value, b.address]),
    ).toEqual([
      ["SOL", "1.5", 1.5 * solPriceUsd, undefined],
      ["FUSD", "12.5", 12.5, `${caip()}:${devnet.token.mint}`],
    ])
    expect((await balances(sender.address))[1]?.quantity.numeric).toBe("9987.5")
  })

  it("a mint the sandbox does not know is left out; an account holding no known token lists SOL alone", async () => {
    const owner = (await freshSigner()).address
    await rpc.requestAirdrop(owner, lamports(2_000_000_000n)).send()
    expect((await balances(owner)).map((b) => [b.symbol, b.quantity.numeric])).toEqual([
      ["SOL", "2"],
    ])
  })
})

describe("history of a Solana account (getSignaturesForAddress and getTransaction)", () => {
  it("a SOL then an SPL transfer: newest first, in for the receiver and out for the sender, with amounts, symbols and the rent of the receiver's new token account", async () => {
    const sender = await signerOf(devnet.accounts[0]!)
    const receiver = (await freshSigner()).address
    const transfer = await signedTransfer(rpc, sender, receiver, 250_000_000n)
    await rpc.sendTransaction(transfer.wire, { encoding: "base64" }).send()
    const splSignature = await sendFusd(sender, receiver, 7_250_000n, true)
    const rent = await rpc.getMinimumBalanceForRentExemption(165n).send()

    const entry = async (
      signature: Signature,
      operationType: string,
      transfers: HistoryTransaction["transfers"],
    ): Promise<HistoryTransaction> => ({
      id: `${caip()}:${signature}`,
      metadata: {
        operationType,
        hash: signature,
        minedAt: await minedAt(signature),
        sentFrom: sender.address,
        sentTo: receiver,
        status: "confirmed",
        nonce: 0,
        application: null,
        chain: caip(),
      },
      transfers,
    })
    expect(await historyPage(receiver)).toEqual({
      data: [
        await entry(splSignature, "receive", [fusd("7.25", "in")]),
        await entry(transfer.signature, "receive", [sol("0.25", "in")]),
      ],
      next: null,
    })
    const [latest] = (await historyPage(sender.address)).data
    // The sender paid the receiver's token account its rent: SOL that left its account too.
    expect(latest).toEqual(
      await entry(splSignature, "send", [
        sol((Number(rent) / 1e9).toString(), "out"),
        fusd("7.25", "out"),
      ]),
    )
  })

  it("lists a token transfer to an existing token account, which does not name its owner", async () => {
    const sender = await signerOf(devnet.accounts[0]!)
    const receiver = (await freshSigner()).address
    await sendFusd(sender, receiver, 1_000_000n, true)
    const second = await sendFusd(sender, receiver, 2_000_000n, false)
    const named = await rpc.getSignaturesForAddress(receiver).send()
    expect(named.map((entry) => entry.signature)).not.toContain(second)
    const [latest] = (await historyPage(receiver)).data
    expect([latest?.metadata.hash, latest?.transfers]).toEqual([second, [fusd("2", "in")]])
  })

  it("pages: each transaction once, newest first, next null on the last page; a cursor the devnet has no transaction for is 400", async () => {
    const owner = (await freshSigner()).address
    const signatures: Signature[] = []
    for (const amount of [1n, 2n, 3n, 4n, 5n]) {
      signatures.push(await rpc.requestAirdrop(owner, lamports(amount * 1_000_000_000n)).send())
    }
    const pages: string[][] = []
    let cursor: string | undefined
    do {
      const page = await historyPage(owner, cursor)
      pages.push(page.data.map((tx) => tx.metadata.hash))
      cursor = page.next ?? undefined
    } while (cursor !== undefined)
    expect(pages).toEqual([
      [signatures[4], signatures[3]],
      [signatures[2], signatures[1]],
      [signatures[0]],
    ])
    const path = (given: string) =>
      `/v1/account/${owner}/history?projectId=${projectId}&chainId=${caip()}&cursor=${given}`
    const unknown = getBase58Decoder().decode(new Uint8Array(64).fill(7))
    for (const given of ["bogus", unknown]) {
      expect(await get(path(given))).toEqual({
        status: 400,
        body: failed("cursor", `Invalid cursor: ${given}`),
      })
    }
  })
})

describe("Solana addresses the API refuses (400 naming what is wrong)", () => {
  const holder = () => devnet.accounts[0]!.address
  const balancePath = (account: string, query = "") =>
    `/v1/account/${account}/balance?projectId=${projectId}&currency=usd${query}`

  it.each([
    ["not base58", "0OIl"],
    ["31 bytes", getBase58Decoder().decode(new Uint8Array(31).fill(1))],
    ["33 bytes", getBase58Decoder().decode(new Uint8Array(33).fill(1))],
    ["empty", ""],
  ])("a CAIP-10 public key that is %s", async (_, key) => {
    expect(await get(balancePath(`${caip()}:${key}`))).toEqual({
      status: 400,
      body: failed(
        "address",
        `Invalid Solana address: ${key} (expected the base58 of a 32-byte public key)`,
      ),
    })
  })

  it("a CAIP-10 reference that is not one, a network the sandbox does not serve, an address of the other family", async () => {
    const badReference = `solana:${"x".repeat(33)}:${holder()}`
    expect(await get(balancePath(badReference))).toEqual({
      status: 400,
      body: failed(
        "address",
        `Invalid CAIP-10 address: ${badReference} (a CAIP-2 reference has 1 to 32 letters, digits, - or _)`,
      ),
    })
    const mainnet = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
    expect(await get(balancePath(`${mainnet}:${holder()}`))).toEqual({
      status: 400,
      body: failed("chainId", `Unsupported chain: ${mainnet}`),
    })
    expect(await get(balancePath(holder(), "&chainId=eip155:31337"))).toEqual({
      status: 400,
      body: failed(
        "address",
        `Invalid address for eip155:31337: ${holder()} is a Solana address, of another chain family`,
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
      await get(`/v1/account/${caip()}:0OIl/history?projectId=${projectId}&chainId=${caip()}`),
    ).toEqual({
      status: 400,
      body: failed(
        "address",
        "Invalid Solana address: 0OIl (expected the base58 of a 32-byte public key)",
      ),
    })
  })
})

describe("the identity of a Solana account", () => {
  it("has no name or avatar (the sandbox's names are EVM accounts'), rather than a 400 for the kit's question", async () => {
    const identity = await getOk<{ name: unknown; avatar: unknown }>(
      `/v1/identity/${devnet.accounts[0]!.address}?projectId=${projectId}`,
    )
    expect([identity.name, identity.avatar]).toEqual([null, null])
    expect(await get(`/v1/identity/${caip()}:0OIl?projectId=${projectId}`)).toEqual({
      status: 400,
      body: failed(
        "address",
        "Invalid Solana address: 0OIl (expected the base58 of a 32-byte public key)",
      ),
    })
  })
})

describe("the JSON-RPC proxy and supported chains for Solana", () => {
  const proxied = () => rpcUrl({ rpcHost: `${api.url}/v1/`, chainId: caip(), projectId })

  it("supported chains list the Solana devnet after the EVM devnets", async () => {
    expect(await getOk(`/v1/supported-chains?projectId=${projectId}`)).toEqual({
      http: ["eip155:31337", caip()],
      ws: [],
    })
  })

  it("forwards a Solana read, so @solana/kit's client reads the devnet through the provider's RPC URL", async () => {
    const client = createSolanaRpc(proxied())
    expect(await client.getGenesisHash().send()).toBe(devnet.genesisHash)
    const holder = devnet.accounts[1]!.address
    expect((await client.getBalance(holder).send()).value).toBe(
      (await rpc.getBalance(holder).send()).value,
    )
    // Sending goes through too: an airdrop to a fresh account lands on the devnet.
    const owner = address((await freshSigner()).address)
    await client.requestAirdrop(owner, lamports(3_000_000_000n)).send()
    expect((await rpc.getBalance(owner).send()).value).toBe(3_000_000_000n)
  })

  it("refuses in place what a public Solana node does not serve, in a batch too", async () => {
    const response = await fetch(proxied(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify([
        { jsonrpc: "2.0", id: 1, method: "getSlot", params: [] },
        { jsonrpc: "2.0", id: 2, method: "anvil_reset", params: [] },
      ]),
    })
    expect([response.status, await response.json()]).toEqual([
      200,
      [
        { jsonrpc: "2.0", id: 1, result: expect.any(Number) },
        {
          jsonrpc: "2.0",
          id: 2,
          error: {
            code: -32601,
            message:
              "Method not found: the sandbox's RPC proxy serves what a public Solana node does (its get… reads, isBlockhashValid, sendTransaction, simulateTransaction and requestAirdrop), not anvil_reset",
          },
        },
      ],
    ])
  })
})

describe("a Solana devnet that does not answer", () => {
  it("is a 502 naming it, for balances and history", async () => {
    const gone = await startSolanaDevnet({ accounts: 1 })
    await gone.stop()
    const lone = await startSandboxApi({
      projectId,
      devnets: [],
      solanaDevnets: [{ ...gone, tokens: [gone.token] }],
    })
    try {
      const holder = gone.accounts[0]!.address
      const description = `The devnet Foyer Solana Devnet (${gone.caipNetworkId}) is not answering`
      for (const path of [
        `/v1/account/${holder}/balance?projectId=${projectId}&currency=usd`,
        `/v1/account/${holder}/history?projectId=${projectId}&chainId=${gone.caipNetworkId}`,
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
