import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeFakeWalletConnect } from "../../test/fakeWalletConnect"
import {
  alice,
  announce,
  localApiPerTest,
  record,
  startClient,
  waitFor,
} from "../client/clientTestHarness"
import type { FoyerClient } from "../client/FoyerClient"
import { makeFakeWallet } from "../connectors/fakeWallet"
import type { View } from "../modal/ViewName"
import { Connections } from "./Connections"

const api = localApiPerTest()

const desktop = { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0", telegram: false }

/** A kit with a fake WalletConnect, on a desktop. */
const startWithWalletConnect = async () => {
  const wc = makeFakeWalletConnect(() => Math.floor(Date.now() / 1000) + 300)
  const client = await startClient(api.server, {
    environment: { browser: desktop, walletConnect: { makeProvider: wc.makeProvider } },
  })
  return { client, wc }
}

/** The pairing connector, found as the UI finds it: by its type, never by its id. */
const pairingIdOf = (client: FoyerClient): string => {
  const pairing = client.stores.connectors.getSnapshot().find((c) => c.type === "WALLET_CONNECT")
  if (pairing === undefined) throw new Error("no WALLET_CONNECT connector listed")
  return pairing.id
}

const historyOf = (client: FoyerClient): ReadonlyArray<View> =>
  client.stores.modal.getSnapshot().router.history

describe("the connect flow decides its own views", () => {
  it("a connect started on a wallet list shows the connector's connecting view with its id and the wallet id", async () => {
    const { client, wc } = await startWithWalletConnect()
    await client.open({ view: { name: "AllWallets" } })
    const id = pairingIdOf(client)
    const done = client.connect(id, { walletId: "rainbow" })
    await waitFor(client.stores.connection, (s) => s.wcUri !== undefined)
    expect(historyOf(client)).toEqual([
      { name: "AllWallets" },
      { name: "ConnectingWalletConnect", data: { walletId: "rainbow", connectorId: id } },
    ])
    wc.approve(alice, 10)
    await done
    expect(client.stores.modal.getSnapshot().open).toBe(false)
  })

  it("a connector without a connecting view of its own shows ConnectingExternal", async () => {
    announce("io.metamask", makeFakeWallet({ accounts: [alice] }), { name: "MetaMask" })
    const client = await startClient(api.server)
    await client.open({ view: { name: "Connect" } })
    const shown = record(client.stores.modal, (s) => s.router.history.at(-1))
    await client.connect("io.metamask")
    expect(shown.slice(0, 2)).toEqual([
      { name: "Connect" },
      { name: "ConnectingExternal", data: { connectorId: "io.metamask" } },
    ])
    // Connected on a connect-flow view: the modal closes.
    expect(client.stores.modal.getSnapshot().open).toBe(false)
  })

  it("a connect closes the modal only once the account shows it: the connecting view is left with an account (a leave rule for leaving without one does not run)", async () => {
    announce("io.metamask", makeFakeWallet({ accounts: [alice] }), { name: "MetaMask" })
    const client = await startClient(api.server)
    await client.open({ view: { name: "Connect" } })
    const addressAtClose: Array<string | undefined> = []
    const stop = client.stores.modal.subscribe(() => {
      if (!client.stores.modal.getSnapshot().open && addressAtClose.length === 0) {
        addressAtClose.push(client.stores.accounts.getSnapshot().eip155?.address)
      }
    })
    await client.connect("io.metamask")
    stop()
    expect(addressAtClose).toEqual([alice])
  })

  it("a connect the current view shows itself (inCurrentView, a plugin's connecting view) pushes no connecting view, and closes the modal once connected", async () => {
    announce("io.metamask", makeFakeWallet({ accounts: [alice] }), { name: "MetaMask" })
    const client = await startClient(api.server)
    await client.open({ view: { name: "Connect" } })
    const shown = record(client.stores.modal, (s) => s.router.history.at(-1))
    await client.kernel.runtime.runPromise(
      Effect.flatMap(Effect.service(Connections), (c) =>
        c.connect("io.metamask", { inCurrentView: true }),
      ),
    )
    expect(shown.filter((view) => view?.name === "ConnectingExternal")).toEqual([])
    expect(client.stores.modal.getSnapshot().open).toBe(false)
  })

  it("a connect started on the no-adapters pairing view leaves the modal there (spec 2)", async () => {
    const { client, wc } = await startWithWalletConnect()
    await client.open({ view: { name: "ConnectingWalletConnectBasic" } })
    const done = client.connect(pairingIdOf(client))
    await waitFor(client.stores.connection, (s) => s.wcUri !== undefined)
    expect(historyOf(client)).toEqual([{ name: "ConnectingWalletConnectBasic" }])
    wc.approve(alice, 10)
    await done
  })

  it("a connect started again on the connecting view (Try again) stays on it", async () => {
    const wallet = makeFakeWallet({ accounts: [alice] })
    wallet.set("eth_requestAccounts", "reject")
    announce("io.metamask", wallet, { name: "MetaMask" })
    const client = await startClient(api.server)
    await client.open({ view: { name: "Connect" } })
    await client.connect("io.metamask")
    await client.connect("io.metamask")
    expect(historyOf(client)).toEqual([
      { name: "Connect" },
      { name: "ConnectingExternal", data: { connectorId: "io.metamask" } },
    ])
  })

  it("a connect started outside the connect flow shows no view", async () => {
    const { client, wc } = await startWithWalletConnect()
    const done = client.connect(pairingIdOf(client))
    await waitFor(client.stores.connection, (s) => s.wcUri !== undefined)
    expect(client.stores.modal.getSnapshot().open).toBe(false)
    wc.approve(alice, 10)
    await done
  })
})
