// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { type ConnectorInfo, coreMessages, type FoyerOptions, walletDeepLink } from "../../core"
import {
  holdRequest,
  startTestKit,
  type TestKit,
  type TestKitSetup,
} from "../../test/testFoyerClient"
import { focusableIn } from "../shell/focusable"
import { decodeDrawnQrCode } from "../testing/decodeDrawnQrCode"
import { axeInBothThemes, buttonNamed, click, openView, waitFor } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

const now = Date.UTC(2024, 0, 11, 19, 6, 40)

const metamask = { id: "metamask", name: "MetaMask", link: "metamask://" }
const rainbow = { id: "rainbow", name: "Rainbow", link: "https://rnbwapp.com" }
const walletOptions: Partial<FoyerOptions> = { walletConnectWallets: [metamask, rainbow] }

/** The kit's WALLET_CONNECT connector: the UI finds it by type, never by id. */
const pairingConnector = (kit: TestKit): ConnectorInfo =>
  kit.client.stores.connectors.getSnapshot().find((c) => c.type === "WALLET_CONNECT")!

const qrCode = (dialog: HTMLElement) => dialog.querySelector<SVGElement>('svg[role="img"]')

/** Opens the view for the kit's WALLET_CONNECT connector, as the Connect view would. */
const open = async (
  data: { readonly walletId?: string } = {},
  options: Partial<FoyerOptions> = walletOptions,
  setup: TestKitSetup & { readonly beforeOpen?: (kit: TestKit) => void } = {},
) => {
  const kit = await startTestKit(options, setup)
  setup.beforeOpen?.(kit)
  const view = {
    name: "ConnectingWalletConnect",
    data: { connectorId: pairingConnector(kit).id, ...data },
  }
  const { dialog } = track(await openView(kit.client, view))
  return { ...kit, dialog }
}

/** Opens the view and waits until the pairing's QR code shows; `uri` is the pairing's. */
const setUp = async (...args: Parameters<typeof open>) => {
  const opened = await open(...args)
  await waitFor(() => qrCode(opened.dialog))
  return { ...opened, uri: opened.walletConnect.uris[0] ?? "" }
}

const statusText = (dialog: HTMLElement) =>
  dialog.querySelector('[role="status"]:not([aria-live])')?.textContent

const alertTexts = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('[role="alert"]')].map((e) => e.textContent).filter((t) => t !== "")

const tabNames = (dialog: HTMLElement) =>
  focusableIn(dialog).map((e) => e.getAttribute("aria-label") ?? e.textContent)

/** The wallet rejects the pairing; resolves once the view says so. */
const reject = async (kit: TestKit & { readonly dialog: HTMLElement }) => {
  await act(async () => kit.walletConnect.reject())
  await waitFor(() => alertTexts(kit.dialog).length > 0)
}

/** Fakes the clock the kit and the countdown read (not the timers the kit and React run on). */
const fakeClock = () => {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] })
  vi.setSystemTime(now)
}

afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(navigator, "clipboard")
})

describe("the ConnectingWalletConnect view", { timeout: 30_000 }, () => {
  it("opened with no pairing under way, it starts one with the connector of its data", async () => {
    const { walletConnect } = await setUp()
    expect(walletConnect.uris).toHaveLength(1)
  })

  it("pairs with the connector its data names", async () => {
    const kit = await startTestKit(walletOptions)
    const wallet = kit.install("io.metamask", "MetaMask")
    const prompt = holdRequest(wallet, "eth_requestAccounts")
    const data = { connectorId: "io.metamask" }
    track(await openView(kit.client, { name: "ConnectingWalletConnect", data }))
    await act(() => prompt.asked)
    expect(wallet.methods()).toEqual(["eth_requestAccounts"])
    expect(kit.walletConnect.made()).toBe(0)
    await act(async () => prompt.reject())
  })

  it("opened with no data, pairs with the WALLET_CONNECT connector listed", async () => {
    const kit = await startTestKit(walletOptions)
    const { dialog } = track(await openView(kit.client, { name: "ConnectingWalletConnect" }))
    await waitFor(() => qrCode(dialog))
    expect(kit.walletConnect.uris).toHaveLength(1)
  })

  it("does not start a second pairing while one is under way", async () => {
    const kit = await startTestKit(walletOptions)
    const id = pairingConnector(kit).id
    void kit.client.connect(id)
    await waitFor(() => kit.walletConnect.uris.length === 1)
    const { dialog } = track(
      await openView(kit.client, { name: "ConnectingWalletConnect", data: { connectorId: id } }),
    )
    await waitFor(() => qrCode(dialog))
    expect(decodeDrawnQrCode(qrCode(dialog)!)).toBe(kit.walletConnect.uris[0])
    expect(kit.walletConnect.uris).toHaveLength(1)
  })

  it("says 'Generating QR code…' while the URI is being made", async () => {
    let release: () => void = () => {}
    const { dialog } = await open({}, walletOptions, {
      beforeOpen: (kit) => {
        release = kit.holdWalletConnect()
      },
    })
    expect(statusText(dialog)).toBe(coreMessages["walletConnect.generating"])
    expect(qrCode(dialog)).toBeNull()
    await act(async () => release())
    await waitFor(() => qrCode(dialog))
  })

  it("draws the pairing URI as a QR code that decodes to the exact URI", async () => {
    const { dialog, uri } = await setUp()
    const svg = qrCode(dialog)!
    expect(svg.getAttribute("aria-label")).toBe(coreMessages["walletConnect.qrCode"])
    expect(decodeDrawnQrCode(svg)).toBe(uri)
  })

  it("Copy link writes the exact URI and confirms with a 'Link copied' toast", async () => {
    const writeText = vi.fn(async (_text: string) => {})
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    const { dialog, uri } = await setUp()
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
    const { dialog } = await setUp()
    await click(buttonNamed(coreMessages["walletConnect.copyLink"], dialog)!)
    await waitFor(() => alertTexts(dialog).includes(coreMessages["walletConnect.copyLinkFailed"]))
  })

  it("counts down to the pairing's expiry each second, as 'Expires in M:SS'", async () => {
    fakeClock()
    const { dialog } = await setUp({}, walletOptions, {
      beforeOpen: (kit) => {
        kit.pairingLifetime.seconds = 90
      },
    })
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
    fakeClock()
    const { dialog, walletConnect, pairingLifetime } = await setUp({}, walletOptions, {
      beforeOpen: (kit) => {
        kit.pairingLifetime.seconds = 2
      },
    })
    expect(qrCode(dialog)).not.toBeNull()
    await act(async () => vi.advanceTimersByTime(2_000))
    expect(statusText(dialog)).toBe(coreMessages["walletConnect.expired"])
    expect(qrCode(dialog)).toBeNull()
    expect(buttonNamed(coreMessages["walletConnect.copyLink"], dialog)).toBeUndefined()
    pairingLifetime.seconds = 300
    await click(buttonNamed(coreMessages["walletConnect.refresh"], dialog)!)
    await waitFor(() => walletConnect.uris.length === 2 && qrCode(dialog))
    expect(walletConnect.aborted()).toBe(1)
    expect(decodeDrawnQrCode(qrCode(dialog)!)).toBe(walletConnect.uris[1])
    expect(statusText(dialog)).toBe("")
  })

  it("shows the rejection exactly, 'Connection rejected', and Try again shows a new QR code", async () => {
    const kit = await setUp()
    const { dialog, walletConnect } = kit
    await reject(kit)
    expect(alertTexts(dialog)).toEqual([coreMessages["error.connectionRejected"]])
    expect(qrCode(dialog)).toBeNull()
    await click(buttonNamed(coreMessages["walletConnect.tryAgain"], dialog)!)
    await waitFor(() => walletConnect.uris.length === 2 && qrCode(dialog))
    expect(alertTexts(dialog)).toEqual([])
    expect(decodeDrawnQrCode(qrCode(dialog)!)).toBe(walletConnect.uris[1])
  })

  it("shows a failed pairing's message exactly: 'Failed to connect'", async () => {
    const { dialog } = await open({}, walletOptions, {
      beforeOpen: (kit) => kit.failWalletConnect(),
    })
    await waitFor(() => alertTexts(dialog).length > 0)
    expect(alertTexts(dialog)).toEqual(["Failed to connect"])
    expect(buttonNamed(coreMessages["walletConnect.tryAgain"], dialog)).toBeDefined()
  })

  it("ignores another wallet's rejection", async () => {
    const kit = await setUp()
    const { client, dialog } = kit
    // MetaMask, chosen from the page behind the modal, is declined.
    const wallet = kit.install("io.metamask", "MetaMask")
    wallet.set("eth_requestAccounts", "reject")
    await act(() => client.connect("io.metamask"))
    expect(client.stores.connectAttempt.getSnapshot()).toMatchObject({
      _tag: "Rejected",
      connectorId: "io.metamask",
    })
    expect(alertTexts(dialog)).toEqual([])
  })

  it("opened for a wallet, offers 'Open {name}' with its deep link for the URI", async () => {
    const { client, dialog, uri } = await setUp({ walletId: "metamask" })
    const links = [...dialog.querySelectorAll("a")]
    const href = `metamask://wc?uri=${encodeURIComponent(uri)}`
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Open MetaMask", href],
    ])
    expect(links[0]?.getAttribute("target")).toBeNull()
    links[0]?.addEventListener("click", (event) => event.preventDefault())
    await click(links[0]!)
    expect(client.stores.connection.getSnapshot()).toMatchObject({
      wcLinking: { name: "MetaMask", href },
      recentWallet: { id: "metamask", name: "MetaMask" },
    })
  })

  it("on a phone with no wallet chosen, lists every configured wallet's deep link, then the catalogue's others", async () => {
    const { client, dialog, uri } = await setUp({}, walletOptions, { isMobile: true })
    const configured = ["metamask", "rainbow"]
    const others = client.walletCatalogue.filter((wallet) => !configured.includes(wallet.id))
    expect(others.length).toBeGreaterThan(0)
    expect(
      [...dialog.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Open MetaMask", `metamask://wc?uri=${encodeURIComponent(uri)}`],
      ["Open Rainbow", `https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}`],
      ...others.map((wallet) => [`Open ${wallet.name}`, walletDeepLink(wallet.link, uri)]),
    ])
  })

  it("on a desktop with no wallet chosen, offers no deep links", async () => {
    const { dialog } = await setUp()
    expect(dialog.querySelectorAll("a")).toHaveLength(0)
  })

  it("reaches the link and buttons with Tab, in order", async () => {
    const kit = await setUp({ walletId: "metamask" })
    expect(tabNames(kit.dialog).slice(-3)).toEqual([
      "Open MetaMask",
      coreMessages["walletConnect.copyLink"],
      coreMessages["walletConnect.refresh"],
    ])
    await reject(kit)
    expect(tabNames(kit.dialog).slice(-1)).toEqual([coreMessages["walletConnect.tryAgain"]])
  })

  it("renders generating, QR, expired and rejected with no axe violations in light and dark", async () => {
    fakeClock()
    let release: () => void = () => {}
    const kit = await open({ walletId: "metamask" }, walletOptions, {
      beforeOpen: (started) => {
        release = started.holdWalletConnect()
      },
    })
    const { client, dialog } = kit
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
    await act(async () => release())
    await waitFor(() => qrCode(dialog))
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
    await act(async () => vi.advanceTimersByTime(300_000))
    expect(statusText(dialog)).toBe(coreMessages["walletConnect.expired"])
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
    await reject(kit)
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })
})
