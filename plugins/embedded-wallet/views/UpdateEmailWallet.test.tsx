// @vitest-environment happy-dom
import { Effect } from "effect"
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
import { EmbeddedWalletError } from "../EmbeddedWalletError"
import { EmailLoginCooldownError } from "../login/checkEmailLoginCooldown"
import {
  embeddedWalletViewsPlugin,
  type FakeWalletAnswers,
  fakeEmbeddedWallet,
  siteRefusal,
} from "./embeddedWalletViewFixtures"
import { descriptionOf, labelOf, pressEnterIn, tabStopsIn } from "./formTestHarness"

/** The kit with the embedded wallet's views over a fake service, its modal on UpdateEmailWallet. */
const openUpdateEmail = async (answers: FakeWalletAnswers = {}) => {
  const wallet = fakeEmbeddedWallet(answers)
  wallet.setEmail("ada@example.com")
  const kit = await startTestKit({ plugins: [embeddedWalletViewsPlugin(wallet)] })
  const { dialog } = track(await openView(kit.client, { name: "UpdateEmailWallet" }))
  const input = () => dialog.querySelector<HTMLInputElement>("input")!
  const button = (name: string) => buttonNamed(name, dialog)!
  return { kit, wallet, dialog, input, button }
}

/** The field's error, once there is one. */
const errorOf = async (input: () => HTMLInputElement) => {
  await waitFor(() => input().getAttribute("aria-invalid") === "true")
  return descriptionOf(input())
}

/** Waits until the field is labelled `label` (a new step's field). */
const fieldLabelled = (input: () => HTMLInputElement, label: string) =>
  waitFor(() => labelOf(input()) === label)

describe("the UpdateEmailWallet view", { timeout: 30_000 }, () => {
  it("spec 2 UpdateEmailWallet: titled 'Change Email', says the current email, asks for the new one in a labelled email field with Continue, and passes axe in both themes", async () => {
    const { kit, dialog, input } = await openUpdateEmail()
    const title = document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")
    expect(title?.textContent).toBe("Change Email")
    expect(dialog.textContent).toContain("Your email is ada@example.com.")
    expect(labelOf(input())).toBe("New email")
    expect([input().type, input().autocomplete]).toEqual(["email", "email"])
    expect(tabStopsIn(input().form!)).toEqual(["New email", "Continue"])
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("spec 4 email update by keyboard: the new email, the code sent to the current email (primary), the code sent to the new email (secondary), then 'Your email is now …'; each step's field takes the focus, and Done goes back", async () => {
    const { kit, wallet, dialog, input } = await openUpdateEmail()
    await typeInto(input(), " ada.new@example.com ")
    await pressEnterIn(input())
    await fieldLabelled(input, "One-time code")
    expect(dialog.textContent).toContain(
      "To confirm it is you, enter the code sent to ada@example.com.",
    )
    expect(document.activeElement).toBe(input())
    expect(tabStopsIn(input().form!)).toEqual(["One-time code", "Continue", "Resend code"])

    await typeInto(input(), "111111")
    await pressEnterIn(input())
    await waitFor(() => dialog.textContent?.includes("to confirm your new email") === true)
    expect(dialog.textContent).toContain(
      "Enter the code sent to ada.new@example.com to confirm your new email.",
    )
    expect(input().value).toBe("")
    expect(document.activeElement).toBe(input())

    await typeInto(input(), "222222")
    await pressEnterIn(input())
    await waitFor(() => dialog.querySelector('[role="status"]') !== null)
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe(
      "Your email is now ada.new@example.com.",
    )
    expect(document.activeElement?.textContent).toBe("Done")
    expect(wallet.calls).toEqual([
      { startEmailUpdate: "ada.new@example.com" },
      { verifyEmailUpdatePrimary: "111111" },
      { verifyEmailUpdateSecondary: "222222" },
    ])
    expect(wallet.email.getSnapshot()).toBe("ada.new@example.com")
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
    // Opened alone, going back closes the modal (spec 2 goBack with one entry).
    await click(buttonNamed("Done", dialog)!)
    await waitFor(() => !kit.client.stores.modal.getSnapshot().open)
  })

  it("spec 5: an invalid new email shows 'Please enter a valid email address' under the field, which keeps what was typed and the focus; nothing is sent", async () => {
    const { wallet, input, button } = await openUpdateEmail()
    await typeInto(input(), "ada.new")
    await click(button("Continue"))
    expect(await errorOf(input)).toEqual(["Please enter a valid email address"])
    expect(input().value).toBe("ada.new")
    expect(document.activeElement).toBe(input())
    expect(wallet.calls).toEqual([{ startEmailUpdate: "ada.new" }])
  })

  it("a refused code shows the secure site's text under the field, which keeps the code; an empty code is not sent", async () => {
    const { wallet, input, button } = await openUpdateEmail({
      verifyEmailUpdatePrimary: () => siteRefusal("The code is not correct; 4 attempts left"),
    })
    await typeInto(input(), "ada.new@example.com")
    await click(button("Continue"))
    await fieldLabelled(input, "One-time code")
    await click(button("Continue"))
    expect(await errorOf(input)).toEqual(["Enter the code from the email."])
    await typeInto(input(), "999999")
    await click(button("Continue"))
    await waitFor(() => descriptionOf(input())[0] !== "Enter the code from the email.")
    expect(descriptionOf(input())).toEqual(["The code is not correct; 4 attempts left"])
    expect(input().value).toBe("999999")
    expect(wallet.calls.at(-1)).toEqual({ verifyEmailUpdatePrimary: "999999" })
  })

  it("Resend code starts the change again (a new code to the current email); within the 30 s cooldown it says 'Please try again after {n} seconds' (spec 5)", async () => {
    let starts = 0
    const { wallet, dialog, input, button } = await openUpdateEmail({
      startEmailUpdate: () => {
        starts += 1
        if (starts < 3) return Effect.void
        const cooldown = new EmailLoginCooldownError({ remainingSeconds: 21 })
        return Effect.fail(new EmbeddedWalletError({ message: cooldown.message, cause: cooldown }))
      },
    })
    await typeInto(input(), "ada.new@example.com")
    await click(button("Continue"))
    await fieldLabelled(input, "One-time code")
    await click(button("Resend code"))
    await waitFor(() => dialog.querySelector('[role="status"]') !== null)
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe(
      "A new code was sent to ada@example.com.",
    )
    await click(button("Resend code"))
    await waitFor(() => dialog.querySelector('[role="alert"]') !== null)
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
      "Please try again after 21 seconds",
    )
    expect(
      wallet.calls.filter((call) => typeof call === "object" && "startEmailUpdate" in call),
    ).toEqual([
      { startEmailUpdate: "ada.new@example.com" },
      { startEmailUpdate: "ada.new@example.com" },
      { startEmailUpdate: "ada.new@example.com" },
    ])
  })
})
