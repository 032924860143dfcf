// @vitest-environment happy-dom
import { Effect } from "effect"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { startTestKit } from "../../../test/testFoyerClient"
import { typeInto } from "../../../ui/testing/renderElement"
import {
  axeInBothThemes,
  buttonNamed,
  click,
  openView,
  waitFor,
} from "../../../ui/testing/renderFoyer"
import { track } from "../../../ui/testing/viewTestSetup"
import {
  embeddedWalletViewsPlugin,
  type FakeWalletAnswers,
  fakeEmbeddedWallet,
  siteRefusal,
} from "../views/embeddedWalletViewFixtures"
import { descriptionOf, labelOf, pressEnterIn, tabStopsIn } from "../views/formTestHarness"

/** The email section (the one with a field; the social section is the plugin's other). */
const emailSectionIn = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>("section[aria-labelledby]")].find(
    (section) => section.querySelector("input") !== null,
  )

/** The kit with the embedded wallet's views over a fake service, its modal open on Connect. */
const openConnect = async (answers: FakeWalletAnswers = {}) => {
  const wallet = fakeEmbeddedWallet(answers)
  const kit = await startTestKit({ plugins: [embeddedWalletViewsPlugin(wallet)] })
  kit.install("io.metamask", "MetaMask")
  const { dialog } = track(await openView(kit.client, undefined))
  const section = await waitFor(() => emailSectionIn(dialog))
  const input = section.querySelector("input")!
  const history = () => kit.client.stores.modal.getSnapshot().router.history
  return { kit, wallet, dialog, section, input, history }
}

/** The section's error under the field, once there is one. */
const errorOf = async (input: HTMLInputElement) => {
  await waitFor(() => input.getAttribute("aria-invalid") === "true")
  return descriptionOf(input)
}

describe("the Connect view's email section", { timeout: 30_000 }, () => {
  it("sits under the wallet list headed 'Or continue with email', with a labelled email field (autocomplete email) and Continue, and passes axe in both themes", async () => {
    const { kit, dialog, section, input } = await openConnect()
    const list = dialog.querySelector('ul[aria-label="Wallets"]')!
    expect(list.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).not.toBe(0)
    const heading = document.getElementById(section.getAttribute("aria-labelledby")!)
    expect(heading?.tagName).toBe("H3")
    expect(heading?.textContent).toBe("Or continue with email")
    expect(labelOf(input)).toBe("Email")
    expect([input.type, input.autocomplete, input.inputMode]).toEqual(["email", "email", "email"])
    expect(buttonNamed("Continue", section)).toBeDefined()
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("VERIFY_OTP (spec 4): Continue opens EmailLogin with the email and the step, which says where the code went", async () => {
    const { wallet, dialog, section, input, history } = await openConnect()
    await typeInto(input, " ada@example.com ")
    await click(buttonNamed("Continue", section)!)
    await waitFor(() => history().at(-1)?.name === "EmailLogin")
    expect(history().at(-1)).toEqual({
      name: "EmailLogin",
      data: { email: "ada@example.com", step: "VERIFY_OTP" },
    })
    expect(wallet.calls).toEqual([{ startEmailLogin: "ada@example.com" }])
    await waitFor(() => dialog.textContent?.includes("Enter the code sent to ada@example.com."))
  })

  it("VERIFY_DEVICE (spec 4): Continue opens EmailLogin on the device's step", async () => {
    const { section, input, history } = await openConnect({
      connectEmail: () => Effect.succeed("VERIFY_DEVICE"),
    })
    await typeInto(input, "ada@example.com")
    await click(buttonNamed("Continue", section)!)
    await waitFor(() => history().at(-1)?.name === "EmailLogin")
    expect(history().at(-1)?.data).toEqual({ email: "ada@example.com", step: "VERIFY_DEVICE" })
  })

  it("CONNECT (spec 4, a trusted device): Continue finishes the login at once, with no code step", async () => {
    const { wallet, section, input, history } = await openConnect({
      connectEmail: () => Effect.succeed("CONNECT"),
    })
    await typeInto(input, "ada@example.com")
    await click(buttonNamed("Continue", section)!)
    await waitFor(() => wallet.calls.includes("finishLogin"))
    expect(wallet.calls).toEqual([{ startEmailLogin: "ada@example.com" }, "finishLogin"])
    expect(history().map((view) => view.name)).toEqual(["Connect"])
  })

  it("an invalid email shows 'Please enter a valid email address' (spec 5) under the field, keeps what was typed and the focus; typing clears it", async () => {
    const { section, input, history } = await openConnect()
    await typeInto(input, "ada@example")
    await click(buttonNamed("Continue", section)!)
    expect(await errorOf(input)).toEqual(["Please enter a valid email address"])
    expect(input.value).toBe("ada@example")
    expect(document.activeElement).toBe(input)
    expect(history().map((view) => view.name)).toEqual(["Connect"])
    await typeInto(input, "ada@example.com")
    expect(input.getAttribute("aria-invalid")).toBeNull()
    expect(section.textContent).not.toContain("Please enter a valid email address")
  })

  it("a second trigger within 30 s shows 'Please try again after {n} seconds' (spec 5), n the seconds left, in the visitor's language too", async () => {
    let now = 1_000_000
    const { kit, dialog, section, input, history } = await openConnect({ now: () => now })
    await typeInto(input, "ada@example.com")
    await click(buttonNamed("Continue", section)!)
    await waitFor(() => history().at(-1)?.name === "EmailLogin")
    await click(buttonNamed("Back", dialog)!)
    const again = await waitFor(() => emailSectionIn(dialog))
    const field = again.querySelector("input")!
    now += 12_000
    await typeInto(field, "ada@example.com")
    await click(buttonNamed("Continue", again)!)
    expect(await errorOf(field)).toEqual(["Please try again after 18 seconds"])
    expect(field.value).toBe("ada@example.com")
    await act(async () => {
      await kit.client.setLocale("de")
    })
    await waitFor(() => descriptionOf(field)[0]?.startsWith("Bitte"))
    expect(descriptionOf(field)).toEqual(["Bitte versuchen Sie es in 18 Sekunden erneut"])
    now += 17_500
    await click(buttonNamed("Weiter", again)!)
    await waitFor(() => descriptionOf(field)[0]?.includes("1 Sekunde "))
    expect(descriptionOf(field)).toEqual(["Bitte versuchen Sie es in 1 Sekunde erneut"])
  })

  it("a refusal of the secure site is shown as its own text (spec 8), the email kept", async () => {
    const { section, input } = await openConnect({
      connectEmail: () => siteRefusal("Too many sign-in codes from this network"),
    })
    await typeInto(input, "ada@example.com")
    await click(buttonNamed("Continue", section)!)
    expect(await errorOf(input)).toEqual(["Too many sign-in codes from this network"])
    expect(input.value).toBe("ada@example.com")
    expect(document.activeElement).toBe(input)
  })

  it("keyboard alone: the field then Continue are the section's Tab stops; Enter in the field submits; Continue is busy while the site answers", async () => {
    let answer: (step: "VERIFY_OTP") => void = () => {}
    const { section, input, history } = await openConnect({
      connectEmail: () =>
        Effect.promise(
          () =>
            new Promise<"VERIFY_OTP">((resolve) => {
              answer = resolve
            }),
        ),
    })
    expect(tabStopsIn(section)).toEqual(["Email", "Continue"])
    input.focus()
    await typeInto(input, "grace@example.org")
    await pressEnterIn(input)
    const continueButton = buttonNamed("Continue", section)!
    await waitFor(() => continueButton.getAttribute("aria-busy") === "true")
    expect(continueButton.getAttribute("aria-disabled")).toBe("true")
    await act(async () => answer("VERIFY_OTP"))
    await waitFor(() => history().at(-1)?.name === "EmailLogin")
    expect(history().at(-1)?.data).toEqual({ email: "grace@example.org", step: "VERIFY_OTP" })
  })
})
