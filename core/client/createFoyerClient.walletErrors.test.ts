// Spec 8's wallet and flow errors, raised where a request meets their state, through the
// public client with the sandbox test wallet (a real EIP-1193 wallet over viem accounts).
import { Effect } from "effect"
import { type Hex, recoverMessageAddress } from "viem"
import { describe, expect, it } from "vitest"
import {
  createTestWallet,
  type TestWallet,
  type TestWalletProvider,
} from "../../sandbox/wallet/createTestWallet"
import { currentConnection } from "../connections/ConnectionState"
import { announceWallet, fakeWalletInfo } from "../connectors/fakeWallet"
import { Wallet } from "../wallet/Wallet"
import { localApiPerTest, startClient, testWindow, waitFor } from "./clientTestHarness"
import type { FoyerClient, FoyerEvent } from "./FoyerClient"

const api = localApiPerTest()

const rdns = "io.foyer.testwallet"
const privateKeys: ReadonlyArray<Hex> = [`0x${"11".repeat(32)}`, `0x${"22".repeat(32)}`]

/** The sandbox test wallet on Ethereum (1) and Optimism (10), the networks the test kit has. */
const testWallet = (): TestWallet =>
  createTestWallet({
    rpcUrl: `${api.server.url}/v1/`,
    projectId: "foyer-test",
    privateKeys,
    chains: [
      { chainId: 1, name: "Ethereum" },
      { chainId: 10, name: "Optimism" },
    ],
  })

/**
 * The wallet's provider without its events: a wallet that changes account or chain without
 * telling the page (some do, and a page may miss an event), so only a request finds it out.
 */
const silent = (provider: TestWalletProvider) => ({
  request: provider.request,
  on: () => undefined,
  removeListener: () => undefined,
})

/** A kit with `provider` announced; the visitor connects it. */
const connectedKit = async (
  provider: ReturnType<typeof silent> | TestWalletProvider,
): Promise<FoyerClient> => {
  announceWallet(testWindow(), fakeWalletInfo(rdns), provider)
  const client = await startClient(api.server)
  await client.connect(rdns)
  expect(client.stores.connection.getSnapshot().status).toBe("connected")
  return client
}

const methods = (wallet: TestWallet) => wallet.control.requests.map((r) => r.method)
const rejectionOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )
const sendTransaction = (client: FoyerClient) =>
  client.run(
    Effect.flatMap(Effect.service(Wallet), (wallet) =>
      wallet.sendTransaction({ to: `0x${"b2".repeat(20)}`, value: 1n }),
    ),
  )

describe("wallet errors (spec 8)", () => {
  it("'not connected': a signature or a transaction asked with no connection is ConnectorNotConnectedError, and no wallet is asked", async () => {
    const wallet = testWallet()
    announceWallet(testWindow(), fakeWalletInfo(rdns), wallet.provider)
    const client = await startClient(api.server)
    const expected = {
      _tag: "ConnectorNotConnectedError",
      message: "Connector not connected.",
      category: "WALLET_ERROR",
    }
    await expect(client.signMessage("hi")).rejects.toMatchObject(expected)
    await expect(sendTransaction(client)).rejects.toMatchObject(expected)
    expect(methods(wallet)).toEqual([])
  })

  it("a signature goes to the account the wallet reports now, after it changed account", async () => {
    const wallet = testWallet()
    const client = await connectedKit(wallet.provider)
    wallet.control.setAccount(1)
    const [, second] = wallet.control.addresses
    await waitFor(
      client.stores.connection,
      (s) => currentConnection(s, "eip155")?.accounts[0]?.address === second,
    )
    // An EVM wallet's signature: personal_sign's 0x hex.
    const signature = (await client.signMessage("Sign in to Foyer")) as `0x${string}`
    expect(await recoverMessageAddress({ message: "Sign in to Foyer", signature })).toBe(second)
  })

  it("'account not found': a signature for an account the wallet no longer reports in eth_accounts is AccountNotFoundError; the wallet is not asked to sign", async () => {
    const wallet = testWallet()
    const client = await connectedKit(silent(wallet.provider))
    const [first] = wallet.control.addresses
    // The visitor picks another account in the wallet; the page is not told.
    wallet.control.setAccount(1)
    wallet.control.clearRequests()
    const error = await rejectionOf(client.signMessage("hi"))
    expect(error).toMatchObject({
      _tag: "AccountNotFoundError",
      message: "Account not found.",
      category: "WALLET_ERROR",
      address: first,
      connectorId: rdns,
    })
    expect(methods(wallet)).toEqual(["eth_accounts"])
    // Nor is it asked to send from that account.
    await expect(sendTransaction(client)).rejects.toMatchObject({ _tag: "AccountNotFoundError" })
    expect(methods(wallet)).not.toContain("eth_sendTransaction")
  })

  it("'chain mismatch': a transaction while the wallet is on another chain than the active network is ChainMismatchError, and nothing is sent", async () => {
    const wallet = testWallet()
    const client = await connectedKit(silent(wallet.provider))
    expect(client.stores.network.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe("eip155:1")
    // The wallet moves to Optimism; the page is not told.
    wallet.control.moveToChain(10)
    wallet.control.clearRequests()
    const error = await rejectionOf(sendTransaction(client))
    expect(error).toMatchObject({
      _tag: "ChainMismatchError",
      message: "The current chain of the wallet does not match the target chain.",
      category: "WALLET_ERROR",
      currentChainId: 10,
      targetChainId: 1,
    })
    expect(methods(wallet)).toEqual(["eth_accounts", "eth_chainId"])
  })

  it("'switch unsupported': a wallet answering 4200 to wallet_switchEthereumChain shows 'Chain switching is not supported by this wallet.'", async () => {
    const wallet = testWallet()
    const cannotSwitch: ReturnType<typeof silent> = {
      ...silent(wallet.provider),
      request: (args) =>
        args.method === "wallet_switchEthereumChain"
          ? Promise.reject(Object.assign(new Error("Method not supported."), { code: 4200 }))
          : wallet.provider.request(args),
    }
    const client = await connectedKit(cannotSwitch)
    await client.switchNetwork("eip155:10")
    expect(client.stores.switchAttempt.getSnapshot()).toEqual({
      _tag: "Failed",
      caipNetworkId: "eip155:10",
      message: "Chain switching is not supported by this wallet.",
    })
    expect(client.stores.network.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe("eip155:1")
  })
})

describe("'Modal closed' (spec 8 flow errors)", () => {
  it("closing the modal while the wallet's prompt is open rejects the connect with 'Modal closed'; approving the prompt after all still connects", async () => {
    const wallet = testWallet()
    // The visitor leaves the wallet's prompt open: eth_requestAccounts waits to be released.
    wallet.control.setBehaviour("eth_requestAccounts", { delayMs: 600_000 })
    announceWallet(testWindow(), fakeWalletInfo(rdns), wallet.provider)
    const client = await startClient(api.server)
    const seen: FoyerEvent[] = []
    client.subscribeEvents((event) => seen.push(event))
    await client.open()
    const connecting = client.connect(rdns)
    await waitFor(client.stores.connectAttempt, (a) => a._tag === "Connecting")
    await client.close()
    const error = await rejectionOf(connecting)
    expect(error).toMatchObject({
      _tag: "FlowError",
      reason: "modalClosed",
      message: "Modal closed",
      category: "USER_REJECTED",
    })
    // The prompt cannot be withdrawn: a second connect waits for it rather than asking again.
    await client.connect(rdns)
    expect(methods(wallet).filter((m) => m === "eth_requestAccounts")).toHaveLength(1)
    wallet.control.release("eth_requestAccounts", "approve")
    await waitFor(client.stores.connection, (s) => s.status === "connected")
    expect(seen.filter((e) => e.type === "CONNECT_SUCCESS")).toEqual([
      { type: "CONNECT_SUCCESS", connectorId: rdns, address: wallet.control.addresses[0] },
    ])
  })
})

describe("APKT001 'Network Not Found' (spec 8)", () => {
  it("opening a view on a network the site did not configure rejects with APKT001 and the modal stays closed", async () => {
    const client = await startClient(api.server)
    const polygon = { ...client.kernel.networks[0]!, id: 137, caipNetworkId: "eip155:137" as const }
    const error = await rejectionOf(
      client.open({ view: { name: "SwitchNetwork", data: { network: polygon } } }),
    )
    expect(error).toMatchObject({
      _tag: "KitError",
      code: "APKT001",
      message: "Network Not Found: eip155:137",
      category: "VALIDATION_ERROR",
    })
    expect(client.stores.modal.getSnapshot().open).toBe(false)
    // A configured network opens as before.
    await client.open({
      view: { name: "SwitchNetwork", data: { network: client.kernel.networks[1]! } },
    })
    expect(client.stores.modal.getSnapshot().open).toBe(true)
  })
})
