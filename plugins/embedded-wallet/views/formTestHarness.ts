// What the embedded wallet's view tests read of a form as a visitor's tools do: a field's
// label and description, the Tab stops, and Enter's implicit submission.
import { act } from "react"
import { press } from "../../../ui/testing/renderFoyer"

/** The text of the element that names `input` (its label). */
export const labelOf = (input: HTMLInputElement): string | null | undefined =>
  document.querySelector(`label[for="${input.id}"]`)?.textContent

/** The texts of what describes `input` (its error). */
export const descriptionOf = (input: HTMLInputElement): Array<string | null | undefined> =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id !== "")
    .map((id) => document.getElementById(id)?.textContent)

/** The names of the Tab stops under `root`, in order: a button's text, a field's label. */
export const tabStopsIn = (root: ParentNode): Array<string | null | undefined> =>
  [...root.querySelectorAll<HTMLElement>("input, button, a[href], [tabindex]")]
    .filter((element) => element.tabIndex >= 0 && !element.hasAttribute("disabled"))
    .map((element) =>
      element instanceof HTMLInputElement ? labelOf(element) : element.textContent,
    )

/**
 * Enter in a form's only text field submits the form (HTML's implicit submission). happy-dom
 * does not implement it, so after the key the form is submitted as the browser would.
 */
export const pressEnterIn = async (input: HTMLInputElement): Promise<void> => {
  await press(input, "Enter")
  await act(async () => input.form?.requestSubmit())
}
