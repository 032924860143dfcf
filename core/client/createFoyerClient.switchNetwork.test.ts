import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { currentConnection } from "../connections/ConnectionState"
import type { SwitchAttempt } from "../connections/SwitchAttempt"
import { makeFakeWallet, providerRpcError } from "../connectors/fakeWallet"
import { memoryBackend } from "../storage/Storage"
import { StorageKeys } from "../storage/StorageKeys"
import {
  alice,
  announce,
  connectionCalls,
  localApiPerTest,
  readStored,
  record,
  startClient,
  waitFor,
} from "./clientTestHarness"
import type { FoyerClient, FoyerEvent } from "./FoyerClient"

const api = localApiPerTest()

const connected = async (wallet = makeFakeWallet({ accounts: [alice], chainId: 1 })) => {
  announce("io.metamask", wallet)
  const backend = memoryBackend()
  const client = await startClient(api.server, { backend })
  await client.connect("io.metamask")
  return { client, wallet, backend }
}
const activeId = (client: FoyerClient) =>
  client.stores.network.getSnapshot().activeCaipNetwork?.caipNetworkId
const history = (client: FoyerClient) =>
  client.stores.modal.getSnapshot().router.history.map((v) => v.name)
const onAccountWithSwitchNetwork = async (client: FoyerClient) => {
  await client.open()
  const optimism = client.kernel.networks[1]!
  await Effect.runPromise(
    client.stores.modal.push({ name: "SwitchNetwork", data: { network: optimism } }),
  )
}

describe("switchNetwork (spec 2, 4, 8)", () => {
  it("switchNetwork when disconnected only changes the active network and stores it", async () => {
    const wallet = makeFakeWallet()
    announce("io.metamask", wallet)
    const backend = memoryBackend()
    const client = await startClient(api.server, { backend })
    const seen: FoyerEvent[] = []
    client.subscribeEvents((event) => seen.push(event))
    await client.switchNetwork("eip155:10")
    expect(activeId(client)).toBe("eip155:10")
    expect(readStored(backend, StorageKeys.activeCaipNetworkId)).toBe("eip155:10")
    expect(wallet.calls).toEqual([])
    expect(api.server.requests).toEqual([])
    expect(seen).toEqual([{ type: "SWITCH_NETWORK", caipNetworkId: "eip155:10" }])
  })

  it("switchNetwork to the active network does nothing", async () => {
    const { client, wallet } = await connected()
    const calls = connectionCalls(wallet).length
    const seen: FoyerEvent[] = []
    client.subscribeEvents((event) => seen.push(event))
    await client.switchNetwork("eip155:1")
    expect(connectionCalls(wallet).length).toBe(calls)
    expect(seen).toEqual([])
  })

  it("switchNetwork to a network that is not configured rejects with APKT001 'Network Not Found' (spec 8), its cause 'chain not configured'", async () => {
    const { client, wallet } = await connected()
    const calls = connectionCalls(wallet).length
    const error = await client.switchNetwork("eip155:137").then(
      () => undefined,
      (rejection: unknown) => rejection,
    )
    expect(error).toMatchObject({
      _tag: "KitError",
      code: "APKT001",
      category: "VALIDATION_ERROR",
      message: "Network Not Found: eip155:137",
      cause: { _tag: "ChainNotConfiguredError", chainId: "eip155:137", category: "WALLET_ERROR" },
    })
    expect(activeId(client)).toBe("eip155:1")
    expect(connectionCalls(wallet).length).toBe(calls)
    expect(client.stores.switchAttempt.getSnapshot()).toEqual({ _tag: "Idle" })
  })

  it("an approved switch asks wallet_switchEthereumChain with the hex id, updates the network once and goes back", async () => {
    const { client, wallet, backend } = await connected(
      makeFakeWallet({ accounts: [alice], chainId: 1, knownChainIds: [1, 10] }),
    )
    await waitFor(client.stores.accounts, (s) => s.eip155?.balance === "1.25")
    await onAccountWithSwitchNetwork(client)
    const attempts = record(client.stores.switchAttempt, (s): SwitchAttempt["_tag"] => s._tag)
    await client.switchNetwork("eip155:10")
    expect(wallet.calls.filter((c) => c.method === "wallet_switchEthereumChain")).toEqual([
      { method: "wallet_switchEthereumChain", params: [{ chainId: "0xa" }] },
    ])
    expect(attempts).toEqual(["Idle", "Switching", "Idle"])
    expect(activeId(client)).toBe("eip155:10")
    expect(currentConnection(client.stores.connection.getSnapshot(), "eip155")?.chainId).toBe(10)
    expect(readStored(backend, StorageKeys.activeCaipNetworkId)).toBe("eip155:10")
    expect(history(client)).toEqual(["Account"])
    // The wallet's chainChanged and the switch's own success apply once: one balance load.
    await waitFor(
      client.stores.accounts,
      (s) => s.eip155?.tokenBalance[0]?.chainId === "eip155:10" && !s.eip155.balanceLoading,
    )
    const balanceChains = api.server.requests
      .filter((r) => r.method === "GET" && r.url.pathname.endsWith("/balance"))
      .map((r) => r.url.searchParams.get("chainId"))
    expect(balanceChains).toEqual(["eip155:1", "eip155:10"])
  })

  it("when SwitchNetwork is the only entry a successful switch closes the modal", async () => {
    const { client } = await connected(
      makeFakeWallet({ accounts: [alice], chainId: 1, knownChainIds: [1, 10] }),
    )
    await client.open({
      view: { name: "SwitchNetwork", data: { network: client.kernel.networks[1]! } },
    })
    await client.switchNetwork("eip155:10")
    expect(client.stores.modal.getSnapshot().open).toBe(false)
  })

  it("code 4902 adds the chain with its name, currency, RPC and explorer, then retries the switch", async () => {
    const { client, wallet } = await connected()
    const before = connectionCalls(wallet).length
    await client.switchNetwork("eip155:10")
    expect(connectionCalls(wallet).slice(before)).toEqual([
      { method: "wallet_switchEthereumChain", params: [{ chainId: "0xa" }] },
      {
        method: "wallet_addEthereumChain",
        params: [
          {
            chainId: "0xa",
            chainName: "Optimism",
            nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
            rpcUrls: ["https://mainnet.optimism.io"],
            blockExplorerUrls: ["https://optimistic.etherscan.io"],
          },
        ],
      },
      { method: "wallet_switchEthereumChain", params: [{ chainId: "0xa" }] },
    ])
    expect(activeId(client)).toBe("eip155:10")
    expect(client.stores.switchAttempt.getSnapshot()).toEqual({ _tag: "Idle" })
  })

  it("a rejected switch gives 'User rejected the request' and the visitor can try again", async () => {
    const { client, wallet } = await connected(
      makeFakeWallet({ accounts: [alice], chainId: 1, knownChainIds: [1, 10] }),
    )
    await onAccountWithSwitchNetwork(client)
    wallet.set("wallet_switchEthereumChain", "reject")
    await client.switchNetwork("eip155:10")
    expect(client.stores.switchAttempt.getSnapshot()).toEqual({
      _tag: "Rejected",
      caipNetworkId: "eip155:10",
      message: "User rejected the request",
    })
    expect(activeId(client)).toBe("eip155:1")
    expect(history(client)).toEqual(["Account", "SwitchNetwork"])
    wallet.set("wallet_switchEthereumChain", "approve")
    await client.switchNetwork("eip155:10")
    expect(activeId(client)).toBe("eip155:10")
    expect(client.stores.switchAttempt.getSnapshot()).toEqual({ _tag: "Idle" })
  })

  it("a rejected add-chain gives 'User rejected the request'", async () => {
    const { client, wallet } = await connected()
    wallet.set("wallet_addEthereumChain", "reject")
    await client.switchNetwork("eip155:10")
    expect(client.stores.switchAttempt.getSnapshot()).toEqual({
      _tag: "Rejected",
      caipNetworkId: "eip155:10",
      message: "User rejected the request",
    })
  })

  it("a failed add-chain is treated as a rejection", async () => {
    const { client, wallet } = await connected()
    wallet.set("wallet_addEthereumChain", { error: providerRpcError(-32603, "Invalid RPC URL") })
    await client.switchNetwork("eip155:10")
    expect(client.stores.switchAttempt.getSnapshot()).toEqual({
      _tag: "Rejected",
      caipNetworkId: "eip155:10",
      message: "User rejected the request",
    })
    expect(activeId(client)).toBe("eip155:1")
  })

  it("a wallet answering 4200 to wallet_switchEthereumChain is spec 8's 'switch unsupported': no add-chain, the kit stays", async () => {
    const { client, wallet } = await connected()
    await onAccountWithSwitchNetwork(client)
    wallet.set("wallet_switchEthereumChain", {
      error: providerRpcError(4200, "Unsupported method"),
    })
    const before = connectionCalls(wallet).length
    await client.switchNetwork("eip155:10")
    expect(client.stores.switchAttempt.getSnapshot()).toEqual({
      _tag: "Failed",
      caipNetworkId: "eip155:10",
      message: "Chain switching is not supported by this wallet.",
    })
    expect(
      connectionCalls(wallet)
        .slice(before)
        .map((c) => c.method),
    ).toEqual(["wallet_switchEthereumChain"])
    expect(activeId(client)).toBe("eip155:1")
    expect(history(client)).toEqual(["Account", "SwitchNetwork"])
  })

  it("a switch failing otherwise shows the wallet's message", async () => {
    const { client, wallet } = await connected()
    wallet.set("wallet_switchEthereumChain", {
      error: providerRpcError(-32603, "Internal error: the wallet is locked"),
    })
    await client.switchNetwork("eip155:10")
    expect(client.stores.switchAttempt.getSnapshot()).toEqual({
      _tag: "Failed",
      caipNetworkId: "eip155:10",
      message: "Internal error: the wallet is locked",
    })
  })

  it("a successful switch from UnsupportedChain closes the modal", async () => {
    const { client } = await connected(
      makeFakeWallet({ accounts: [alice], chainId: 137, knownChainIds: [1, 137] }),
    )
    expect(history(client)).toEqual(["UnsupportedChain"])
    await client.switchNetwork("eip155:1")
    expect(client.stores.modal.getSnapshot().open).toBe(false)
    expect(client.stores.network.getSnapshot().activeCaipNetwork?.name).toBe("Ethereum")
  })
})
