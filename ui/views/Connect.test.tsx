// @vitest-environment happy-dom
import { act } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { coreMessages } from "../../core"
import { connector, makeFakeFoyerClient } from "../testing/fakeFoyerClient"
import {
  axeInBothThemes,
  buttonNamed,
  click,
  openView,
  waitFor,
  warmChunks,
} from "../testing/renderFoyer"

beforeAll(warmChunks, 60_000)

// The UI finds WalletConnect by its type, WALLET_CONNECT, and takes its id from there: any id does.
const pairingConnector = {
  ...connector("pairing", "WALLET_CONNECT", "WalletConnect"),
  connectingView: "ConnectingWalletConnect",
}

const rowNames = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('ul[aria-label="Wallets"] button')].map((b) => b.textContent)

describe("the Connect view", { timeout: 30_000 }, () => {
  it("renders with no axe violations in light and dark", async () => {
    const client = await makeFakeFoyerClient()
    client.writable.connectors.update(() => [
      connector("io.metamask", "ANNOUNCED", "MetaMask", "data:image/svg+xml;base64,PHN2Zy8+"),
      connector("safe", "EXTERNAL", "Safe"),
    ])
    await openView(client, undefined)
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("orders connectors per spec and shows recent wallets (at most 2) first-class", async () => {
    const client = await makeFakeFoyerClient()
    client.writable.connectors.update(() => [
      connector("safe", "EXTERNAL", "Safe"),
      connector("io.metamask", "ANNOUNCED", "MetaMask"),
      connector("io.rabby", "ANNOUNCED", "Rabby"),
      connector("injected", "INJECTED", "Browser Wallet"),
      pairingConnector,
    ])
    client.writable.recentWallets.update(() => [
      { id: "io.rabby", name: "Rabby" },
      { id: "safe", name: "Safe" },
      { id: "io.metamask", name: "MetaMask" },
    ])
    const { dialog } = await openView(client, undefined)
    expect(rowNames(dialog)).toEqual([
      "WalletConnectQR Code",
      "RabbyRecent",
      "SafeRecent",
      "MetaMaskInstalled",
      "Browser WalletInstalled",
    ])
  })

  it("renders wallet names with HTML in them as text", async () => {
    const client = await makeFakeFoyerClient()
    const name = '<img src=x onerror="alert(1)"><b>Evil</b>'
    client.writable.connectors.update(() => [connector("evil", "ANNOUNCED", name)])
    const { dialog } = await openView(client, undefined)
    expect(rowNames(dialog)).toEqual([`${name}Installed`])
    expect(dialog.querySelector("b")).toBeNull()
    expect(dialog.querySelectorAll("img")).toHaveLength(0)
  })

  it("draws an icon only for data:image/ and https: URLs, never a javascript: one", async () => {
    const client = await makeFakeFoyerClient()
    client.writable.connectors.update(() => [
      connector("a", "ANNOUNCED", "Data", "data:image/png;base64,AAAA"),
      connector("b", "ANNOUNCED", "Https", "https://wallet.example/icon.png"),
      connector("c", "ANNOUNCED", "Script", "javascript:alert(1)"),
      connector("d", "ANNOUNCED", "Http", "http://wallet.example/icon.png"),
    ])
    const { dialog } = await openView(client, undefined)
    const sources = [...dialog.querySelectorAll("img")].map((img) => img.getAttribute("src"))
    expect(sources).toEqual(["data:image/png;base64,AAAA", "https://wallet.example/icon.png"])
    for (const img of dialog.querySelectorAll("img")) expect(img.getAttribute("alt")).toBe("")
  })

  it("choosing a wallet shows ConnectingExternal and connects with it", async () => {
    const client = await makeFakeFoyerClient()
    client.writable.connectors.update(() => [connector("io.metamask", "ANNOUNCED", "MetaMask")])
    const { dialog } = await openView(client, undefined)
    await click(buttonNamed("MetaMask", dialog)!)
    expect(client.calls.at(-1)).toEqual({ action: "connect", connectorId: "io.metamask" })
    expect(client.stores.modal.getSnapshot().router.history.map((v) => v.name)).toEqual([
      "Connect",
      "ConnectingExternal",
    ])
    await waitFor(() => dialog.textContent?.includes("Waiting for you to approve"))
  })

  it("choosing WalletConnect shows ConnectingWalletConnect and starts one pairing", async () => {
    const client = await makeFakeFoyerClient()
    client.writable.connectors.update(() => [pairingConnector])
    const { dialog } = await openView(client, undefined)
    await click(buttonNamed("WalletConnect", dialog)!)
    expect(client.stores.modal.getSnapshot().router.history).toEqual([
      { name: "Connect" },
      { name: "ConnectingWalletConnect", data: { connectorId: pairingConnector.id } },
    ])
    await waitFor(() => dialog.textContent?.includes(coreMessages["walletConnect.generating"]))
    expect(client.calls.filter((c) => c.action === "connect")).toEqual([
      { action: "connect", connectorId: pairingConnector.id },
    ])
  })

  it("says so when no wallet is found, and links to All Wallets", async () => {
    const client = await makeFakeFoyerClient()
    const { dialog } = await openView(client, undefined)
    expect(dialog.textContent).toContain(coreMessages["connect.noWallets"])
    await click(buttonNamed(coreMessages["connect.allWallets"], dialog)!)
    await act(async () => {})
    expect(client.stores.modal.getSnapshot().router.history.at(-1)?.name).toBe("AllWallets")
  })
})
