// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { coreMessages } from "../../core"
import { connector, makeFakeFoyerClient } from "../testing/fakeFoyerClient"
import { axeInBothThemes, buttonNamed, click, openView, waitFor } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

const wallets = [
  connector("io.rabby", "ANNOUNCED", "Rabby"),
  connector("io.metamask", "ANNOUNCED", "MetaMask"),
  connector("safe", "EXTERNAL", "Safe"),
]

const trust = { id: "trust", name: "Trust Wallet", link: "https://link.trustwallet.com" }
const zerion = { id: "zerion", name: "Zerion", link: "zerion://" }

// The UI finds WalletConnect by its type, WALLET_CONNECT, and takes its id from there: any id does.
const pairingConnector = {
  ...connector("pairing", "WALLET_CONNECT", "WalletConnect"),
  connectingView: "ConnectingWalletConnect",
}

const typeInto = async (input: HTMLInputElement, value: string) => {
  await act(async () => {
    // React tracks the value through the prototype setter; set it there, then announce input.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
    setter?.call(input, value)
    input.dispatchEvent(new Event("input", { bubbles: true }))
  })
}

describe("the AllWallets view", { timeout: 30_000 }, () => {
  it("renders with no axe violations in light and dark", async () => {
    const client = await makeFakeFoyerClient()
    client.writable.connectors.update(() => wallets)
    track(await openView(client, { name: "AllWallets" }))
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("lists every wallet alphabetically and filters them with a labelled search field", async () => {
    const client = await makeFakeFoyerClient()
    client.writable.connectors.update(() => wallets)
    const { dialog } = track(await openView(client, { name: "AllWallets" }))
    const names = () => [...dialog.querySelectorAll("li button")].map((b) => b.textContent)
    expect(names()).toEqual(["MetaMask", "Rabby", "Safe"])
    const input = dialog.querySelector<HTMLInputElement>('input[type="search"]')!
    expect(dialog.querySelector(`label[for="${input.id}"]`)?.textContent).toBe(
      coreMessages["allWallets.search"],
    )
    await typeInto(input, "ra")
    expect(names()).toEqual(["Rabby"])
    await typeInto(input, "zzz")
    expect(names()).toEqual([])
    expect(dialog.querySelector('[role="status"]:not([aria-live])')?.textContent).toBe(
      coreMessages["allWallets.empty"],
    )
  })

  it("choosing a wallet connects with it", async () => {
    const client = await makeFakeFoyerClient()
    client.writable.connectors.update(() => wallets)
    const { dialog } = track(await openView(client, { name: "AllWallets" }))
    await click(buttonNamed("Safe", dialog)!)
    expect(client.calls.at(-1)).toEqual({ action: "connect", connectorId: "safe" })
  })

  it("on a phone, also lists the configured WalletConnect wallets, searchable with the others", async () => {
    const client = await makeFakeFoyerClient(
      { walletConnectWallets: [trust, zerion] },
      { isMobile: true },
    )
    client.writable.connectors.update(() => wallets)
    const { dialog } = track(await openView(client, { name: "AllWallets" }))
    const names = () => [...dialog.querySelectorAll("li button")].map((b) => b.textContent)
    expect(names()).toEqual(["MetaMask", "Rabby", "Safe", "Trust Wallet", "Zerion"])
    await typeInto(dialog.querySelector<HTMLInputElement>('input[type="search"]')!, "wallet")
    expect(names()).toEqual(["Trust Wallet"])
  })

  it("on a phone, choosing a WalletConnect wallet opens ConnectingWalletConnect for it and starts a pairing", async () => {
    const client = await makeFakeFoyerClient(
      { walletConnectWallets: [trust, zerion] },
      { isMobile: true },
    )
    client.writable.connectors.update(() => [pairingConnector])
    const { dialog } = track(await openView(client, { name: "AllWallets" }))
    client.calls.length = 0
    await click(buttonNamed("Zerion", dialog)!)
    expect(client.stores.modal.getSnapshot().router.history).toEqual([
      { name: "AllWallets" },
      {
        name: "ConnectingWalletConnect",
        data: { connectorId: pairingConnector.id, walletId: "zerion" },
      },
    ])
    expect(client.calls.filter((c) => c.action === "connect")).toEqual([
      { action: "connect", connectorId: pairingConnector.id },
    ])
    const uri = "wc:a1b2c3@2?relay-protocol=irn&symKey=0123456789abcdef"
    await act(async () =>
      client.writable.connection.update((s) => ({
        ...s,
        wcUri: uri,
        wcPairingExpiry: Date.now() + 300_000,
      })),
    )
    const link = await waitFor(() => dialog.querySelector("a"))
    expect([link.textContent, link.getAttribute("href")]).toEqual([
      "Open Zerion",
      `zerion://wc?uri=${encodeURIComponent(uri)}`,
    ])
  })

  it("on a phone, a WalletConnect wallet with no WALLET_CONNECT connector listed says 'WalletConnectConnector not found'", async () => {
    const client = await makeFakeFoyerClient({ walletConnectWallets: [zerion] }, { isMobile: true })
    client.writable.connectors.update(() => wallets)
    const { dialog } = track(await openView(client, { name: "AllWallets" }))
    client.calls.length = 0
    await click(buttonNamed("Zerion", dialog)!)
    await waitFor(() => client.stores.toast.getSnapshot().open)
    expect(client.stores.toast.getSnapshot()).toMatchObject({
      message: coreMessages["error.walletConnectConnectorNotFound"],
      variant: "error",
    })
    expect(client.calls).toEqual([])
    expect(client.stores.modal.getSnapshot().router.history).toEqual([{ name: "AllWallets" }])
  })

  it("on a desktop, lists no WalletConnect wallets (the QR code serves them)", async () => {
    const client = await makeFakeFoyerClient({ walletConnectWallets: [trust, zerion] })
    client.writable.connectors.update(() => wallets)
    const { dialog } = track(await openView(client, { name: "AllWallets" }))
    const names = [...dialog.querySelectorAll("li button")].map((b) => b.textContent)
    expect(names).toEqual(["MetaMask", "Rabby", "Safe"])
  })

  it("renders with WalletConnect wallets on a phone with no axe violations in light and dark", async () => {
    const client = await makeFakeFoyerClient(
      { walletConnectWallets: [trust, zerion] },
      { isMobile: true },
    )
    client.writable.connectors.update(() => wallets)
    track(await openView(client, { name: "AllWallets" }))
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })
})
