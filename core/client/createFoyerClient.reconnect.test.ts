import { describe, expect, it } from "vitest"
import { connectorStatus } from "../connections/ConnectionState"
import { announceProviderEvent, requestProviderEvent } from "../connectors/Eip6963"
import { fakeWalletInfo, makeFakeWallet } from "../connectors/fakeWallet"
import { memoryBackend } from "../storage/Storage"
import { StorageKeys } from "../storage/StorageKeys"
import {
  alice,
  announce,
  bob,
  cleanUp,
  connectionCalls,
  connectionMethods,
  localApiPerTest,
  readStored,
  record,
  startClient,
  testWindow,
} from "./clientTestHarness"

const api = localApiPerTest()

/** A first page that connects `connectorIds` in order and is then left (reload). */
const previousPage = async (connectorIds: ReadonlyArray<string>) => {
  const backend = memoryBackend()
  const first = await startClient(api.server, { backend })
  for (const id of connectorIds) await first.connect(id)
  await first.dispose()
  return backend
}

describe("reconnect on page load (spec 4)", () => {
  it("reconnect never shows disconnected while restoring, and asks the wallet without a prompt", async () => {
    const wallet = makeFakeWallet({ accounts: [alice], chainId: 10 })
    announce("io.metamask", wallet, { name: "MetaMask" })
    const backend = await previousPage(["io.metamask"])
    const callsBefore = connectionCalls(wallet).length
    const client = await startClient(api.server, { backend })
    const statuses = record(client.stores.connection, (s) => s.status)
    const accountStatuses = record(client.stores.accounts, (s) => s.eip155?.status)
    await client.reconnect()
    expect(statuses).toEqual(["reconnecting", "connected"])
    expect(accountStatuses).toEqual(["reconnecting", "connected"])
    expect(connectionMethods(wallet).slice(callsBefore)).toEqual(["eth_accounts", "eth_chainId"])
    expect(client.stores.accounts.getSnapshot().eip155).toMatchObject({
      address: alice,
      caipAddress: `eip155:10:${alice}`,
      connectedWalletInfo: { name: "MetaMask" },
    })
    expect(client.stores.network.getSnapshot().activeCaipNetwork?.name).toBe("Optimism")
    expect(wallet.listenerCount()).toBe(3)
    expect(readStored(backend, StorageKeys.connectionStatus)).toBe("connected")
  })

  it("reconnect ends disconnected with connections and the stored session cleared when the wallet returns no account", async () => {
    const wallet = makeFakeWallet({ accounts: [alice] })
    announce("io.metamask", wallet)
    const backend = await previousPage(["io.metamask"])
    wallet.set("eth_accounts", () => [])
    const client = await startClient(api.server, { backend })
    const statuses = record(client.stores.connection, (s) => s.status)
    await client.reconnect()
    expect(statuses).toEqual(["reconnecting", "disconnected"])
    expect(client.stores.connection.getSnapshot().connections).toEqual({})
    expect(client.stores.accounts.getSnapshot().eip155?.status).toBe("disconnected")
    expect(readStored(backend, StorageKeys.walletId)).toBeUndefined()
    expect(readStored(backend, StorageKeys.connectionStatus)).toBeUndefined()
    expect(readStored(backend, StorageKeys.connections)).toBeUndefined()
    expect(wallet.listenerCount()).toBe(0)
  })

  it("a connect while the session is being restored is 'Unavailable while reconnecting.'", async () => {
    const wallet = makeFakeWallet({ accounts: [alice] })
    announce("io.metamask", wallet)
    const other = makeFakeWallet({ accounts: [bob] })
    announce("io.other", other)
    const backend = await previousPage(["io.metamask"])
    const client = await startClient(api.server, { backend })
    let answer: (accounts: ReadonlyArray<string>) => void = () => undefined
    let asked: () => void = () => undefined
    const askedForAccounts = new Promise<void>((resolve) => (asked = resolve))
    wallet.set("eth_accounts", () => {
      asked()
      return new Promise((resolve) => (answer = resolve))
    })
    const restoring = client.reconnect()
    await askedForAccounts
    await client.connect("io.other")
    expect(client.stores.connectAttempt.getSnapshot()).toEqual({
      _tag: "Failed",
      connectorId: "io.other",
      message: "Unavailable while reconnecting.",
    })
    expect(other.methods()).toEqual([])
    answer([alice])
    await restoring
    expect(connectorStatus(client.stores.connection.getSnapshot(), "eip155", "io.metamask")).toBe(
      "connected",
    )
  })

  it("reconnect ends disconnected when the stored wallet does not announce itself in the request round", async () => {
    announce("io.metamask", makeFakeWallet({ accounts: [alice] }))
    const backend = await previousPage(["io.metamask"])
    // The next page: the wallet is gone (uninstalled or disabled).
    await cleanUp()
    const client = await startClient(api.server, { backend })
    const statuses = record(client.stores.connection, (s) => s.status)
    await client.reconnect()
    expect(statuses).toEqual(["reconnecting", "disconnected"])
    expect(readStored(backend, StorageKeys.walletId)).toBeUndefined()
  })

  it("reconnect waits for a wallet that answers the request round from a promise", async () => {
    const wallet = makeFakeWallet({ accounts: [alice] })
    announce("io.metamask", wallet)
    const backend = await previousPage(["io.metamask"])
    await cleanUp()
    // The next page: the wallet announces only in answer to a request, and asynchronously.
    const page = testWindow()
    page.addEventListener(requestProviderEvent, () => {
      void Promise.resolve().then(() =>
        page.dispatchEvent(
          new page.CustomEvent(announceProviderEvent, {
            detail: { info: fakeWalletInfo("io.metamask"), provider: wallet.provider },
          }),
        ),
      )
    })
    const client = await startClient(api.server, { backend })
    const statuses = record(client.stores.connection, (s) => s.status)
    await client.reconnect()
    expect(statuses).toEqual(["reconnecting", "connected"])
  })

  it("reconnect tries the recent connector first and restores the other authorised ones", async () => {
    const a = makeFakeWallet({ accounts: [alice] })
    const b = makeFakeWallet({ accounts: [bob] })
    announce("io.a", a)
    announce("io.b", b)
    const backend = await previousPage(["io.a", "io.b"])
    const order: string[] = []
    const answering = (id: string, account: string) => () => {
      order.push(id)
      return [account]
    }
    a.set("eth_accounts", answering("io.a", alice))
    b.set("eth_accounts", answering("io.b", bob))
    const client = await startClient(api.server, { backend })
    await client.reconnect()
    expect(order).toEqual(["io.b", "io.a"])
    const state = client.stores.connection.getSnapshot()
    expect(connectorStatus(state, "eip155", "io.b")).toBe("connected")
    expect(connectorStatus(state, "eip155", "io.a")).toBe("active")
    expect(client.stores.accounts.getSnapshot().eip155?.address).toBe(bob)
  })

  it("when the recent connector is gone, another authorised one is restored as current", async () => {
    const a = makeFakeWallet({ accounts: [alice] })
    const b = makeFakeWallet({ accounts: [bob] })
    announce("io.a", a)
    announce("io.b", b)
    const backend = await previousPage(["io.a", "io.b"])
    b.set("eth_accounts", { error: new Error("locked") })
    const client = await startClient(api.server, { backend })
    await client.reconnect()
    const state = client.stores.connection.getSnapshot()
    expect(state.status).toBe("connected")
    expect(state.currentConnectorIds).toEqual({ eip155: "io.a" })
    expect(readStored(backend, StorageKeys.walletId)).toBe("io.a")
  })

  it("reconnect without a stored session asks no wallet and stays disconnected", async () => {
    const wallet = makeFakeWallet()
    announce("io.metamask", wallet)
    const client = await startClient(api.server)
    const statuses = record(client.stores.connection, (s) => s.status)
    await client.reconnect()
    expect(statuses).toEqual(["disconnected"])
    expect(wallet.calls).toEqual([])
    expect(api.server.requests).toEqual([])
  })

  it("with enableReconnect off a stored session is not restored", async () => {
    const wallet = makeFakeWallet({ accounts: [alice] })
    announce("io.metamask", wallet)
    const backend = await previousPage(["io.metamask"])
    const callsBefore = connectionCalls(wallet).length
    const client = await startClient(api.server, { backend, options: { enableReconnect: false } })
    expect(client.stores.connection.getSnapshot().status).toBe("disconnected")
    await client.reconnect()
    expect(client.stores.connection.getSnapshot().status).toBe("disconnected")
    expect(connectionCalls(wallet).length).toBe(callsBefore)
  })

  it("the active network the previous page stored is active again at start-up", async () => {
    const backend = memoryBackend()
    const first = await startClient(api.server, { backend })
    await first.switchNetwork("eip155:10")
    await first.dispose()
    const client = await startClient(api.server, { backend })
    expect(client.stores.network.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe("eip155:10")
    expect(client.stores.modal.getSnapshot().selectedNetworkId).toBe("eip155:10")
  })
})
