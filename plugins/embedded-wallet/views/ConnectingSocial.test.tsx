// @vitest-environment happy-dom
import { Effect } from "effect"
import { act } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { createStore, FlowError } from "../../../core"
import { startTestKit } from "../../../test/testFoyerClient"
import {
  axeInBothThemes,
  buttonNamed,
  click,
  openView,
  waitFor,
} from "../../../ui/testing/renderFoyer"
import { track } from "../../../ui/testing/viewTestSetup"
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import { SocialLoginUntrustedOriginError } from "../login/checkSocialLoginMessage"
import { socialPopupName } from "../social/SocialPopup"
import type { SocialLoginStatus } from "../social/socialLogin"
import type { ConnectingSocialData } from "./ConnectingSocialData"
import {
  embeddedWalletViewsPlugin,
  type FakeEmbeddedWallet,
  type FakeWalletAnswers,
  fakeEmbeddedWallet,
  fakeSocialLoadingUrl,
} from "./embeddedWalletViewFixtures"
import { tabStopsIn } from "./formTestHarness"

/** What `window.open` was asked; every call answers a popup of the test's. */
const opened: Array<{ url: unknown; target: unknown }> = []
const originalOpen = window.open
afterEach(() => {
  window.open = originalOpen
  opened.length = 0
})

const google: ConnectingSocialData = { provider: "google" }

const flowFailure = (reason: FlowError["reason"]) => {
  const cause = new FlowError({ reason })
  return Effect.fail(new EmbeddedWalletError({ message: cause.message, cause }))
}

/** The kit with the fake service, a login with `answers` started, the modal on ConnectingSocial. */
const openConnectingSocial = async (answers: FakeWalletAnswers = {}) => {
  window.open = ((url: unknown, target: unknown) => {
    opened.push({ url, target })
    return { closed: false, location: { href: "" }, close: () => undefined } as unknown as Window
  }) as typeof window.open
  const wallet = fakeEmbeddedWallet(answers)
  const kit = await startTestKit({ plugins: [embeddedWalletViewsPlugin(wallet)] })
  const { dialog } = track(await openView(kit.client, { name: "ConnectingSocial", data: google }))
  const login = Effect.runPromise(Effect.exit(wallet.connectSocial("google", undefined)))
  return { kit, wallet, dialog, login }
}

const titleOf = (dialog: HTMLElement) =>
  document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent

describe("the ConnectingSocial view (spec 2, 4)", { timeout: 30_000 }, () => {
  it("while the visitor signs in: titled 'Social Login', a status naming the provider's window, and axe in both themes", async () => {
    const { kit, dialog } = await openConnectingSocial({ connectSocial: () => Effect.never })
    expect(titleOf(dialog)).toBe("Social Login")
    const status = await waitFor(() => dialog.querySelector('p[role="status"]'))
    expect(status.textContent).toBe("Sign in with Google in the window that opened.")
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("spec 4, 8: a closed popup shows 'Popup closed' as an alert with Try again (keyboard-reachable, axe in both themes), which opens a new popup from its click and starts again", async () => {
    let tries = 0
    const { kit, wallet, dialog, login } = await openConnectingSocial({
      connectSocial: () => (++tries === 1 ? flowFailure("popupClosed") : Effect.never),
    })
    await login
    const alert = await waitFor(() => dialog.querySelector('p[role="alert"]'))
    expect(alert.textContent).toBe("Popup closed")
    const main = dialog.querySelector("main") ?? dialog
    expect(tabStopsIn(main)).toContain("Try again")
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
    await click(buttonNamed("Try again", dialog)!)
    expect(opened).toEqual([{ url: fakeSocialLoadingUrl, target: socialPopupName }])
    await waitFor(() => wallet.calls.length === 2)
    expect(wallet.calls[1]).toEqual({ connectSocial: "google", popup: expect.any(Object) })
    await waitFor(() => dialog.querySelector('p[role="status"]'))
    expect(dialog.querySelector('p[role="alert"]')).toBeNull()
  })

  it("spec 5's 'Untrusted Origin' is said in the visitor's language, and spec 8's 'Modal closed' too", async () => {
    const untrusted = new SocialLoginUntrustedOriginError({ origin: "https://evil.example" })
    const { kit, dialog, login } = await openConnectingSocial({
      connectSocial: () =>
        Effect.fail(new EmbeddedWalletError({ message: untrusted.message, cause: untrusted })),
    })
    await login
    const alert = await waitFor(() => dialog.querySelector('p[role="alert"]'))
    expect(alert.textContent).toBe("Untrusted Origin")
    await act(async () => {
      await kit.client.setLocale("de")
    })
    await waitFor(() => alert.textContent === "Nicht vertrauenswürdiger Ursprung")

    const other = await openConnectingSocial({ connectSocial: () => flowFailure("modalClosed") })
    await other.login
    await waitFor(() =>
      [...document.querySelectorAll('p[role="alert"]')].some(
        (a) => a.textContent === "Modal closed",
      ),
    )
  })
  it("issue 37: a social login in its passkey step shows the secure frame over the body (passing axe), and hides it when the step ends and the account connects", async () => {
    const status = createStore<SocialLoginStatus | undefined>({
      step: "passkey",
      provider: "google",
      passkey: "enrol",
    })
    const wallet: FakeEmbeddedWallet = { ...fakeEmbeddedWallet(), socialLogin: status }
    const kit = await startTestKit({ plugins: [embeddedWalletViewsPlugin(wallet)] })
    const { dialog } = track(await openView(kit.client, { name: "ConnectingSocial", data: google }))
    await waitFor(() =>
      wallet.calls.some((call) => typeof call === "object" && "showFrame" in call),
    )
    expect(dialog.textContent).toContain(
      "Continue in the secure window to set up or use your passkey.",
    )
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
    expect(wallet.calls).not.toContain("hideFrame")
    await act(async () => status.update(() => ({ step: "connecting", provider: "google" })))
    await waitFor(() => wallet.calls.includes("hideFrame"))
    const line = await waitFor(() => dialog.querySelector('p[role="status"]'))
    expect(line.textContent).toBe("Connecting your Google account…")
  })

  it("issue 37: a recovery the frame refused hides the frame and says the frame's text with Try again, which starts a new login", async () => {
    const refusal =
      "This browser holds no key share for this account on this site. Sign in where the account was created."
    const status = createStore<SocialLoginStatus | undefined>({
      step: "passkey",
      provider: "google",
      passkey: "recover",
    })
    window.open = ((url: unknown, target: unknown) => {
      opened.push({ url, target })
      return { closed: false, location: { href: "" }, close: () => undefined } as unknown as Window
    }) as typeof window.open
    const wallet: FakeEmbeddedWallet = {
      ...fakeEmbeddedWallet({ connectSocial: () => Effect.never }),
      socialLogin: status,
    }
    const kit = await startTestKit({ plugins: [embeddedWalletViewsPlugin(wallet)] })
    const { dialog } = track(await openView(kit.client, { name: "ConnectingSocial", data: google }))
    await waitFor(() =>
      wallet.calls.some((call) => typeof call === "object" && "showFrame" in call),
    )
    await act(async () =>
      status.update(() => ({
        step: "failed",
        provider: "google",
        error: new EmbeddedWalletError({ message: refusal }),
      })),
    )
    const alert = await waitFor(() => dialog.querySelector('p[role="alert"]'))
    expect(alert.textContent).toBe(refusal)
    expect(wallet.calls).toContain("hideFrame")
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
    await click(buttonNamed("Try again", dialog)!)
    expect(opened).toEqual([{ url: fakeSocialLoadingUrl, target: socialPopupName }])
    await waitFor(() =>
      wallet.calls.some((call) => typeof call === "object" && "connectSocial" in call),
    )
  })
})
