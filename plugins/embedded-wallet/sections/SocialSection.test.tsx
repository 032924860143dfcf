// @vitest-environment happy-dom
import { Effect } from "effect"
import { act } from "react"
import { afterEach, describe, expect, it } from "vitest"
import type { FoyerOptions } from "../../../core"
import { startTestKit } from "../../../test/testFoyerClient"
import {
  axeInBothThemes,
  buttonNamed,
  click,
  openView,
  waitFor,
} from "../../../ui/testing/renderFoyer"
import { track } from "../../../ui/testing/viewTestSetup"
import { socialPopupName } from "../social/SocialPopup"
import {
  embeddedWalletViewsPlugin,
  type FakeWalletAnswers,
  fakeEmbeddedWallet,
  fakeSocialLoadingUrl,
} from "../views/embeddedWalletViewFixtures"
import { tabStopsIn } from "../views/formTestHarness"

/** What `window.open` was asked; every call answers a popup of the test's. */
const opened: Array<{ url: unknown; target: unknown; features: unknown }> = []
const originalOpen = window.open
const watchPopups = () => {
  window.open = ((url: unknown, target: unknown, features: unknown) => {
    opened.push({ url, target, features })
    const popup = { closed: false, location: { href: "" }, close: () => undefined }
    return popup as unknown as Window
  }) as typeof window.open
}
afterEach(() => {
  window.open = originalOpen
  opened.length = 0
})

const heading = "Or continue with a social account"

/** The kit with the embedded wallet's views over a fake service, its modal open on Connect. */
const openConnect = async (
  features: FoyerOptions["features"] = undefined,
  answers: FakeWalletAnswers = {},
) => {
  watchPopups()
  const wallet = fakeEmbeddedWallet(answers)
  const kit = await startTestKit({
    plugins: [embeddedWalletViewsPlugin(wallet)],
    ...(features === undefined ? {} : { features }),
  })
  const { dialog } = track(await openView(kit.client, undefined))
  const sections = () => [...dialog.querySelectorAll<HTMLElement>("section[aria-labelledby]")]
  const socialSection = () =>
    sections().find(
      (section) =>
        document.getElementById(section.getAttribute("aria-labelledby") ?? "")?.textContent ===
        heading,
    )
  const history = () => kit.client.stores.modal.getSnapshot().router.history
  return { kit, wallet, dialog, sections, socialSection, history }
}

/** Lets both sections' chunks arrive and render (a section off renders nothing). */
const settleSections = async () => {
  await import("./SocialSection")
  await import("./EmailSection")
  await act(async () => {})
}

const buttonTexts = (section: HTMLElement) =>
  [...section.querySelectorAll("button")].map((button) => button.textContent)

describe("the Connect view's social buttons", { timeout: 30_000 }, () => {
  it("spec 9: a labelled list of buttons in the default socials order (Farcaster fourth), each naming its provider; axe in both themes; each a Tab stop", async () => {
    const { kit, socialSection } = await openConnect()
    const section = await waitFor(socialSection)
    expect(buttonTexts(section)).toEqual([
      "Continue with Google",
      "Continue with X",
      "Continue with Discord",
      "Continue with Farcaster",
      "Continue with GitHub",
      "Continue with Apple",
      "Continue with Facebook",
    ])
    expect(tabStopsIn(section)).toEqual(buttonTexts(section))
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("spec 9: the developer's socials order is the buttons' order", async () => {
    const { socialSection } = await openConnect({
      socials: ["github", "farcaster", "discord", "google"],
    })
    const section = await waitFor(socialSection)
    expect(buttonTexts(section)).toEqual([
      "Continue with GitHub",
      "Continue with Farcaster",
      "Continue with Discord",
      "Continue with Google",
    ])
  })

  it("spec 5: with the pay feature on, socials are off: no social buttons (nor the email field)", async () => {
    const { kit, dialog, sections } = await openConnect({ payments: true })
    await settleSections()
    expect(kit.client.kernel.features.socials).toBe(false)
    expect(kit.client.kernel.plugins.connectSections).toEqual([])
    expect(sections()).toEqual([])
    expect(dialog.textContent).not.toContain(heading)
  })

  it("email off with socials on shows the social buttons only (the plugin is on for either)", async () => {
    const { dialog, sections, socialSection } = await openConnect({ email: false })
    await waitFor(socialSection)
    await settleSections()
    expect(sections()).toHaveLength(1)
    expect(dialog.querySelector("input")).toBeNull()
    expect(dialog.textContent).not.toContain("Or continue with email")
  })

  it("socials off shows the email field only", async () => {
    const { dialog, sections } = await openConnect({ socials: false })
    await waitFor(() => sections().length === 1)
    await settleSections()
    expect(dialog.textContent).not.toContain(heading)
    expect(sections()).toHaveLength(1)
    expect(sections()[0]?.querySelector("input")).not.toBeNull()
  })

  it("spec 2, 4: a click opens the 600 x 800 popup at the secure site's loading page in its own handler, shows ConnectingSocial with the provider and starts the login with that popup", async () => {
    const held = Effect.never
    const { wallet, socialSection, history } = await openConnect(undefined, {
      connectSocial: () => held,
    })
    const section = await waitFor(socialSection)
    await click(buttonNamed("Continue with GitHub", section)!)
    expect(opened).toEqual([
      {
        url: fakeSocialLoadingUrl,
        target: socialPopupName,
        features: expect.stringMatching(/^popup=yes,width=600,height=800,left=\d+,top=\d+$/),
      },
    ])
    await waitFor(() => wallet.calls.length > 0)
    expect(history().at(-1)).toEqual({ name: "ConnectingSocial", data: { provider: "github" } })
    expect(wallet.calls).toEqual([{ connectSocial: "github", popup: expect.any(Object) }])
  })

  it("spec 2, 4: Farcaster's button opens no popup: it shows ConnectingFarcaster, whose sign-in starts there", async () => {
    const { wallet, socialSection, history } = await openConnect(undefined, {
      connectFarcaster: Effect.never,
    })
    const section = await waitFor(socialSection)
    await click(buttonNamed("Continue with Farcaster", section)!)
    await waitFor(() => history().at(-1)?.name === "ConnectingFarcaster")
    expect(opened).toEqual([])
    await waitFor(() => wallet.calls.length > 0)
    expect(wallet.calls).toEqual(["connectFarcaster"])
  })
})
