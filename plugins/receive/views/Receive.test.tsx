// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { type CaipNetwork, ethereum } from "../../../core"
import { alice, bob, connectWallet, startTestKit } from "../../../test/testFoyerClient"
import { decodeDrawnQrCode } from "../../../ui/testing/decodeDrawnQrCode"
import {
  axeInBothThemes,
  buttonNamed,
  click,
  openView,
  waitFor,
} from "../../../ui/testing/renderFoyer"
import { track } from "../../../ui/testing/viewTestSetup"
import { receive } from "../index"
import { en } from "../messages/en"

const solanaMainnet = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"

/** A network icon (any data:image/ URL the config accepts). */
const icon = "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4="

afterEach(() => {
  Reflect.deleteProperty(navigator, "clipboard")
})

/**
 * The whole kit with receive() in its plugins, on Ethereum, Optimism (with an icon) and
 * Solana, connected with a browser wallet on `address` (Ethereum), open on Receive.
 */
const openReceive = async (address = alice) => {
  const optimismWithIcon: CaipNetwork = {
    caipNetworkId: "eip155:10",
    chainNamespace: "eip155",
    id: 10,
    name: "OP Mainnet",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: ["https://mainnet.optimism.io"] } },
    assets: { imageUrl: icon },
  }
  const kit = await startTestKit({
    networks: ["eip155:1", "eip155:10", solanaMainnet],
    customNetworks: [optimismWithIcon],
    plugins: [receive()],
  })
  await connectWallet(kit, { address })
  const { dialog } = track(await openView(kit.client, { name: "Receive" }))
  return { kit, dialog }
}

const qrCode = (dialog: HTMLElement) =>
  dialog.querySelector<SVGElement>(`svg[role="img"][aria-label="${en["receive.qrCode"]}"]`)

describe("the Receive view", { timeout: 30_000 }, () => {
  it("shows the connected address in full, as code, with the active network's name", async () => {
    const { dialog } = await openReceive()
    const code = dialog.querySelector("code")
    expect(code?.textContent).toBe(alice)
    expect(dialog.textContent).toContain("Your address on Ethereum")
    // The dialog is named by the view's title.
    expect(dialog.getAttribute("aria-labelledby")).not.toBeNull()
    const title = document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")
    expect(title?.textContent).toBe("Receive")
  })

  it("draws a QR code, named for what it is, that decodes to exactly the address", async () => {
    const { dialog } = await openReceive(bob)
    const svg = qrCode(dialog)
    expect(svg).not.toBeNull()
    expect(decodeDrawnQrCode(svg!)).toBe(bob)
  })

  it("lists the configured networks of the account's chain family (name and icon) with the notice that only they are supported", async () => {
    const { dialog } = await openReceive()
    const section = dialog.querySelector("section")!
    const heading = section.querySelector("h3")
    expect(heading?.textContent).toBe(en["receive.networks.title"])
    expect(section.getAttribute("aria-labelledby")).toBe(heading?.id)
    expect(section.textContent).toContain(en["receive.networks.notice"])
    const items = [...section.querySelectorAll("li")]
    // Ethereum and Optimism: Solana is another family, which this account cannot receive on.
    expect(items.map((item) => item.textContent)).toEqual([ethereum.name, "OP Mainnet"])
    expect(items[1]?.querySelector("img")?.getAttribute("src")).toBe(icon)
    // Icons are decorative: the name is the item's text.
    expect(items[1]?.querySelector("img")?.getAttribute("alt")).toBe("")
    // A network with no image shows its name's first letter, never an empty circle.
    expect(items[0]?.querySelector("[data-monogram]")?.getAttribute("data-monogram")).toBe("E")
  })

  it("Copy puts the address on the clipboard and confirms it in a toast", async () => {
    const writeText = vi.fn(async (_text: string) => {})
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    const { dialog } = await openReceive()
    await click(buttonNamed(en["receive.copy"], dialog)!)
    expect(writeText).toHaveBeenCalledWith(alice)
    const polite = dialog.querySelector('[aria-live="polite"]')!
    await waitFor(() => polite.textContent === en["receive.copied"])
  })

  it("when the clipboard refuses, says so in an error toast and stays usable", async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException("Write permission denied.", "NotAllowedError")
    })
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    const { dialog } = await openReceive()
    await click(buttonNamed(en["receive.copy"], dialog)!)
    const alert = dialog.querySelector('[role="alert"]')!
    await waitFor(() => alert.textContent === en["receive.copyFailed"])
    expect(dialog.querySelector("code")?.textContent).toBe(alice)
    expect(buttonNamed(en["receive.copy"], dialog)).toBeDefined()
  })

  it("follows the network: after a switch it names the new network, same address and code", async () => {
    const { kit, dialog } = await openReceive()
    await act(async () => kit.client.switchNetwork("eip155:10"))
    await waitFor(() => dialog.textContent?.includes("Your address on OP Mainnet"))
    expect(decodeDrawnQrCode(qrCode(dialog)!)).toBe(alice)
  })

  it("has no axe violations, in the light and the dark theme", async () => {
    const { kit } = await openReceive()
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("opened with no account connected, offers to connect instead", async () => {
    const kit = await startTestKit({ plugins: [receive()] })
    const { dialog } = track(await openView(kit.client, { name: "Receive" }))
    expect(dialog.textContent).toContain(en["receive.noAccount"])
    expect(qrCode(dialog)).toBeNull()
    await click(buttonNamed(en["receive.connect"], dialog)!)
    await waitFor(() =>
      kit.client.stores.modal.getSnapshot().router.history.some((view) => view.name === "Connect"),
    )
  })
})
