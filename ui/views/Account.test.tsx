// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { coreMessages, definePlugin } from "../../core"
import { alice, connectWallet, startTestClient, startTestKit } from "../../test/testFoyerClient"
import { axeInBothThemes, buttonNamed, click, openView, waitFor } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

const Placeholder = () => <p>Plugin view</p>
const load = async () => ({ default: Placeholder })

// Listed send first, then onramp, then swaps: the Account view must show them in the wallet
// feature order of spec 9 (onramp, swaps, receive, send), as the registry resolved them.
// Each action's label is a message id of its plugin's own catalogue.
const plugins = [
  definePlugin({
    id: "send",
    views: { Send: { load } },
    messages: { "send.action": "Send" },
    accountActions: [{ feature: "send", label: "send.action", view: "Send" }],
  }),
  definePlugin({
    id: "onramp",
    views: { Onramp: { load } },
    messages: { "onramp.action": "Buy crypto" },
    accountActions: [{ feature: "onramp", label: "onramp.action", view: "Onramp" }],
  }),
  definePlugin({
    id: "swap",
    views: { Swap: { load } },
    messages: { "swap.action": "Swap" },
    accountActions: [{ feature: "swaps", label: "swap.action", view: "Swap" }],
  }),
]

const setUp = async () => {
  const kit = await startTestKit({ plugins })
  // The visitor connected MetaMask; the provider API knows alice's name and avatar.
  const wallet = await connectWallet(kit, {
    name: "alice.foyer.id",
    avatar: "https://avatars.example/alice.png",
  })
  const { client } = kit
  const { dialog } = track(await openView(client, { name: "Account" }))
  return { client, dialog, wallet }
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "clipboard")
})

describe("the Account view", { timeout: 30_000 }, () => {
  it("renders with no axe violations in light and dark", async () => {
    const { client } = await setUp()
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("shows the identity name and avatar, the shortened address and the native balance", async () => {
    const { dialog } = await setUp()
    const texts = [...dialog.querySelectorAll("p")].map((p) => p.textContent)
    expect(texts).toEqual(["alice.foyer.id", "0x5290…9EE7", "1.2345 ETH"])
    expect(dialog.querySelector("img")?.getAttribute("src")).toBe(
      "https://avatars.example/alice.png",
    )
    expect(dialog.querySelector("img")?.getAttribute("alt")).toBe("")
  })

  it("lists the plugins' account actions, labelled from their catalogues, in the wallet feature order, each opening its view", async () => {
    const { client, dialog } = await setUp()
    const labels = [...dialog.querySelectorAll("button")].map(
      (b) => b.getAttribute("aria-label") ?? b.textContent,
    )
    expect(labels).toEqual([
      coreMessages["modal.close"],
      coreMessages["account.copyAddress"],
      "Network: Ethereum",
      "Buy crypto",
      "Swap",
      "Send",
      "Disconnect",
    ])
    await click(buttonNamed("Swap", dialog)!)
    await waitFor(() => dialog.textContent?.includes("Plugin view"))
    expect(client.stores.modal.getSnapshot().router.history.map((v) => v.name)).toEqual([
      "Account",
      "Swap",
    ])
  })

  it("copies the address to the clipboard and confirms with a 'Copied' toast", async () => {
    const writeText = vi.fn(async (_text: string) => {})
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    const { dialog } = await setUp()
    await click(buttonNamed(coreMessages["account.copyAddress"], dialog)!)
    expect(writeText).toHaveBeenCalledWith(alice)
    const polite = dialog.querySelector('[aria-live="polite"]')!
    await waitFor(() => polite.textContent === coreMessages["account.copied"])
  })

  it("says so in an error toast when the clipboard refuses", async () => {
    const writeText = vi.fn(async () => {
      throw new Error("denied")
    })
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    const { dialog } = await setUp()
    await click(buttonNamed(coreMessages["account.copyAddress"], dialog)!)
    const alert = dialog.querySelector('[role="alert"]')!
    await waitFor(() => alert.textContent === coreMessages["account.copyFailed"])
  })

  it("the network button opens the network list", async () => {
    const { client, dialog } = await setUp()
    await click(buttonNamed("Network: Ethereum", dialog)!)
    await waitFor(() => dialog.querySelector('ul[aria-label="Networks"]'))
    expect(client.stores.modal.getSnapshot().router.history.map((v) => v.name)).toEqual([
      "Account",
      "SwitchNetwork",
    ])
  })

  it("Disconnect disconnects: the wallet is told and the account is gone", async () => {
    const { client, dialog, wallet } = await setUp()
    await click(buttonNamed(coreMessages["account.disconnect"], dialog)!)
    await waitFor(() => client.stores.connection.getSnapshot().status === "disconnected")
    expect(wallet.methods().at(-1)).toBe("wallet_revokePermissions")
    expect(client.stores.accounts.getSnapshot().eip155?.address).toBeUndefined()
  })

  it("without a connected account it offers to connect instead of a blank view", async () => {
    const client = await startTestClient()
    const { dialog } = track(await openView(client, { name: "Account" }))
    expect(dialog.textContent).toContain(coreMessages["account.noWallet"])
    await act(async () => {})
    expect(buttonNamed(coreMessages["account.connect"], dialog)).toBeDefined()
  })
})
