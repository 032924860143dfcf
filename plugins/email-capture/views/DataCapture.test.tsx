// @vitest-environment happy-dom
import { act } from "react"
import { describe, expect, it } from "vitest"
import { startTestKit } from "../../../test/testFoyerClient"
import { axeViolations } from "../../../ui/testing/axe"
import { typeInto } from "../../../ui/testing/renderElement"
import {
  axeInBothThemes,
  buttonNamed,
  click,
  openView,
  press,
  waitFor,
} from "../../../ui/testing/renderFoyer"
import { track } from "../../../ui/testing/viewTestSetup"
import { emailCapture } from "../index"

/** The kit with email capture on, its modal open on DataCapture. */
const openDataCapture = async () => {
  const kit = await startTestKit({
    features: { emailCapture: true },
    plugins: [emailCapture()],
  })
  const { dialog } = track(await openView(kit.client, { name: "DataCapture" }))
  const input = await waitFor(() => dialog.querySelector<HTMLInputElement>("input"))
  const isOpen = () => kit.client.stores.modal.getSnapshot().open
  return { kit, dialog, input, isOpen }
}

/** The element that names `input` (its label). */
const labelOf = (input: HTMLInputElement) =>
  document.querySelector(`label[for="${input.id}"]`)?.textContent

/** The texts of what describes `input` (its error). */
const descriptionOf = (input: HTMLInputElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id !== "")
    .map((id) => document.getElementById(id)?.textContent)

/**
 * Enter in a form's only text field submits the form (HTML's implicit submission). happy-dom
 * does not implement it, so after the key the form is submitted as the browser would.
 */
const pressEnterIn = async (input: HTMLInputElement) => {
  await press(input, "Enter")
  await act(async () => input.form?.requestSubmit())
}

describe("the DataCapture view", { timeout: 30_000 }, () => {
  it("is titled, asks for an optional email in a labelled email field, with Continue and Skip, and passes axe in both themes", async () => {
    const { dialog, input, kit } = await openDataCapture()
    const title = document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")
    expect(title?.textContent).toBe("Your email")
    expect(dialog.textContent).toContain(
      "Share your email address with this app if you like. It is optional.",
    )
    expect(labelOf(input)).toBe("Email address")
    expect(input.type).toBe("email")
    expect(input.autocomplete).toBe("email")
    expect(input.required).toBe(false)
    expect(buttonNamed("Continue", dialog)).toBeDefined()
    expect(buttonNamed("Skip", dialog)).toBeDefined()
    expect(await axeInBothThemes(kit.client)).toEqual({ light: [], dark: [] })
  })

  it("invalid input shows 'Please enter a valid email address' (spec 5), keeps what was typed, and the modal stays open", async () => {
    const { dialog, input, isOpen } = await openDataCapture()
    await typeInto(input, "ada@example")
    await click(buttonNamed("Continue", dialog)!)
    await waitFor(() => input.getAttribute("aria-invalid") === "true")
    expect(descriptionOf(input)).toEqual(["Please enter a valid email address"])
    expect(input.value).toBe("ada@example")
    expect(document.activeElement).toBe(input)
    expect(isOpen()).toBe(true)
    expect(await axeViolations(dialog)).toEqual([])
    // Typing again clears the message until the next Continue.
    await typeInto(input, "ada@example.com")
    expect(input.getAttribute("aria-invalid")).toBeNull()
    expect(dialog.textContent).not.toContain("Please enter a valid email address")
  })

  it("Continue with an empty field is invalid too: Skip is the way on without an email", async () => {
    const { dialog, input, isOpen, kit } = await openDataCapture()
    await click(buttonNamed("Continue", dialog)!)
    await waitFor(() => input.getAttribute("aria-invalid") === "true")
    expect(descriptionOf(input)).toEqual(["Please enter a valid email address"])
    expect(isOpen()).toBe(true)
    expect(kit.backend.getItem("@foyer/captured_email")).toBeNull()
  })

  it("a valid email is kept for the session (in the kit's storage) and the modal closes", async () => {
    const { dialog, input, isOpen, kit } = await openDataCapture()
    await typeInto(input, " ada@example.com ")
    await click(buttonNamed("Continue", dialog)!)
    await waitFor(() => !isOpen())
    expect(kit.backend.getItem("@foyer/captured_email")).toBe('"ada@example.com"')
  })

  it("Skip closes the modal without an email", async () => {
    const { dialog, input, isOpen, kit } = await openDataCapture()
    await typeInto(input, "ada@example.com")
    await click(buttonNamed("Skip", dialog)!)
    await waitFor(() => !isOpen())
    expect(kit.backend.getItem("@foyer/captured_email")).toBeNull()
  })

  it("keyboard alone: the field, Continue and Skip are the view's Tab stops in that order; the field is its form's only field, so Enter in it submits", async () => {
    const { input, isOpen, kit } = await openDataCapture()
    const form = input.form!
    const stops = [...form.querySelectorAll<HTMLElement>("input, button, a[href], [tabindex]")]
      .filter((element) => element.tabIndex >= 0 && !element.hasAttribute("disabled"))
      .map((element) => element.textContent || labelOf(element as HTMLInputElement))
    expect(stops).toEqual(["Email address", "Continue", "Skip"])
    expect(form.querySelectorAll("input, textarea, select")).toHaveLength(1)
    input.focus()
    await typeInto(input, "not-an-email")
    await pressEnterIn(input)
    await waitFor(() => input.getAttribute("aria-invalid") === "true")
    expect(descriptionOf(input)).toEqual(["Please enter a valid email address"])
    expect(document.activeElement).toBe(input)
    await typeInto(input, "grace@example.org")
    await pressEnterIn(input)
    await waitFor(() => !isOpen())
    expect(kit.backend.getItem("@foyer/captured_email")).toBe('"grace@example.org"')
  })
})
