/**
 * Rendering a single component for the UI's tests (not part of the public API): React 19's
 * createRoot and act, inside a Foyer root (`data-foyer`) so the component's styles apply, with
 * no provider or client. Trees are unmounted after each test.
 */
import { act, type ReactNode } from "react"
import { createRoot, type Root } from "react-dom/client"
import { afterEveryTest } from "../../test/fileHooks"

// React only flushes effects inside act() when it knows it runs in a test.
Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true)

const roots = new Set<{ readonly root: Root; readonly container: HTMLElement }>()

afterEveryTest(async () => {
  for (const mounted of [...roots]) {
    await act(async () => mounted.root.unmount())
    mounted.container.remove()
    roots.delete(mounted)
  }
})

/** Renders `ui` in a fresh light-theme Foyer root on document.body; resolves with the root element. */
export const renderElement = async (ui: ReactNode): Promise<HTMLElement> => {
  const container = document.createElement("div")
  container.setAttribute("data-foyer", "")
  container.setAttribute("data-theme", "light")
  document.body.append(container)
  const root = createRoot(container)
  roots.add({ root, container })
  await act(async () => root.render(ui))
  return container
}

/** Types `text` into `input` as a visitor would: the value changes and React sees an input event. */
export const typeInto = async (input: HTMLInputElement, text: string): Promise<void> => {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
  await act(async () => {
    setValue?.call(input, text)
    input.dispatchEvent(new Event("input", { bubbles: true }))
  })
}
