// @vitest-environment happy-dom
import { act } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import { coreMessages } from "../../core"
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
    expect(rowNames(dialog)).toEqual([
      "WalletConnectQR Code",
      "RabbyRecent",
      "ZerionRecent",
      "MetaMaskInstalled",
      "Example WalletInstalled",
    ])
  })

  it("renders wallet names with HTML in them as text", async () => {
    const kit = await startTestKit()
    const name = '<img src=x onerror="alert(1)"><b>Evil</b>'
    kit.install("evil", name, { icon: "https://wallet.example/evil.png" })
    const { dialog } = await openView(kit.client, undefined)
    expect(rowNames(dialog)).toEqual(["WalletConnectQR Code", `${name}Installed`])
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
    const sources = rows
      .filter((row) => !row.textContent?.startsWith("WalletConnect"))
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

  it("with no browser wallet installed offers WalletConnect, and links to All Wallets", async () => {
    const { client } = await startTestKit()
    const { dialog } = await openView(client, undefined)
    expect(rowNames(dialog)).toEqual(["WalletConnectQR Code"])
    await click(buttonNamed(coreMessages["connect.allWallets"], dialog)!)
    await act(async () => {})
    expect(client.stores.modal.getSnapshot().router.history.at(-1)?.name).toBe("AllWallets")
  })
})
