import { describe, expect, it } from "vitest"
import { holdRequest, startTestKit, until } from "../../test/testFoyerClient"

const currentView = (kit: Awaited<ReturnType<typeof startTestKit>>) =>
  kit.client.stores.modal.getSnapshot().router.history.at(-1)

describe("open({ walletId })", { timeout: 20_000 }, () => {
  it("opens an injected wallet's ConnectingExternal view and asks the wallet at once", async () => {
    const kit = await startTestKit()
    const wallet = kit.install("io.metamask", "MetaMask")
    await until(kit.client.stores.connectors, (list) => list.some((c) => c.id === "io.metamask"))
    const prompt = holdRequest(wallet, "eth_requestAccounts")
    await kit.client.open({ walletId: "io.metamask" })
    expect(kit.client.stores.modal.getSnapshot().open).toBe(true)
    expect(currentView(kit)).toEqual({
      name: "ConnectingExternal",
      data: { connectorId: "io.metamask" },
    })
    await prompt.asked
    expect(kit.client.stores.connectAttempt.getSnapshot()).toEqual({
      _tag: "Connecting",
      connectorId: "io.metamask",
    })
    prompt.approve(wallet.state().accounts)
    await until(kit.client.stores.connection, (s) => s.status === "connected")
    // A connect started from a connect-flow view closes the modal once it succeeds.
    await until(kit.client.stores.modal, (s) => !s.open)
  })

  it("opens a WalletConnect wallet's ConnectingWalletConnect view offering that wallet", async () => {
    const kit = await startTestKit({
      walletConnectWallets: [{ id: "rainbow", name: "Rainbow", link: "https://rnbwapp.com" }],
    })
    const pairing = kit.client.stores.connectors
      .getSnapshot()
      .find((c) => c.type === "WALLET_CONNECT")
    await kit.client.open({ walletId: "rainbow" })
    expect(currentView(kit)).toEqual({
      name: "ConnectingWalletConnect",
      data: { connectorId: pairing?.id, walletId: "rainbow" },
    })
    // The view starts the pairing when it shows; opening it asks nothing yet.
    expect(kit.client.stores.connectAttempt.getSnapshot()).toEqual({ _tag: "Idle" })
  })

  it("walletId wins over view", async () => {
    const kit = await startTestKit()
    const wallet = kit.install("io.metamask", "MetaMask")
    await until(kit.client.stores.connectors, (list) => list.some((c) => c.id === "io.metamask"))
    // The wallet waits for the visitor, so the view stays until the test has looked.
    holdRequest(wallet, "eth_requestAccounts")
    await kit.client.open({ view: { name: "AllWallets" }, walletId: "io.metamask" })
    expect(currentView(kit)?.name).toBe("ConnectingExternal")
  })

  it("an unknown wallet rejects with 'Provider not found: <id>' and leaves the modal closed", async () => {
    const kit = await startTestKit()
    await expect(kit.client.open({ walletId: "io.unknown" })).rejects.toMatchObject({
      _tag: "InternalError",
      message: "Provider not found: io.unknown",
    })
    expect(kit.client.stores.modal.getSnapshot().open).toBe(false)
  })
})
