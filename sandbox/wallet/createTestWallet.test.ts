// The test wallet against a real sandbox: its RPC proxy and anvil devnets.
import { type Address, parseEther, verifyMessage, verifyTypedData } from "viem"
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts"
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { devnetPublicClient } from "../devnet/devnetClients"
import { type Sandbox, startSandbox } from "../startSandbox"
import { createTestWallet, type TestWalletOptions } from "./createTestWallet"
import type { ProviderRpcError } from "./ProviderRpcError"
import type { TestWalletStorage } from "./TestWalletState"

const projectId = "wallet-test"
let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await startSandbox({ projectId, accounts: 4 })
}, 120_000)

afterAll(async () => {
  await sandbox?.stop()
}, 60_000)

afterEach(() => {
  vi.useRealTimers()
})

const options = (extra: Partial<TestWalletOptions> = {}): TestWalletOptions => ({
  rpcUrl: sandbox.urls.rpc,
  projectId,
  privateKeys: sandbox.devnets[0].accounts.map((account) => account.privateKey),
  ...extra,
})

const addresses = () => sandbox.devnets[0].accounts.map((account) => account.address)

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason as ProviderRpcError,
  )
  if (error === undefined) throw new Error("expected the request to fail")
  return { name: error.name, code: error.code, message: error.message }
}

const memoryStorage = (): TestWalletStorage & { readonly items: Map<string, string> } => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value)
    },
  }
}

const addDevnet2 = {
  chainId: "0x7a6a",
  chainName: "Foyer Devnet 2",
  rpcUrls: ["http://127.0.0.1:1/unused"],
  nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
}

describe("connecting", () => {
  it("answers eth_chainId and an empty eth_accounts before the visitor connects", async () => {
    const { provider } = createTestWallet(options())
    expect(await provider.request({ method: "eth_chainId" })).toBe("0x7a69")
    expect(await provider.request({ method: "eth_accounts" })).toEqual([])
  })

  it("eth_requestAccounts grants the current account and emits accountsChanged", async () => {
    const { provider } = createTestWallet(options())
    const events: unknown[] = []
    provider.on("accountsChanged", (accounts) => events.push(accounts))
    expect(await provider.request({ method: "eth_requestAccounts" })).toEqual([addresses()[0]])
    expect(await provider.request({ method: "eth_accounts" })).toEqual([addresses()[0]])
    expect(events).toEqual([[addresses()[0]]])
  })

  it("a rejected request fails with EIP-1193 code 4001 and is logged as rejected", async () => {
    const { provider, control } = createTestWallet(options())
    control.setBehaviour("eth_requestAccounts", "reject")
    expect(await failure(provider.request({ method: "eth_requestAccounts" }))).toEqual({
      name: "ProviderRpcError",
      code: 4001,
      message: "User rejected the request.",
    })
    expect(await provider.request({ method: "eth_accounts" })).toEqual([])
    control.setBehaviour("eth_requestAccounts", "approve")
    expect(await provider.request({ method: "eth_requestAccounts" })).toEqual([addresses()[0]])
    expect(control.requests).toEqual([
      { method: "eth_requestAccounts", params: null, outcome: "rejected" },
      { method: "eth_accounts", params: null, outcome: "approved" },
      { method: "eth_requestAccounts", params: null, outcome: "approved" },
    ])
  })

  it("a delayed request answers only once its delay has passed, then as told", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] })
    const { provider, control } = createTestWallet(options())
    control.setBehaviour("eth_requestAccounts", { delayMs: 500 })
    control.setBehaviour("eth_chainId", { delayMs: 200, answer: "reject" })
    const connecting = provider.request({ method: "eth_requestAccounts" })
    const asking = failure(provider.request({ method: "eth_chainId" }))
    await vi.advanceTimersByTimeAsync(499)
    expect(control.requests.map((r) => r.outcome)).toEqual(["pending", "rejected"])
    expect((await asking).code).toBe(4001)
    await vi.advanceTimersByTimeAsync(1)
    expect(await connecting).toEqual([addresses()[0]])
  })

  it("release ends a delayed request's wait at once, with the decision given", async () => {
    const { provider, control } = createTestWallet(options())
    control.setBehaviour("eth_requestAccounts", { delayMs: 600_000 })
    const first = failure(provider.request({ method: "eth_requestAccounts" }))
    await Promise.resolve()
    expect(control.requests.map((r) => r.outcome)).toEqual(["pending"])
    control.release("eth_requestAccounts", "reject")
    expect((await first).code).toBe(4001)
    const second = provider.request({ method: "eth_requestAccounts" })
    control.release("eth_requestAccounts")
    expect(await second).toEqual([addresses()[0]])
  })

  it("wallet_revokePermissions disconnects the site: accountsChanged with an empty list", async () => {
    const { provider } = createTestWallet(options())
    await provider.request({ method: "eth_requestAccounts" })
    const events: unknown[] = []
    provider.on("accountsChanged", (accounts) => events.push(accounts))
    const permission = [{ eth_accounts: {} }]
    expect(await provider.request({ method: "wallet_revokePermissions", params: permission })).toBe(
      null,
    )
    expect(await provider.request({ method: "eth_accounts" })).toEqual([])
    expect(events).toEqual([[]])
  })

  it("remembers the permission, account and chain in its storage, as a wallet does per site", async () => {
    const storage = memoryStorage()
    const first = createTestWallet(options({ storage }))
    first.control.setAccount(2)
    await first.provider.request({ method: "eth_requestAccounts" })
    await first.provider.request({ method: "wallet_addEthereumChain", params: [addDevnet2] })

    const second = createTestWallet(options({ storage }))
    expect(await second.provider.request({ method: "eth_accounts" })).toEqual([addresses()[2]])
    expect(await second.provider.request({ method: "eth_chainId" })).toBe("0x7a6a")
    expect(second.control.state).toEqual({
      connected: true,
      accountIndex: 2,
      chainId: 31338,
      chains: [
        { chainId: 31337, name: "Foyer Devnet" },
        { chainId: 31338, name: "Foyer Devnet 2" },
      ],
    })
  })
})

describe("networks", () => {
  it("answers 4902 for a chain it does not know, until wallet_addEthereumChain adds it", async () => {
    const { provider } = createTestWallet(options())
    const changes: unknown[] = []
    provider.on("chainChanged", (chainId) => changes.push(chainId))
    const switchTo2 = { method: "wallet_switchEthereumChain", params: [{ chainId: "0x7a6a" }] }
    expect(await failure(provider.request(switchTo2))).toEqual({
      name: "ProviderRpcError",
      code: 4902,
      message:
        'Unrecognized chain ID "0x7a6a". Try adding the chain using wallet_addEthereumChain first.',
    })
    expect(
      await provider.request({ method: "wallet_addEthereumChain", params: [addDevnet2] }),
    ).toBe(null)
    expect(await provider.request({ method: "eth_chainId" })).toBe("0x7a6a")
    await provider.request({
      method: "wallet_switchEthereumChain",
      params: [{ chainId: "0x7a69" }],
    })
    expect(await provider.request(switchTo2)).toBe(null)
    expect(changes).toEqual(["0x7a6a", "0x7a69", "0x7a6a"])
  })

  it("sends other methods to the current chain's sandbox RPC", async () => {
    const { provider } = createTestWallet(
      options({
        chains: [
          { chainId: 31337, name: "Foyer Devnet" },
          { chainId: 31338, name: "Foyer Devnet 2" },
        ],
      }),
    )
    expect(await provider.request({ method: "eth_chainId" })).toBe("0x7a69")
    await provider.request({
      method: "wallet_switchEthereumChain",
      params: [{ chainId: "0x7a6a" }],
    })
    // The node itself answers: the proxy reached the second devnet.
    expect(await provider.request({ method: "net_version" })).toBe("31338")
    const balance = await provider.request({
      method: "eth_getBalance",
      params: [addresses()[3], "latest"],
    })
    expect(balance).toBe(`0x${parseEther("10000").toString(16)}`)
    expect(
      (await failure(provider.request({ method: "eth_getBalance", params: ["nope"] }))).code,
    ).toBe(-32602)
  })

  it("moveToChain switches on the wallet's own initiative, to any chain, with chainChanged", () => {
    const { provider, control } = createTestWallet(options())
    const changes: unknown[] = []
    provider.on("chainChanged", (chainId) => changes.push(chainId))
    control.moveToChain(1)
    expect(changes).toEqual(["0x1"])
    expect(control.state.chainId).toBe(1)
  })
})

describe("accounts and signing", () => {
  it("setAccount emits accountsChanged with the new account once connected", async () => {
    const { provider, control } = createTestWallet(options())
    const events: unknown[] = []
    provider.on("accountsChanged", (accounts) => events.push(accounts))
    control.setAccount(1)
    expect(events).toEqual([])
    await provider.request({ method: "eth_requestAccounts" })
    control.setAccount(3)
    expect(events).toEqual([[addresses()[1]], [addresses()[3]]])
    expect(() => control.setAccount(9)).toThrow("The wallet has 4 accounts; none at 9")
  })

  it("personal_sign and eth_signTypedData_v4 sign as the connected account", async () => {
    const { provider } = createTestWallet(options())
    const [address] = (await provider.request({ method: "eth_requestAccounts" })) as [Address]
    const message = "Sign in to Foyer"
    const messageHex = `0x${Buffer.from(message).toString("hex")}` as const
    const signature = await provider.request({
      method: "personal_sign",
      params: [messageHex, address],
    })
    expect(await verifyMessage({ address, message, signature: signature as `0x${string}` })).toBe(
      true,
    )

    const typedData = {
      domain: { name: "Foyer", version: "1", chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: "name", type: "string" },
          { name: "version", type: "string" },
          { name: "chainId", type: "uint256" },
        ],
        Greeting: [{ name: "text", type: "string" }],
      },
      primaryType: "Greeting",
      message: { text: "hello" },
    } as const
    const typedSignature = await provider.request({
      method: "eth_signTypedData_v4",
      params: [address, JSON.stringify(typedData)],
    })
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address,
        domain: typedData.domain,
        types,
        primaryType: "Greeting",
        message: typedData.message,
        signature: typedSignature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it("refuses to sign before connecting or for another account (4100)", async () => {
    const { provider } = createTestWallet(options())
    const refused = {
      name: "ProviderRpcError",
      code: 4100,
      message: "The requested account and/or method has not been authorized by the user.",
    }
    expect(
      await failure(
        provider.request({ method: "personal_sign", params: ["0x00", addresses()[0]] }),
      ),
    ).toEqual(refused)
    await provider.request({ method: "eth_requestAccounts" })
    expect(
      await failure(
        provider.request({ method: "personal_sign", params: ["0x00", addresses()[1]] }),
      ),
    ).toEqual(refused)
  })

  it("eth_sendTransaction signs locally, sends the raw transaction and moves a real balance", async () => {
    const { provider } = createTestWallet(options())
    const [from] = (await provider.request({ method: "eth_requestAccounts" })) as [Address]
    const to = privateKeyToAccount(generatePrivateKey()).address
    const value = parseEther("1.25")
    const hash = await provider.request({
      method: "eth_sendTransaction",
      params: [{ from, to, value: `0x${value.toString(16)}` }],
    })
    const client = devnetPublicClient(sandbox.devnets[0])
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect({ status: receipt.status, from: receipt.from, to: receipt.to }).toEqual({
      status: "success",
      from: from.toLowerCase(),
      to: to.toLowerCase(),
    })
    expect(await client.getBalance({ address: to })).toBe(value)
  })
})

describe("asset discovery (EIP-7811), behind an option", () => {
  const tokens = () =>
    sandbox.devnets[0].tokens.map(({ address, name, symbol, decimals }) => ({
      address,
      name,
      symbol,
      decimals,
    }))

  it("off by default: wallet_getAssets goes to the node, which does not know it", async () => {
    const { provider } = createTestWallet(options())
    const [account] = (await provider.request({ method: "eth_requestAccounts" })) as [Address]
    const answer = await provider
      .request({ method: "wallet_getAssets", params: [{ account }] })
      .then(
        () => "answered",
        () => "failed",
      )
    expect(answer).toBe("failed")
  })

  it("on: advertises asset discovery on its chains and lists ether and the tokens as the chain holds them, in EIP-7811's shape", async () => {
    const { provider } = createTestWallet(options({ assetDiscovery: { tokens: tokens() } }))
    const [account] = (await provider.request({ method: "eth_requestAccounts" })) as [Address]
    expect(await provider.request({ method: "wallet_getCapabilities", params: [account] })).toEqual(
      { "0x7a69": { assetDiscovery: { supported: true } } },
    )
    const answer = await provider.request({
      method: "wallet_getAssets",
      params: [{ account, chainFilter: ["0x7a69"] }],
    })
    const client = devnetPublicClient(sandbox.devnets[0])
    const ether = await client.getBalance({ address: account })
    const fusd = sandbox.devnets[0].tokens.find((token) => token.symbol === "FUSD")!
    const entries = (answer as Record<string, ReadonlyArray<Record<string, unknown>>>)["0x7a69"]!
    expect(entries[0]).toEqual({
      address: "native",
      balance: `0x${ether.toString(16)}`,
      type: "native",
      metadata: { name: "Ether", symbol: "ETH", decimals: 18 },
    })
    expect(entries.find((entry) => entry.address === fusd.address)).toEqual({
      address: fusd.address,
      balance: `0x${(10_000n * 10n ** 6n).toString(16)}`,
      type: "erc20",
      metadata: { name: "Foyer USD", symbol: "FUSD", decimals: 6 },
    })
    expect(entries).toHaveLength(1 + sandbox.devnets[0].tokens.length)
  })

  it("malformed: balances are numbers; and an account the site may not see is refused (4100)", async () => {
    const { provider } = createTestWallet(
      options({ assetDiscovery: { tokens: [], malformed: true } }),
    )
    const account = addresses()[0] as Address
    expect(
      await failure(provider.request({ method: "wallet_getAssets", params: [{ account }] })),
    ).toMatchObject({ code: 4100 })
    await provider.request({ method: "eth_requestAccounts" })
    const answer = (await provider.request({
      method: "wallet_getAssets",
      params: [{ account }],
    })) as Record<string, ReadonlyArray<{ balance: unknown }>>
    expect(typeof answer["0x7a69"]?.[0]?.balance).toBe("number")
  })
})
