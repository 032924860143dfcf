// @vitest-environment happy-dom
import { act } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { coreMessages, type FoyerClient } from "../../core"
import { accountLoaded, holdRequest, startTestKit } from "../../test/testFoyerClient"
import {
  axeInBothThemes,
  buttonNamed,
  click,
  openView,
  waitFor,
  warmChunks,
} from "../testing/renderFoyer"

beforeAll(warmChunks, 60_000)

const rowNames = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('ul[aria-label="Wallets"] button')].map((b) => b.textContent)

/** The names of the kit's catalogue wallets with these ids, in that order. */
const catalogueNames = (client: FoyerClient, ...ids: ReadonlyArray<string>) =>
  ids.map((id) => client.walletCatalogue.find((wallet) => wallet.id === id)?.name)

describe("the Connect view", { timeout: 30_000 }, () => {
  it("renders with no axe violations in light and dark", async () => {
    const kit = await startTestKit()
    kit.install("io.metamask", "MetaMask", { icon: "data:image/svg+xml;base64,PHN2Zy8+" })
    kit.install("io.rabby", "Rabby")
    await openView(kit.client, undefined)
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("orders connectors per spec and shows recent wallets (at most 2) first-class", async () => {
    const kit = await startTestKit()
    const { client } = kit
    for (const [rdns, name] of [
      ["io.metamask", "MetaMask"],
      ["io.zerion", "Zerion"],
      ["io.rabby", "Rabby"],
    ] as const) {
      kit.install(rdns, name)
    }
    // The visitor used MetaMask, then Zerion, then Rabby (the newest).
    for (const rdns of ["io.metamask", "io.zerion", "io.rabby"]) {
      await client.connect(rdns)
      await accountLoaded(client)
      await client.disconnect()
    }
    kit.install("io.example", "Example Wallet")
    const { dialog } = await openView(client, undefined)
    // Then the catalogue's recommended wallets, but MetaMask and Rabby: installed, they are listed once.
    expect(rowNames(dialog)).toEqual([
      "WalletConnectQR Code",
      "RabbyRecent",
      "ZerionRecent",
      "MetaMaskInstalled",
      "Example WalletInstalled",
      ...catalogueNames(client, "coinbase", "trust", "rainbow", "phantom"),
    ])
  })

  it("a featured id comes first among the wallets to pair, then the dApp's own (custom), then the recommended; an excluded id never shows, installed or not", async () => {
    const kit = await startTestKit({
      featuredWalletIds: ["ledger"],
      walletConnectWallets: [{ id: "my-wallet", name: "My Wallet", link: "https://my.wallet" }],
      excludeWalletIds: ["metamask", "trust"],
    })
    kit.install("io.metamask", "MetaMask")
    kit.install("io.rabby", "Rabby")
    const { dialog } = await openView(kit.client, undefined)
    expect(rowNames(dialog)).toEqual([
      "WalletConnectQR Code",
      "RabbyInstalled",
      ...catalogueNames(kit.client, "ledger"),
      "My Wallet",
      ...catalogueNames(kit.client, "coinbase", "rainbow", "phantom", "zerion"),
    ])
  })

  it("with walletCatalogue: false no built-in catalogue wallet is offered", async () => {
    const kit = await startTestKit({ walletCatalogue: false })
    const { dialog } = await openView(kit.client, undefined)
    expect(kit.client.walletCatalogue).toEqual([])
    expect(rowNames(dialog)).toEqual(["WalletConnectQR Code"])
  })

  it.each([
    ["ONLY_MOBILE", true, true],
    ["ONLY_MOBILE", false, false],
    ["HIDE", true, false],
    ["SHOW", false, true],
  ] as const)(
    "allWallets: %s on a phone (%s) lists All Wallets: %s (spec 3: ONLY_MOBILE on a phone only)",
    async (allWallets, isMobile, listed) => {
      const kit = await startTestKit({ allWallets }, { isMobile })
      const { dialog } = await openView(kit.client, undefined)
      expect(buttonNamed(coreMessages["connect.allWallets"], dialog) !== undefined).toBe(listed)
    },
  )

  it("renders wallet names with HTML in them as text", async () => {
    const kit = await startTestKit()
    const name = '<img src=x onerror="alert(1)"><b>Evil</b>'
    kit.install("evil", name, { icon: "https://wallet.example/evil.png" })
    const { dialog } = await openView(kit.client, undefined)
    expect(rowNames(dialog).slice(0, 2)).toEqual(["WalletConnectQR Code", `${name}Installed`])
    expect(dialog.querySelector("b")).toBeNull()
    const sources = [...dialog.querySelectorAll("img")].map((img) => img.getAttribute("src"))
    expect(sources).not.toContain("x")
  })

  it("draws an icon only for data:image/ and https: URLs, never a javascript: one", async () => {
    const kit = await startTestKit()
    kit.install("a", "Data", { icon: "data:image/png;base64,AAAA" })
    kit.install("b", "Https", { icon: "https://wallet.example/icon.png" })
    kit.install("c", "Script", { icon: "javascript:alert(1)" })
    kit.install("d", "Http", { icon: "http://wallet.example/icon.png" })
    const { dialog } = await openView(kit.client, undefined)
    // Icons come a frame after their rows; WalletConnect's (a data URL) is always drawn.
    await waitFor(() => dialog.querySelector("img"))
    const rows = [...dialog.querySelectorAll('ul[aria-label="Wallets"] li')]
    // The installed wallets' rows: after WalletConnect's, before the catalogue's.
    const sources = rows
      .slice(1, 5)
      .flatMap((row) => [...row.querySelectorAll("img")].map((img) => img.getAttribute("src")))
    expect(sources).toEqual(["data:image/png;base64,AAAA", "https://wallet.example/icon.png"])
    for (const img of dialog.querySelectorAll("img")) expect(img.getAttribute("alt")).toBe("")
  })

  it("choosing a wallet shows ConnectingExternal and connects with it", async () => {
    const kit = await startTestKit()
    const { client } = kit
    const wallet = kit.install("io.metamask", "MetaMask")
    const prompt = holdRequest(wallet, "eth_requestAccounts")
    const { dialog } = await openView(client, undefined)
    await click(buttonNamed("MetaMask", dialog)!)
    await act(() => prompt.asked)
    await waitFor(() => dialog.textContent?.includes("Waiting for you to approve"))
    expect(client.stores.modal.getSnapshot().router.history.at(-1)?.name).toBe("ConnectingExternal")
    // The visitor approves in MetaMask: connected, the modal closes.
    await act(async () => prompt.approve(wallet.state().accounts))
    await waitFor(() => !client.stores.modal.getSnapshot().open)
    await act(() => accountLoaded(client))
    expect(client.stores.accounts.getSnapshot().eip155?.address).toBe(wallet.state().accounts[0])
  })

  it("choosing WalletConnect shows ConnectingWalletConnect and starts one pairing", async () => {
    const kit = await startTestKit()
    const { client } = kit
    const { dialog } = await openView(client, undefined)
    await click(buttonNamed("WalletConnect", dialog)!)
    await waitFor(() => buttonNamed(coreMessages["walletConnect.copyLink"], dialog))
    expect(client.stores.modal.getSnapshot().router.history.at(-1)?.name).toBe(
      "ConnectingWalletConnect",
    )
    expect(kit.walletConnect.uris).toHaveLength(1)
    expect(client.stores.connection.getSnapshot().wcUri).toBe(kit.walletConnect.uris[0])
  })

  it("with no browser wallet installed offers WalletConnect and the catalogue's first four wallets with their icons, and links to All Wallets", async () => {
    const { client } = await startTestKit()
    const { dialog } = await openView(client, undefined)
    expect(rowNames(dialog)).toEqual([
      "WalletConnectQR Code",
      ...catalogueNames(client, "metamask", "coinbase", "trust", "rainbow"),
    ])
    await waitFor(() => dialog.querySelectorAll("img").length === 5)
    for (const img of [...dialog.querySelectorAll("img")].slice(1)) {
      expect(img.getAttribute("src")).toMatch(/^data:image\/svg\+xml,/)
    }
    await click(buttonNamed(coreMessages["connect.allWallets"], dialog)!)
    await act(async () => {})
    expect(client.stores.modal.getSnapshot().router.history.at(-1)?.name).toBe("AllWallets")
  })

  it("a featured id (featuredWalletIds) comes first among the catalogue's wallets; an excluded id (excludeWalletIds) never shows", async () => {
    const { client } = await startTestKit({
      featuredWalletIds: ["zerion"],
      excludeWalletIds: ["coinbase"],
    })
    const { dialog } = await openView(client, undefined)
    expect(rowNames(dialog)).toEqual([
      "WalletConnectQR Code",
      ...catalogueNames(client, "zerion", "metamask", "trust", "rainbow", "phantom"),
    ])
  })

  it("includeWalletIds keeps only its own of the catalogue", async () => {
    const { client } = await startTestKit({ includeWalletIds: ["phantom", "rainbow"] })
    const { dialog } = await openView(client, undefined)
    expect(rowNames(dialog)).toEqual([
      "WalletConnectQR Code",
      ...catalogueNames(client, "rainbow", "phantom"),
    ])
  })

  it("choosing a catalogue wallet starts a pairing shown as that wallet's (ConnectingWalletConnect with its id)", async () => {
    const kit = await startTestKit()
    const { client } = kit
    const { dialog } = await openView(client, undefined)
    await click(buttonNamed("Rainbow", dialog)!)
    await waitFor(() => buttonNamed(coreMessages["walletConnect.copyLink"], dialog))
    expect(client.stores.modal.getSnapshot().router.history.at(-1)).toMatchObject({
      name: "ConnectingWalletConnect",
      data: { walletId: "rainbow" },
    })
    expect(kit.walletConnect.uris).toHaveLength(1)
  })
})
