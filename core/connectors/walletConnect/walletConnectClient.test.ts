import { describe, expect, it } from "vitest"
import { makeFakeWalletConnect } from "../../../test/fakeWalletConnect"
import {
  alice,
  announce,
  localApiPerTest,
  readStored,
  record,
  startClient,
  waitFor,
} from "../../client/clientTestHarness"
import type { FoyerClientEnvironment } from "../../client/createFoyerClient"
import type { FoyerClient, FoyerEvent } from "../../client/FoyerClient"
import { currentConnection } from "../../connections/ConnectionState"
import { memoryBackend, type StorageBackend } from "../../storage/Storage"
import { StorageKeys } from "../../storage/StorageKeys"
import { makeFakeWallet } from "../fakeWallet"

const api = localApiPerTest()

const iphoneSafari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1"
const desktop = { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0", telegram: false }

/** A kit with a fake WalletConnect whose URIs expire at `expiry` (seconds) and a settable clock. */
const startWithWalletConnect = async (
  setup: {
    readonly backend?: StorageBackend
    readonly environment?: Partial<FoyerClientEnvironment>
  } = {},
) => {
  const clock = { now: 1_700_000_000_000 }
  const expiry = () => Math.floor(clock.now / 1000) + 300
  const wc = makeFakeWalletConnect(expiry)
  const client = await startClient(api.server, {
    ...(setup.backend === undefined ? {} : { backend: setup.backend }),
    environment: {
      now: () => clock.now,
      browser: desktop,
      walletConnect: { makeProvider: wc.makeProvider },
      ...setup.environment,
    },
  })
  return { client, wc, clock }
}

/** Waits until a pairing URI shows; with `replacing`, one other than that URI. */
const uriShown = (client: FoyerClient, replacing?: string) =>
  waitFor(client.stores.connection, (s) => s.wcUri !== undefined && s.wcUri !== replacing)

const events = (client: FoyerClient) => {
  const seen: Array<FoyerEvent["type"]> = []
  client.subscribeEvents((event) => seen.push(event.type))
  return seen
}

describe("WalletConnect through the client", () => {
  it("nothing of WalletConnect is loaded before the visitor picks it", async () => {
    const { client, wc } = await startWithWalletConnect()
    await client.open()
    await client.reconnect()
    expect(wc.made()).toBe(0)
    expect(client.stores.connectors.getSnapshot()[0]).toMatchObject({
      id: "walletConnect",
      type: "WALLET_CONNECT",
      name: "WalletConnect",
    })
  })

  it("connect shows the pairing URI and its expiry, buffering until the URI exists", async () => {
    const { client, wc, clock } = await startWithWalletConnect()
    const buffering = record(client.stores.connection, (s) => s.buffering)
    const done = client.connect("walletConnect")
    const state = await uriShown(client)
    expect(state.wcUri).toBe(wc.uris[0])
    expect(state.wcPairingExpiry).toBe(clock.now + 300_000)
    expect(state.status).toBe("connecting")
    expect(buffering).toEqual([false, true, false])
    expect(wc.requestedChains()).toEqual(["eip155:1", "eip155:10"])
    expect(client.stores.connectAttempt.getSnapshot()).toEqual({
      _tag: "Connecting",
      connectorId: "walletConnect",
    })
    wc.approve(alice, 10)
    await done
  })

  it("the wallet approving connects: the account shows, named after the wallet, the URI gone", async () => {
    const { client, wc } = await startWithWalletConnect()
    const seen = events(client)
    const done = client.connect("walletConnect")
    await uriShown(client)
    wc.approve(alice, 10)
    await done
    const state = client.stores.connection.getSnapshot()
    expect(currentConnection(state, "eip155")).toMatchObject({
      connectorId: "walletConnect",
      accounts: [{ address: alice }],
      chainId: 10,
    })
    expect(state).toMatchObject({ status: "connected", wcUri: undefined, wcError: false })
    expect(client.stores.accounts.getSnapshot().eip155).toMatchObject({
      address: alice,
      caipAddress: `eip155:10:${alice}`,
      connectedWalletInfo: { name: "Fake Mobile Wallet", icon: "https://wallet.example/icon.png" },
    })
    expect(client.stores.connectAttempt.getSnapshot()).toEqual({ _tag: "Idle" })
    expect(seen).toContain("CONNECT_SUCCESS")
  })

  it.each([
    ["\u202ElliaW eliboM\u200B", "lliaW eliboM"],
    ["\u2066\u2069", "WalletConnect"],
    [42, "WalletConnect"],
  ])(
    "a wallet naming itself %j over WalletConnect shows as %j: no bidi or invisible characters",
    async (peerName, shown) => {
      const { client, wc } = await startWithWalletConnect()
      const done = client.connect("walletConnect")
      await uriShown(client)
      wc.approve(alice, 10, peerName)
      await done
      expect(client.stores.accounts.getSnapshot().eip155?.connectedWalletInfo?.name).toBe(shown)
    },
  )

  it("a rejected session shows 'Connection rejected' and the visitor can retry", async () => {
    const { client, wc } = await startWithWalletConnect()
    const done = client.connect("walletConnect")
    await uriShown(client)
    wc.reject()
    await done
    expect(client.stores.connectAttempt.getSnapshot()).toEqual({
      _tag: "Rejected",
      connectorId: "walletConnect",
      message: "Connection rejected",
    })
    expect(client.stores.connection.getSnapshot()).toMatchObject({
      status: "disconnected",
      wcError: true,
      wcUri: undefined,
    })
    const retry = client.refreshWalletConnectUri()
    const state = await uriShown(client)
    expect(state.wcUri).toBe(wc.uris[1])
    expect(state.wcError).toBe(false)
    wc.approve(alice, 1)
    await retry
    expect(client.stores.connection.getSnapshot().status).toBe("connected")
  })

  it("expiry refresh: the pending pairing is dropped and a new URI shows with its own expiry", async () => {
    const { client, wc, clock } = await startWithWalletConnect()
    const first = client.connect("walletConnect")
    const { wcUri: firstUri } = await uriShown(client)
    clock.now += 60_000
    const second = client.refreshWalletConnectUri()
    const state = await uriShown(client, firstUri)
    expect(state.wcUri).toBe(wc.uris[1])
    await first
    expect(wc.aborted()).toBe(1)
    expect(state.wcPairingExpiry).toBe(clock.now + 300_000)
    // The dropped pairing reports nothing: the new one is still waiting.
    expect(client.stores.connectAttempt.getSnapshot()._tag).toBe("Connecting")
    wc.approve(alice, 10)
    await second
    expect(client.stores.connection.getSnapshot().status).toBe("connected")
  })

  it("connecting again keeps a pairing that still lives, and makes a new one once it expired", async () => {
    const { client, wc, clock } = await startWithWalletConnect()
    void client.connect("walletConnect")
    const { wcUri: firstUri } = await uriShown(client)
    await client.connect("walletConnect")
    expect(wc.uris).toHaveLength(1)
    clock.now += 291_000 // within 10 s of the expiry: too close to hand out
    void client.connect("walletConnect")
    await uriShown(client, firstUri)
    expect(wc.uris).toHaveLength(2)
  })

  it("closing the modal drops a pending pairing (a new one is made next time); the connect rejects with 'Modal closed'", async () => {
    const { client, wc } = await startWithWalletConnect()
    await client.open()
    const connecting = client.connect("walletConnect")
    await uriShown(client)
    await client.close()
    await expect(connecting).rejects.toMatchObject({ _tag: "FlowError", message: "Modal closed" })
    expect(wc.aborted()).toBe(1)
    expect(client.stores.connectAttempt.getSnapshot()).toEqual({ _tag: "Idle" })
    expect(client.stores.connection.getSnapshot()).toMatchObject({
      status: "disconnected",
      wcUri: undefined,
    })
  })

  it("pairing expiry is used for caching on iOS Safari: closing keeps a living pairing for the next tap", async () => {
    const { client, wc } = await startWithWalletConnect({
      environment: { browser: { userAgent: iphoneSafari, telegram: false } },
    })
    await client.open()
    void client.connect("walletConnect")
    const { wcUri } = await uriShown(client)
    await client.close()
    await client.open()
    await client.connect("walletConnect")
    expect(wc.aborted()).toBe(0)
    expect(wc.uris).toEqual([wcUri])
    expect(client.stores.connection.getSnapshot().wcUri).toBe(wcUri)
  })

  it("choosing a browser wallet drops a waiting pairing", async () => {
    const { client, wc } = await startWithWalletConnect()
    announce("io.metamask", makeFakeWallet({ accounts: [alice] }))
    void client.connect("walletConnect")
    await uriShown(client)
    await client.connect("io.metamask")
    expect(wc.aborted()).toBe(1)
    expect(client.stores.connection.getSnapshot()).toMatchObject({
      status: "connected",
      wcUri: undefined,
    })
    expect(currentConnection(client.stores.connection.getSnapshot(), "eip155")?.connectorId).toBe(
      "io.metamask",
    )
  })

  it("the deep link chosen for the pairing is recorded as wcLinking and the recent wallet", async () => {
    const { client } = await startWithWalletConnect({})
    const linked = await startClient(api.server, {
      options: {
        walletConnectWallets: [
          { id: "sandbox", name: "Sandbox Wallet", link: "https://w.example" },
        ],
      },
      environment: {
        browser: desktop,
        walletConnect: { makeProvider: makeFakeWalletConnect(() => 1).makeProvider },
      },
    })
    void linked.connect("walletConnect")
    const { wcUri } = await uriShown(linked)
    linked.linkWalletConnectWallet("sandbox")
    expect(linked.stores.connection.getSnapshot()).toMatchObject({
      wcLinking: {
        name: "Sandbox Wallet",
        href: `https://w.example/wc?uri=${encodeURIComponent(wcUri ?? "")}`,
      },
      recentWallet: { id: "sandbox", name: "Sandbox Wallet" },
    })
    // Unknown wallets are ignored.
    client.linkWalletConnectWallet("nope")
    expect(client.stores.connection.getSnapshot().wcLinking).toBeUndefined()
  })
})

describe("WalletConnect sessions across pages", () => {
  /** A first page that connected over WalletConnect and was then left (reload). */
  const previousPage = async () => {
    const backend = memoryBackend()
    const { client, wc } = await startWithWalletConnect({ backend })
    const done = client.connect("walletConnect")
    await uriShown(client)
    wc.approve(alice, 10)
    await done
    await client.dispose()
    return backend
  }

  it("reload restores the WalletConnect session without a new pairing", async () => {
    const backend = await previousPage()
    expect(readStored(backend, StorageKeys.walletId)).toBe("walletConnect")
    const { client, wc } = await startWithWalletConnect({ backend })
    wc.storeSession(alice, 10, ["eip155:1", "eip155:10"])
    await client.reconnect()
    expect(wc.uris).toEqual([])
    expect(client.stores.connection.getSnapshot().status).toBe("connected")
    expect(client.stores.accounts.getSnapshot().eip155?.address).toBe(alice)
  })

  it("a WalletConnect session is dropped when the requested chain list is stale (spec 4)", async () => {
    const backend = await previousPage()
    const { client, wc } = await startWithWalletConnect({ backend })
    wc.storeSession(alice, 10, ["eip155:1"])
    await client.reconnect()
    expect(wc.disconnects()).toBe(1)
    expect(client.stores.connection.getSnapshot().status).toBe("disconnected")
    expect(readStored(backend, StorageKeys.walletId)).toBeUndefined()
    // Recreated: the next connect pairs afresh with today's chain list.
    void client.connect("walletConnect")
    await uriShown(client)
    expect(wc.requestedChains()).toEqual(["eip155:1", "eip155:10"])
  })
})

describe("a WalletConnect connection", () => {
  const connected = async () => {
    const started = await startWithWalletConnect()
    const done = started.client.connect("walletConnect")
    await uriShown(started.client)
    started.wc.approve(alice, 10)
    await done
    return started
  }

  it("disconnecting from the dApp ends the session on both sides", async () => {
    const { client, wc } = await connected()
    const seen = events(client)
    await client.disconnect()
    await waitFor(client.stores.connection, () => wc.disconnects() === 1)
    expect(client.stores.connection.getSnapshot().status).toBe("disconnected")
    expect(seen).toContain("DISCONNECT_SUCCESS")
  })

  it("disposing the kit closes the provider it made (its relay connection) and keeps the session for a reload", async () => {
    const { client, wc } = await connected()
    await client.dispose()
    expect([wc.closed(), wc.disconnects()]).toEqual([1, 0])
  })

  it("disconnecting from the wallet updates the dApp", async () => {
    const { client, wc } = await connected()
    const seen = events(client)
    wc.walletDisconnects()
    const state = await waitFor(client.stores.connection, (s) => s.status === "disconnected")
    expect(currentConnection(state, "eip155")).toBeUndefined()
    expect(client.stores.accounts.getSnapshot().eip155?.address).toBeUndefined()
    expect(seen).toContain("DISCONNECT_SUCCESS")
  })

  it("switching network goes over the session", async () => {
    const { client, wc } = await connected()
    await client.switchNetwork("eip155:1")
    expect(wc.requests).toContainEqual({
      method: "wallet_switchEthereumChain",
      params: [{ chainId: "0x1" }],
    })
    expect(client.stores.network.getSnapshot().activeCaipNetwork?.caipNetworkId).toBe("eip155:1")
    expect(currentConnection(client.stores.connection.getSnapshot(), "eip155")?.chainId).toBe(1)
  })

  it("connecting to WalletConnect while it is the current connection is an error", async () => {
    const { client, wc } = await connected()
    await client.connect("walletConnect")
    expect(wc.uris).toHaveLength(1)
    expect(client.stores.connectAttempt.getSnapshot()).toMatchObject({
      _tag: "Failed",
      connectorId: "walletConnect",
    })
  })
})
