// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { coreMessages, solana } from "../../core"
import { connectWallet, startTestKit, withoutPairingConnector } from "../../test/testFoyerClient"
import { focusableIn } from "../shell/focusable"
import { decodeDrawnQrCode } from "../testing/decodeDrawnQrCode"
import { axeInBothThemes, buttonNamed, click, openView, waitFor } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

const wallets = [
  {
    id: "metamask",
    name: "MetaMask",
    link: "metamask://",
    icon: "https://wallet.example/metamask.png",
  },
  { id: "rainbow", name: "Rainbow", link: "https://rnbwapp.com" },
]

const title = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent

const qrCode = (dialog: HTMLElement) => dialog.querySelector<SVGElement>('svg[role="img"]')

/** Opens the view directly (no adapters) and waits until the pairing's QR code shows. */
const setUp = async () => {
  const kit = await startTestKit({ walletConnectWallets: wallets })
  const { dialog } = track(await openView(kit.client, { name: "ConnectingWalletConnectBasic" }))
  await waitFor(() => qrCode(dialog))
  return { ...kit, dialog, uri: kit.walletConnect.uris[0] ?? "" }
}

describe("the ConnectingWalletConnectBasic view (no adapters)", { timeout: 30_000 }, () => {
  it("opened directly, starts one pairing with the WALLET_CONNECT connector", async () => {
    const { client, walletConnect } = await setUp()
    expect(walletConnect.uris).toHaveLength(1)
    expect(client.stores.connectAttempt.getSnapshot()).toEqual({
      _tag: "Connecting",
      connectorId: client.stores.connectors.getSnapshot().find((c) => c.type === "WALLET_CONNECT")
        ?.id,
    })
  })

  it("with no WALLET_CONNECT connector listed, says 'WalletConnectConnector not found'", async () => {
    const kit = await startTestKit({ walletConnectWallets: wallets })
    const client = withoutPairingConnector(kit.client)
    track(await openView(client, { name: "ConnectingWalletConnectBasic" }))
    await waitFor(() => client.stores.toast.getSnapshot().open)
    expect(client.stores.toast.getSnapshot()).toMatchObject({
      message: coreMessages["error.walletConnectConnectorNotFound"],
      variant: "error",
    })
    expect(kit.walletConnect.made()).toBe(0)
  })

  it("shows the pairing's QR code and every configured wallet's deep link", async () => {
    const { dialog, uri } = await setUp()
    expect(decodeDrawnQrCode(qrCode(dialog)!)).toBe(uri)
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
    const { client, dialog, uri } = await setUp()
    const rainbow = [...dialog.querySelectorAll("a")].find((a) => a.textContent === "Open Rainbow")!
    rainbow.addEventListener("click", (event) => event.preventDefault())
    await click(rainbow)
    expect(client.stores.connection.getSnapshot()).toMatchObject({
      wcLinking: { name: "Rainbow", href: `https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}` },
      recentWallet: { id: "rainbow", name: "Rainbow" },
    })
  })

  it("shows the rejection exactly, 'Connection rejected', with Try again", async () => {
    const { dialog, walletConnect } = await setUp()
    await act(async () => walletConnect.reject())
    const alerts = () =>
      [...dialog.querySelectorAll('[role="alert"]')].map((e) => e.textContent).filter((t) => t)
    await waitFor(() => alerts().length > 0)
    expect(alerts()).toEqual([coreMessages["error.connectionRejected"]])
    await click(buttonNamed(coreMessages["walletConnect.tryAgain"], dialog)!)
    // A new pairing: its QR code replaces the rejection.
    await waitFor(() => walletConnect.uris.length === 2 && qrCode(dialog))
    expect(decodeDrawnQrCode(qrCode(dialog)!)).toBe(walletConnect.uris[1])
    expect(alerts()).toEqual([])
  })

  it("reaches the links and buttons with Tab, in order", async () => {
    const { dialog } = await setUp()
    const names = focusableIn(dialog).map((e) => e.getAttribute("aria-label") ?? e.textContent)
    expect(names.slice(-4)).toEqual([
      "Open MetaMask",
      "Open Rainbow",
      coreMessages["walletConnect.copyLink"],
      coreMessages["walletConnect.refresh"],
    ])
  })

  it("renders generating and the QR code with no axe violations in light and dark", async () => {
    const kit = await startTestKit({ walletConnectWallets: wallets })
    const release = kit.holdWalletConnect()
    const { dialog } = track(await openView(kit.client, { name: "ConnectingWalletConnectBasic" }))
    expect(dialog.textContent).toContain(coreMessages["walletConnect.generating"])
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
    await act(async () => release())
    await waitFor(() => qrCode(dialog))
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("with no chain adapters (a site with only Solana networks), opening the modal shows it, pairing (spec 2)", async () => {
    const kit = await startTestKit({
      networks: [solana.caipNetworkId],
      walletConnectWallets: wallets,
    })
    const { dialog } = track(await openView(kit.client, undefined))
    expect(kit.client.stores.modal.getSnapshot().router.history).toEqual([
      { name: "ConnectingWalletConnectBasic" },
    ])
    await waitFor(() => qrCode(dialog))
    expect(decodeDrawnQrCode(qrCode(dialog)!)).toBe(kit.walletConnect.uris[0])
  })

  it("with no chain adapters on a phone, opening the modal shows AllWallets instead (spec 2)", async () => {
    const kit = await startTestKit({ networks: [solana.caipNetworkId] }, { isMobile: true })
    const { dialog } = track(await openView(kit.client, undefined))
    expect(kit.client.stores.modal.getSnapshot().router.history).toEqual([{ name: "AllWallets" }])
    expect(title(dialog)).toBe(coreMessages["view.AllWallets.title"])
  })

  it("under manual WalletConnect control (manualWCControl), opening the modal shows it even with an account connected (spec 2)", async () => {
    const kit = await startTestKit({ manualWCControl: true, walletConnectWallets: wallets })
    await connectWallet(kit)
    const { dialog } = track(await openView(kit.client, undefined))
    expect(kit.client.stores.modal.getSnapshot().router.history).toEqual([
      { name: "ConnectingWalletConnectBasic" },
    ])
    await waitFor(() => qrCode(dialog))
  })

  it("with an EVM network and no manual control, opening the modal shows Connect as before", async () => {
    const kit = await startTestKit({ networks: ["eip155:1", solana.caipNetworkId] })
    const { dialog } = track(await openView(kit.client, undefined))
    expect(kit.client.stores.modal.getSnapshot().router.history).toEqual([{ name: "Connect" }])
    expect(title(dialog)).toBe(coreMessages["view.Connect.title"])
  })

  it("with the legalCheckbox feature, no pairing starts until the box is ticked; then the QR code shows", async () => {
    const kit = await startTestKit({
      networks: [solana.caipNetworkId],
      walletConnectWallets: wallets,
      termsConditionsUrl: "https://dapp.example/terms",
      features: { legalCheckbox: true },
    })
    const { dialog } = track(await openView(kit.client, undefined))
    const box = await waitFor(() =>
      dialog.querySelector<HTMLInputElement>('input[type="checkbox"]'),
    )
    expect(box.checked).toBe(false)
    expect(dialog.textContent).toContain(coreMessages["connect.legal.required"])
    expect(qrCode(dialog)).toBeNull()
    expect(dialog.querySelectorAll('a[href^="metamask:"]')).toHaveLength(0)
    expect(kit.walletConnect.made()).toBe(0)
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
    await click(box)
    await waitFor(() => qrCode(dialog))
    expect(decodeDrawnQrCode(qrCode(dialog)!)).toBe(kit.walletConnect.uris[0])
    expect(dialog.textContent).not.toContain(coreMessages["connect.legal.required"])
  })

  it("with legal terms and no checkbox, the pairing shows with the agreement sentence and its link", async () => {
    const kit = await startTestKit({
      manualWCControl: true,
      walletConnectWallets: wallets,
      privacyPolicyUrl: "https://dapp.example/privacy",
    })
    const { dialog } = track(await openView(kit.client, undefined))
    await waitFor(() => qrCode(dialog))
    const link = [...dialog.querySelectorAll("a")].find(
      (a) => a.getAttribute("href") === "https://dapp.example/privacy",
    )
    expect(link?.textContent).toBe(coreMessages["connect.legal.privacy"])
    expect(dialog.querySelector('input[type="checkbox"]')).toBeNull()
  })
})
