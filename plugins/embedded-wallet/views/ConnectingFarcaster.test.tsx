// @vitest-environment happy-dom
import { Effect } from "effect"
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createStore, FlowError } from "../../../core"
import { startTestKit } from "../../../test/testFoyerClient"
import { decodeDrawnQrCode } from "../../../ui/testing/decodeDrawnQrCode"
import {
  axeInBothThemes,
  buttonNamed,
  click,
  openView,
  waitFor,
} from "../../../ui/testing/renderFoyer"
import { track } from "../../../ui/testing/viewTestSetup"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import type { FarcasterLoginStatus } from "../farcaster/farcasterLogin"
import {
  embeddedWalletViewsPlugin,
  type FakeEmbeddedWallet,
  type FakeWalletAnswers,
  fakeEmbeddedWallet,
  fakeFarcasterUrl,
} from "./embeddedWalletViewFixtures"
import { tabStopsIn } from "./formTestHarness"

afterEach(() => {
  Reflect.deleteProperty(navigator, "clipboard")
})

const failed = (reason: FlowError["reason"]) => {
  const cause = new FlowError({ reason })
  return Effect.fail(new EmbeddedWalletError({ message: cause.message, cause }))
}

/** The kit with `wallet` as its service, the modal on ConnectingFarcaster. */
const openWith = async (wallet: FakeEmbeddedWallet) => {
  const kit = await startTestKit({ plugins: [embeddedWalletViewsPlugin(wallet)] })
  const { dialog } = track(await openView(kit.client, { name: "ConnectingFarcaster" }))
  return { kit, wallet, dialog }
}

/** The view over the fake service whose sign-in answers `answers`. */
const openConnectingFarcaster = (answers: FakeWalletAnswers = {}) =>
  openWith(fakeEmbeddedWallet(answers))

const titleOf = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent
const qrCode = (dialog: HTMLElement) => dialog.querySelector<SVGElement>('svg[role="img"]')

describe("the ConnectingFarcaster view (spec 2, 4)", { timeout: 30_000 }, () => {
  it("spec 4: shown, it starts the sign-in once; titled 'Sign in with Farcaster', the address as a QR code that decodes to it, the scan instructions, the waiting status, Copy link and an 'Open in Farcaster' link (a new tab, noopener); axe in both themes", async () => {
    const { kit, wallet, dialog } = await openConnectingFarcaster({
      connectFarcaster: Effect.never,
    })
    expect(titleOf(dialog)).toBe("Sign in with Farcaster")
    const svg = await waitFor(() => qrCode(dialog))
    expect(decodeDrawnQrCode(svg)).toBe(fakeFarcasterUrl)
    expect(svg.getAttribute("aria-label")).toBe("QR code to sign in with Farcaster")
    expect(wallet.calls).toEqual(["connectFarcaster"])
    expect(dialog.textContent).toContain("Scan this QR code with your phone's Farcaster app.")
    expect(dialog.querySelector('p[role="status"]')?.textContent).toBe(
      "Waiting for you to approve the sign-in in Farcaster…",
    )
    const link = [...dialog.querySelectorAll("a")].find(
      (a) => a.textContent === "Open in Farcaster",
    )
    expect(link?.getAttribute("href")).toBe(fakeFarcasterUrl)
    expect(link?.getAttribute("target")).toBe("_blank")
    expect(link?.getAttribute("rel")?.split(" ")).toContain("noopener")
    const main = dialog.querySelector("main") ?? dialog
    expect(tabStopsIn(main)).toEqual(expect.arrayContaining(["Copy link", "Open in Farcaster"]))
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("Copy link writes the exact address and confirms with a 'Link copied' toast", async () => {
    const writeText = vi.fn(async (_text: string) => undefined)
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    const { dialog } = await openConnectingFarcaster({ connectFarcaster: Effect.never })
    await waitFor(() => qrCode(dialog))
    await click(buttonNamed("Copy link", dialog)!)
    expect(writeText.mock.calls).toEqual([[fakeFarcasterUrl]])
    const polite = dialog.querySelector('[aria-live="polite"]')!
    await waitFor(() => polite.textContent === "Link copied")
  })

  it("says it is getting the address while it is fetched, and that the account connects once approved", async () => {
    const status = createStore<FarcasterLoginStatus | undefined>({ step: "loading" })
    const wallet: FakeEmbeddedWallet = { ...fakeEmbeddedWallet(), farcasterLogin: status }
    const { kit, dialog } = await openWith(wallet)
    const line = await waitFor(() => dialog.querySelector('p[role="status"]'))
    expect(line.textContent).toBe("Getting your Farcaster sign-in link…")
    expect(qrCode(dialog)).toBeNull()
    // A sign-in under way is not started again.
    expect(wallet.calls).toEqual([])
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
    await act(async () => status.update(() => ({ step: "connecting" })))
    await waitFor(
      () =>
        dialog.querySelector('p[role="status"]')?.textContent ===
        "Connecting your Farcaster account…",
    )
  })

  it("spec 8: a failure says 'Failed to connect to farcaster' as an alert with Try again (keyboard-reachable, axe in both themes), which starts over", async () => {
    let tries = 0
    const { kit, wallet, dialog } = await openConnectingFarcaster({
      connectFarcaster: Effect.suspend(() =>
        ++tries === 1 ? failed("failedToConnectFarcaster") : Effect.never,
      ),
    })
    const alert = await waitFor(() => dialog.querySelector('p[role="alert"]'))
    expect(alert.textContent).toBe("Failed to connect to farcaster")
    const main = dialog.querySelector("main") ?? dialog
    expect(tabStopsIn(main)).toContain("Try again")
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
    await click(buttonNamed("Try again", dialog)!)
    await waitFor(() => wallet.calls.length === 2)
    expect(wallet.calls).toEqual(["connectFarcaster", "connectFarcaster"])
    await waitFor(() => qrCode(dialog))
    expect(dialog.querySelector('p[role="alert"]')).toBeNull()
  })

  it("spec 8's flow errors are said in the visitor's language", async () => {
    const { kit, dialog } = await openConnectingFarcaster({
      connectFarcaster: failed("failedToConnectFarcaster"),
    })
    const alert = await waitFor(() => dialog.querySelector('p[role="alert"]'))
    await act(async () => {
      await kit.client.setLocale("de")
    })
    await waitFor(() => alert.textContent === "Verbindung mit Farcaster fehlgeschlagen")
    expect(buttonNamed("Erneut versuchen", dialog)).toBeDefined()
  })

  it("issue 37: a sign-in in its passkey step shows the secure frame over the body (passing axe), and hides it when the step ends", async () => {
    const status = createStore<FarcasterLoginStatus | undefined>({
      step: "passkey",
      passkey: "enrol",
    })
    const wallet: FakeEmbeddedWallet = { ...fakeEmbeddedWallet(), farcasterLogin: status }
    const { kit, dialog } = await openWith(wallet)
    await waitFor(() =>
      wallet.calls.some((call) => typeof call === "object" && "showFrame" in call),
    )
    expect(dialog.textContent).toContain(
      "Continue in the secure window to set up or use your passkey.",
    )
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
    expect(wallet.calls).not.toContain("hideFrame")
    await act(async () => status.update(() => ({ step: "connecting" })))
    await waitFor(() => wallet.calls.includes("hideFrame"))
  })
})
