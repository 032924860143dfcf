// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { coreMessages } from "../../core"
import { focusableIn } from "../modal/focusable"
import { decodeDrawnQrCode } from "../testing/decodeDrawnQrCode"
import { connector, makeFakeFoyerClient } from "../testing/fakeFoyerClient"
import { axeInBothThemes, buttonNamed, click, openView, waitFor } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

const uri = "wc:a1b2c3@2?relay-protocol=irn&symKey=0123456789abcdef&expiryTimestamp=1705000300"

const wallets = [
  {
    id: "metamask",
    name: "MetaMask",
    link: "metamask://",
    icon: "https://wallet.example/metamask.png",
  },
  { id: "rainbow", name: "Rainbow", link: "https://rnbwapp.com" },
]

// The UI finds WalletConnect by its type, WALLET_CONNECT, and takes its id from there: any id does.
const pairingConnector = {
  ...connector("pairing", "WALLET_CONNECT", "WalletConnect"),
  connectingView: "ConnectingWalletConnect",
}

const setUp = async () => {
  const client = await makeFakeFoyerClient({ walletConnectWallets: wallets })
  client.writable.connectors.update(() => [pairingConnector])
  const { dialog } = track(await openView(client, { name: "ConnectingWalletConnectBasic" }))
  return { client, dialog }
}

type Client = Awaited<ReturnType<typeof makeFakeFoyerClient>>

const pair = (client: Client) =>
  act(async () =>
    client.writable.connection.update((s) => ({
      ...s,
      wcUri: uri,
      wcPairingExpiry: Date.now() + 300_000,
    })),
  )

describe("the ConnectingWalletConnectBasic view (no adapters)", { timeout: 30_000 }, () => {
  it("opened directly, starts a pairing with the WALLET_CONNECT connector", async () => {
    const { client } = await setUp()
    expect(client.calls.filter((c) => c.action === "connect")).toEqual([
      { action: "connect", connectorId: pairingConnector.id },
    ])
  })

  it("with no WALLET_CONNECT connector listed, says 'WalletConnectConnector not found'", async () => {
    const client = await makeFakeFoyerClient({ walletConnectWallets: wallets })
    track(await openView(client, { name: "ConnectingWalletConnectBasic" }))
    await waitFor(() => client.stores.toast.getSnapshot().open)
    expect(client.stores.toast.getSnapshot()).toMatchObject({
      message: coreMessages["error.walletConnectConnectorNotFound"],
      variant: "error",
    })
    expect(client.calls.filter((c) => c.action === "connect")).toEqual([])
  })

  it("shows the pairing's QR code and every configured wallet's deep link", async () => {
    const { client, dialog } = await setUp()
    await pair(client)
    expect(decodeDrawnQrCode(dialog.querySelector<SVGElement>('svg[role="img"]')!)).toBe(uri)
    expect(
      [...dialog.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Open MetaMask", `metamask://wc?uri=${encodeURIComponent(uri)}`],
      ["Open Rainbow", `https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}`],
    ])
    // A wallet's icon is decorative: the link's text names it.
    expect([...dialog.querySelectorAll("a img")].map((img) => img.getAttribute("alt"))).toEqual([
      "",
    ])
  })

  it("choosing a wallet's link records it for the pairing", async () => {
    const { client, dialog } = await setUp()
    await pair(client)
    const rainbow = [...dialog.querySelectorAll("a")].find((a) => a.textContent === "Open Rainbow")!
    rainbow.addEventListener("click", (event) => event.preventDefault())
    client.calls.length = 0
    await click(rainbow)
    expect(client.calls).toEqual([{ action: "linkWalletConnectWallet", walletId: "rainbow" }])
  })

  it("shows the rejection exactly, 'Connection rejected', with Try again", async () => {
    const { client, dialog } = await setUp()
    await pair(client)
    await act(async () =>
      client.writable.connectAttempt.update(() => ({
        _tag: "Rejected",
        connectorId: pairingConnector.id,
        message: "Connection rejected",
      })),
    )
    const alerts = [...dialog.querySelectorAll('[role="alert"]')].map((e) => e.textContent)
    expect(alerts.filter((t) => t !== "")).toEqual([coreMessages["error.connectionRejected"]])
    client.calls.length = 0
    await click(buttonNamed(coreMessages["walletConnect.tryAgain"], dialog)!)
    expect(client.calls).toEqual([{ action: "refreshWalletConnectUri" }])
  })

  it("reaches the links and buttons with Tab, in order", async () => {
    const { client, dialog } = await setUp()
    await pair(client)
    const names = focusableIn(dialog).map((e) => e.getAttribute("aria-label") ?? e.textContent)
    expect(names.slice(-4)).toEqual([
      "Open MetaMask",
      "Open Rainbow",
      coreMessages["walletConnect.copyLink"],
      coreMessages["walletConnect.refresh"],
    ])
  })

  it("renders generating and the QR code with no axe violations in light and dark", async () => {
    const { client } = await setUp()
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
    await pair(client)
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })
})
