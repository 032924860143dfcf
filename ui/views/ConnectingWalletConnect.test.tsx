// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { coreMessages, type FoyerOptions } from "../../core"
import { focusableIn } from "../modal/focusable"
import { decodeDrawnQrCode } from "../testing/decodeDrawnQrCode"
import { connector, makeFakeFoyerClient } from "../testing/fakeFoyerClient"
import { axeInBothThemes, buttonNamed, click, openView, waitFor } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

const uri = "wc:a1b2c3@2?relay-protocol=irn&symKey=0123456789abcdef&expiryTimestamp=1705000300"
const newUri = "wc:d4e5f6@2?relay-protocol=irn&symKey=fedcba9876543210&expiryTimestamp=1705000600"
const now = Date.UTC(2024, 0, 11, 19, 6, 40)

const metamask = { id: "metamask", name: "MetaMask", link: "metamask://" }
const rainbow = { id: "rainbow", name: "Rainbow", link: "https://rnbwapp.com" }
const walletOptions: Partial<FoyerOptions> = { walletConnectWallets: [metamask, rainbow] }

// The UI finds WalletConnect by its type, WALLET_CONNECT, and takes its id from there: any id does.
const pairingConnector = {
  ...connector("pairing", "WALLET_CONNECT", "WalletConnect"),
  connectingView: "ConnectingWalletConnect",
}

type Client = Awaited<ReturnType<typeof makeFakeFoyerClient>>

const setUp = async (
  data: { readonly walletId?: string } = {},
  options: Partial<FoyerOptions> = walletOptions,
  isMobile = false,
) => {
  const client = await makeFakeFoyerClient(options, { isMobile })
  client.writable.connectors.update(() => [pairingConnector])
  const { dialog } = track(
    await openView(client, {
      name: "ConnectingWalletConnect",
      data: { connectorId: pairingConnector.id, ...data },
    }),
  )
  return { client, dialog }
}

/** The client made a pairing URI that expires `inMs` after the test clock's now. */
const pair = (client: Client, pairingUri = uri, inMs = 300_000) =>
  act(async () =>
    client.writable.connection.update((s) => ({
      ...s,
      wcUri: pairingUri,
      wcPairingExpiry: Date.now() + inMs,
      buffering: false,
      wcError: false,
    })),
  )

const reject = (client: Client) =>
  act(async () => {
    client.writable.connection.update((s) => ({ ...s, wcError: true }))
    client.writable.connectAttempt.update(() => ({
      _tag: "Rejected",
      connectorId: pairingConnector.id,
      message: "Connection rejected",
    }))
  })

const statusText = (dialog: HTMLElement) =>
  dialog.querySelector('[role="status"]:not([aria-live])')?.textContent

const alertTexts = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[role="alert"]')].map((e) => e.textContent).filter((t) => t !== "")

const tabNames = (dialog: HTMLElement) =>
  focusableIn(dialog).map((e) => e.getAttribute("aria-label") ?? e.textContent)

afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(navigator, "clipboard")
})

describe("the ConnectingWalletConnect view", { timeout: 30_000 }, () => {
  it("opened with no pairing under way, it starts one with the connector of its data", async () => {
    const { client } = await setUp()
    expect(client.calls.filter((c) => c.action === "connect")).toEqual([
      { action: "connect", connectorId: pairingConnector.id },
    ])
  })

  it("pairs with the connector its data names", async () => {
    const client = await makeFakeFoyerClient(walletOptions)
    client.writable.connectors.update(() => [pairingConnector])
    const data = { connectorId: "other-pairing" }
    track(await openView(client, { name: "ConnectingWalletConnect", data }))
    expect(client.calls.filter((c) => c.action === "connect")).toEqual([
      { action: "connect", connectorId: "other-pairing" },
    ])
  })

  it("opened with no data, pairs with the WALLET_CONNECT connector listed", async () => {
    const client = await makeFakeFoyerClient(walletOptions)
    client.writable.connectors.update(() => [pairingConnector])
    track(await openView(client, { name: "ConnectingWalletConnect" }))
    expect(client.calls.filter((c) => c.action === "connect")).toEqual([
      { action: "connect", connectorId: pairingConnector.id },
    ])
  })

  it("does not start a second pairing while one is under way", async () => {
    const client = await makeFakeFoyerClient(walletOptions)
    client.writable.connectors.update(() => [pairingConnector])
    client.writable.connectAttempt.update(() => ({
      _tag: "Connecting",
      connectorId: pairingConnector.id,
    }))
    track(await openView(client, { name: "ConnectingWalletConnect" }))
    expect(client.calls.filter((c) => c.action === "connect")).toEqual([])
  })

  it("says 'Generating QR code…' while the URI is being made", async () => {
    const { client, dialog } = await setUp()
    expect(statusText(dialog)).toBe(coreMessages["walletConnect.generating"])
    await act(async () => client.writable.connection.update((s) => ({ ...s, buffering: true })))
    expect(statusText(dialog)).toBe(coreMessages["walletConnect.generating"])
    expect(dialog.querySelector("svg[role='img']")).toBeNull()
  })

  it("draws the pairing URI as a QR code that decodes to the exact URI", async () => {
    const { client, dialog } = await setUp()
    await pair(client)
    const svg = dialog.querySelector<SVGElement>('svg[role="img"]')!
    expect(svg.getAttribute("aria-label")).toBe(coreMessages["walletConnect.qrCode"])
    expect(decodeDrawnQrCode(svg)).toBe(uri)
  })

  it("Copy link writes the exact URI and confirms with a 'Link copied' toast", async () => {
    const writeText = vi.fn(async (_text: string) => {})
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    const { client, dialog } = await setUp()
    await pair(client)
    await click(buttonNamed(coreMessages["walletConnect.copyLink"], dialog)!)
    expect(writeText.mock.calls).toEqual([[uri]])
    const polite = dialog.querySelector('[aria-live="polite"]')!
    await waitFor(() => polite.textContent === coreMessages["walletConnect.linkCopied"])
  })

  it("says 'Failed to copy link' in an error toast when the clipboard refuses", async () => {
    const writeText = vi.fn(async () => {
      throw new Error("denied")
    })
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    const { client, dialog } = await setUp()
    await pair(client)
    await click(buttonNamed(coreMessages["walletConnect.copyLink"], dialog)!)
    await waitFor(() => alertTexts(dialog).includes(coreMessages["walletConnect.copyLinkFailed"]))
  })

  it("counts down to the pairing's expiry each second, as 'Expires in M:SS'", async () => {
    const { client, dialog } = await setUp()
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] })
    vi.setSystemTime(now)
    await pair(client, uri, 90_000)
    const expiry = () =>
      [...dialog.querySelectorAll("p")].find((p) => p.textContent?.startsWith("Expires"))
    expect(expiry()?.textContent).toBe("Expires in 1:30")
    await act(async () => vi.advanceTimersByTime(1000))
    expect(expiry()?.textContent).toBe("Expires in 1:29")
    await act(async () => vi.advanceTimersByTime(60_000))
    expect(expiry()?.textContent).toBe("Expires in 0:29")
    // The ticking text is not a live region: screen readers are not told every second.
    expect(expiry()?.closest("[aria-live],[role='status'],[role='alert']")).toBeNull()
  })

  it("an expired code is hidden behind 'This QR code has expired.' and Refresh makes a new one", async () => {
    const { client, dialog } = await setUp()
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] })
    vi.setSystemTime(now)
    await pair(client, uri, 2_000)
    expect(dialog.querySelector('svg[role="img"]')).not.toBeNull()
    await act(async () => vi.advanceTimersByTime(2_000))
    expect(statusText(dialog)).toBe(coreMessages["walletConnect.expired"])
    expect(dialog.querySelector('svg[role="img"]')).toBeNull()
    expect(buttonNamed(coreMessages["walletConnect.copyLink"], dialog)).toBeUndefined()
    client.calls.length = 0
    await click(buttonNamed(coreMessages["walletConnect.refresh"], dialog)!)
    expect(client.calls).toEqual([{ action: "refreshWalletConnectUri" }])
    expect(statusText(dialog)).toBe(coreMessages["walletConnect.generating"])
    await pair(client, newUri)
    expect(decodeDrawnQrCode(dialog.querySelector<SVGElement>('svg[role="img"]')!)).toBe(newUri)
    expect(statusText(dialog)).toBe("")
  })

  it("shows the rejection exactly, 'Connection rejected', and Try again shows a new QR code", async () => {
    const { client, dialog } = await setUp()
    await pair(client)
    await reject(client)
    expect(alertTexts(dialog)).toEqual([coreMessages["error.connectionRejected"]])
    expect(dialog.querySelector('svg[role="img"]')).toBeNull()
    client.calls.length = 0
    await click(buttonNamed(coreMessages["walletConnect.tryAgain"], dialog)!)
    expect(client.calls).toEqual([{ action: "refreshWalletConnectUri" }])
    expect(alertTexts(dialog)).toEqual([])
    expect(statusText(dialog)).toBe(coreMessages["walletConnect.generating"])
    await pair(client, newUri)
    expect(decodeDrawnQrCode(dialog.querySelector<SVGElement>('svg[role="img"]')!)).toBe(newUri)
  })

  it("shows a failed pairing's message exactly: 'Failed to connect'", async () => {
    const { client, dialog } = await setUp()
    await act(async () =>
      client.writable.connectAttempt.update(() => ({
        _tag: "Failed",
        connectorId: pairingConnector.id,
        message: "Failed to connect",
      })),
    )
    expect(alertTexts(dialog)).toEqual(["Failed to connect"])
    expect(buttonNamed(coreMessages["walletConnect.tryAgain"], dialog)).toBeDefined()
  })

  it("ignores another wallet's rejection", async () => {
    const { client, dialog } = await setUp()
    await pair(client)
    await act(async () =>
      client.writable.connectAttempt.update(() => ({
        _tag: "Rejected",
        connectorId: "io.metamask",
        message: "User rejected the request",
      })),
    )
    expect(alertTexts(dialog)).toEqual([])
    expect(dialog.querySelector('svg[role="img"]')).not.toBeNull()
  })

  it("opened for a wallet, offers 'Open {name}' with its deep link for the URI", async () => {
    const { client, dialog } = await setUp({ walletId: "metamask" })
    await pair(client)
    const links = [...dialog.querySelectorAll("a")]
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Open MetaMask", `metamask://wc?uri=${encodeURIComponent(uri)}`],
    ])
    expect(links[0]?.getAttribute("target")).toBeNull()
    client.calls.length = 0
    links[0]?.addEventListener("click", (event) => event.preventDefault())
    await click(links[0]!)
    expect(client.calls).toEqual([{ action: "linkWalletConnectWallet", walletId: "metamask" }])
  })

  it("on a phone with no wallet chosen, lists every configured wallet's deep link", async () => {
    const { client, dialog } = await setUp({}, walletOptions, true)
    await pair(client)
    expect(
      [...dialog.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Open MetaMask", `metamask://wc?uri=${encodeURIComponent(uri)}`],
      ["Open Rainbow", `https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}`],
    ])
  })

  it("on a desktop with no wallet chosen, offers no deep links", async () => {
    const { client, dialog } = await setUp()
    await pair(client)
    expect(dialog.querySelectorAll("a")).toHaveLength(0)
  })

  it("reaches the link and buttons with Tab, in order", async () => {
    const { client, dialog } = await setUp({ walletId: "metamask" })
    await pair(client)
    expect(tabNames(dialog).slice(-3)).toEqual([
      "Open MetaMask",
      coreMessages["walletConnect.copyLink"],
      coreMessages["walletConnect.refresh"],
    ])
    await reject(client)
    expect(tabNames(dialog).slice(-1)).toEqual([coreMessages["walletConnect.tryAgain"]])
  })

  it("renders generating, QR, expired and rejected with no axe violations in light and dark", async () => {
    const { client } = await setUp({ walletId: "metamask" })
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
    await pair(client)
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
    await pair(client, uri, -1)
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
    await reject(client)
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })
})
