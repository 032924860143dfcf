// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { coreMessages, type FoyerOptions } from "../../core"
import {
  holdRequest,
  startTestKit,
  type TestKitSetup,
  withoutPairingConnector,
} from "../../test/testFoyerClient"
import { axeInBothThemes, buttonNamed, click, openView, waitFor } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

const trust = { id: "trust", name: "Trust Wallet", link: "https://link.trustwallet.com" }
const zerion = { id: "zerion", name: "Zerion", link: "zerion://" }

/** A kit on a page where Rabby, MetaMask and Safe are installed (WalletConnect is built in). */
const startWithWallets = async (options: Partial<FoyerOptions> = {}, setup: TestKitSetup = {}) => {
  const kit = await startTestKit(options, setup)
  kit.install("io.rabby", "Rabby")
  kit.install("io.metamask", "MetaMask")
  const safe = kit.install("global.safe", "Safe")
  return { ...kit, safe }
}

const typeInto = async (input: HTMLInputElement, value: string) => {
  await act(async () => {
    // React tracks the value through the prototype setter; set it there, then announce input.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
    setter?.call(input, value)
    input.dispatchEvent(new Event("input", { bubbles: true }))
  })
}

/**
 * Every wallet of a page with Rabby, MetaMask and Safe installed, alphabetically: those, the
 * catalogue's others and WalletConnect (with Trust Wallet and Zerion configured, the same names).
 */
const everyWallet = [
  "Coinbase Wallet",
  "Ledger Live",
  "MetaMask",
  "Phantom",
  "Rabby",
  "Rainbow",
  "Safe",
  "Trust Wallet",
  "WalletConnect",
  "Zerion",
]

const rowNames = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll("li button")].map((b) => b.textContent)

describe("the AllWallets view", { timeout: 30_000 }, () => {
  it("renders with no axe violations in light and dark", async () => {
    const { client } = await startWithWallets()
    track(await openView(client, { name: "AllWallets" }))
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("lists every wallet alphabetically and filters them with a labelled search field", async () => {
    const { client } = await startWithWallets()
    const { dialog } = track(await openView(client, { name: "AllWallets" }))
    // With the catalogue's wallets that are not installed (MetaMask and Rabby are).
    expect(rowNames(dialog)).toEqual(everyWallet)
    const input = dialog.querySelector<HTMLInputElement>('input[type="search"]')!
    expect(dialog.querySelector(`label[for="${input.id}"]`)?.textContent).toBe(
      coreMessages["allWallets.search"],
    )
    await typeInto(input, "ra")
    expect(rowNames(dialog)).toEqual(["Rabby", "Rainbow"])
    await typeInto(input, "zzz")
    expect(rowNames(dialog)).toEqual([])
    expect(dialog.querySelector('[role="status"]:not([aria-live])')?.textContent).toBe(
      coreMessages["allWallets.empty"],
    )
  })

  it("choosing a wallet connects with it: the wallet is asked for its accounts", async () => {
    const { client, safe } = await startWithWallets()
    const prompt = holdRequest(safe, "eth_requestAccounts")
    const { dialog } = track(await openView(client, { name: "AllWallets" }))
    await click(buttonNamed("Safe", dialog)!)
    await act(() => prompt.asked)
    expect(safe.methods()).toEqual(["eth_requestAccounts"])
    expect(client.stores.connectAttempt.getSnapshot()).toEqual({
      _tag: "Connecting",
      connectorId: "global.safe",
    })
    await act(async () => prompt.reject())
    await waitFor(() => client.stores.connectAttempt.getSnapshot()._tag === "Rejected")
  })

  it("on a phone, also lists the configured WalletConnect wallets, searchable with the others", async () => {
    const { client } = await startWithWallets(
      { walletConnectWallets: [trust, zerion] },
      { isMobile: true },
    )
    const { dialog } = track(await openView(client, { name: "AllWallets" }))
    // The configured Trust Wallet and Zerion stand for the catalogue's.
    expect(rowNames(dialog)).toEqual(everyWallet)
    await typeInto(dialog.querySelector<HTMLInputElement>('input[type="search"]')!, "wallet")
    expect(rowNames(dialog)).toEqual(["Coinbase Wallet", "Trust Wallet", "WalletConnect"])
  })

  it("on a phone, choosing a WalletConnect wallet opens ConnectingWalletConnect for it and starts a pairing", async () => {
    const { client, walletConnect } = await startWithWallets(
      { walletConnectWallets: [trust, zerion] },
      { isMobile: true },
    )
    const { dialog } = track(await openView(client, { name: "AllWallets" }))
    await click(buttonNamed("Zerion", dialog)!)
    const link = await waitFor(() => dialog.querySelector("a"))
    const { history } = client.stores.modal.getSnapshot().router
    expect(history.map((view) => view.name)).toEqual(["AllWallets", "ConnectingWalletConnect"])
    expect(history.at(-1)?.data).toMatchObject({ walletId: "zerion" })
    expect(walletConnect.uris).toHaveLength(1)
    const uri = walletConnect.uris[0] ?? ""
    expect([link.textContent, link.getAttribute("href")]).toEqual([
      "Open Zerion",
      `zerion://wc?uri=${encodeURIComponent(uri)}`,
    ])
  })

  it("on a phone, a WalletConnect wallet with no WALLET_CONNECT connector listed says 'WalletConnectConnector not found'", async () => {
    const kit = await startWithWallets({ walletConnectWallets: [zerion] }, { isMobile: true })
    const client = withoutPairingConnector(kit.client)
    const { dialog } = track(await openView(client, { name: "AllWallets" }))
    await click(buttonNamed("Zerion", dialog)!)
    await waitFor(() => client.stores.toast.getSnapshot().open)
    expect(client.stores.toast.getSnapshot()).toMatchObject({
      message: coreMessages["error.walletConnectConnectorNotFound"],
      variant: "error",
    })
    expect(kit.walletConnect.made()).toBe(0)
    expect(client.stores.modal.getSnapshot().router.history).toEqual([{ name: "AllWallets" }])
  })

  it("on a desktop too, lists the dApp's own WalletConnect wallets beside the catalogue's (each shows its QR code)", async () => {
    const { client } = await startWithWallets({
      walletConnectWallets: [{ ...trust, id: "my-trust", name: "My Trust" }],
      excludeWalletIds: ["coinbase", "ledger", "phantom", "rainbow", "zerion"],
    })
    const { dialog } = track(await openView(client, { name: "AllWallets" }))
    expect(rowNames(dialog)).toEqual([
      "MetaMask",
      "My Trust",
      "Rabby",
      "Safe",
      "Trust Wallet",
      "WalletConnect",
    ])
  })

  it("an excluded catalogue id hides that wallet's installed extension too, and an excluded own wallet", async () => {
    const { client } = await startWithWallets({
      walletConnectWallets: [{ ...trust, id: "my-trust", name: "My Trust" }],
      excludeWalletIds: ["metamask", "global.safe", "my-trust", "coinbase", "ledger", "zerion"],
    })
    const { dialog } = track(await openView(client, { name: "AllWallets" }))
    expect(rowNames(dialog)).toEqual([
      "Phantom",
      "Rabby",
      "Rainbow",
      "Trust Wallet",
      "WalletConnect",
    ])
  })

  it("'New to wallets?' opens on what a wallet is and a link to each catalogue wallet's download page, in a new tab, with no axe violations", async () => {
    const { client } = await startWithWallets()
    const { dialog } = track(await openView(client, { name: "AllWallets" }))
    const details = dialog.querySelector("details")!
    expect(details.querySelector("summary")?.textContent).toBe(
      coreMessages["allWallets.newToWallets"],
    )
    expect(details.open).toBe(false)
    await act(async () => {
      details.open = true
    })
    expect(details.querySelector("p")?.textContent).toBe(coreMessages["allWallets.whatIsAWallet"])
    const links = [...details.querySelectorAll("a")]
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      client.walletCatalogue.map((wallet) => [`Get ${wallet.name}`, wallet.download]),
    )
    for (const link of links) {
      expect([link.getAttribute("target"), link.getAttribute("rel")]).toEqual([
        "_blank",
        "noopener noreferrer",
      ])
    }
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("renders with WalletConnect wallets on a phone with no axe violations in light and dark", async () => {
    const { client } = await startWithWallets(
      { walletConnectWallets: [trust, zerion] },
      { isMobile: true },
    )
    track(await openView(client, { name: "AllWallets" }))
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })
})
