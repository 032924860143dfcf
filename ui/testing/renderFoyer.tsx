/**
 * Rendering for the UI's tests (not part of the public API): React 19's createRoot and act,
 * a provider over a kit (see test/testFoyerClient.ts), and a way to wait for lazy chunks.
 */

import { act, type ReactNode } from "react"
import { createRoot, type Root } from "react-dom/client"
import type { FoyerClient, FoyerOptions, View } from "../../core"
import { afterEveryTest } from "../../test/fileHooks"
import { testOptions } from "../../test/testFoyerClient"
import { createFoyer } from "../createFoyer"
import type { Foyer } from "../Foyer"
import { FoyerProvider } from "../provider/FoyerProvider"
import { loadModalContent } from "../provider/modalContent"
import { axeViolations } from "./axe"

// React only flushes effects inside act() when it knows it runs in a test.
Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true)

/** A rendered tree and how to take it down. */
export interface Rendered {
  readonly container: HTMLElement
  readonly root: Root
  readonly foyer: Foyer
  readonly unmount: () => Promise<void>
}

/** A handle whose `load()` resolves with `client` (no kernel download). */
export const handleFor = (client: FoyerClient, options: FoyerOptions = testOptions): Foyer =>
  createFoyer(options, { createClient: async () => client })

/** Renders `ui` inside a provider over `foyer`, in a fresh container on document.body. */
const mounted = new Set<Rendered>()

// Every test file that renders through this harness gets its trees unmounted and the page
// emptied after each test, so no file has to repeat that clean-up.
afterEveryTest(async () => {
  if (mounted.size === 0) return
  for (const rendered of [...mounted]) await rendered.unmount()
  document.body.innerHTML = ""
})

export const renderWithFoyer = async (foyer: Foyer, ui: ReactNode): Promise<Rendered> => {
  const container = document.createElement("div")
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => {
    root.render(<FoyerProvider foyer={foyer}>{ui}</FoyerProvider>)
  })
  const rendered: Rendered = {
    container,
    root,
    foyer,
    unmount: async () => {
      if (!mounted.delete(rendered)) return
      await act(async () => root.unmount())
      container.remove()
    },
  }
  mounted.add(rendered)
  return rendered
}

/** Retries `check` inside act() until it returns a value (lazy chunks load asynchronously). */
export const waitFor = async <A,>(
  check: () => A | undefined | null | false,
  timeoutMs = 10_000,
): Promise<A> => {
  const started = Date.now()
  for (;;) {
    const value = check()
    if (value !== undefined && value !== null && value !== false) return value
    if (Date.now() - started > timeoutMs) throw new Error("waitFor: timed out")
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
    })
  }
}

/** Clicks `element` inside act(). */
export const click = async (element: Element): Promise<void> => {
  await act(async () => {
    element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }))
  })
}

/** Presses `key` on `target` (keydown, bubbling) inside act(). */
export const press = async (
  target: Element,
  key: string,
  init: KeyboardEventInit = {},
): Promise<void> => {
  await act(async () => {
    target.dispatchEvent(
      new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init }),
    )
  })
}

/** The open dialog, once it is on the page. */
export const findDialog = (): Promise<HTMLElement> =>
  waitFor(() => document.querySelector<HTMLElement>('[role="dialog"]'))

/**
 * The button named `name`: by aria-label, or by its text. A list row's text also holds its
 * tag ("MetaMaskInstalled"), so a row is found by the text it starts with when no button's
 * text is exactly `name`.
 */
export const buttonNamed = (
  name: string,
  within: ParentNode = document,
): HTMLButtonElement | undefined => {
  const buttons = [...within.querySelectorAll<HTMLButtonElement>("button")]
  const text = (b: HTMLButtonElement) =>
    (b.getAttribute("aria-label") ?? b.textContent ?? "").trim()
  return buttons.find((b) => text(b) === name) ?? buttons.find((b) => text(b).startsWith(name))
}

/** Downloads the modal's views code and every core view once, so that tests do not wait on transforms. */
export const warmChunks = async (): Promise<void> => {
  const { coreViewLoaders } = await import("../views/registry")
  await loadModalContent()
  await Promise.all(Object.values(coreViewLoaders).map((load) => load()))
}

/** Renders a provider over `client`, loads the kit and opens the modal on `view`; resolves with the dialog once the view shows. */
export const openView = async (
  client: FoyerClient,
  view: View | undefined,
): Promise<{ readonly rendered: Rendered; readonly dialog: HTMLElement }> => {
  const rendered = await renderWithFoyer(handleFor(client), null)
  await act(async () => {
    await rendered.foyer.load()
    await client.open(view === undefined ? undefined : { view })
  })
  const dialog = await findDialog()
  await waitFor(() => !dialog.textContent?.includes("Loading…"))
  return { rendered, dialog }
}

/** The axe violations of the page in the light theme, then in the dark theme. */
export const axeInBothThemes = async (client: FoyerClient) => {
  await act(async () => client.stores.theme.update((s) => ({ ...s, themeMode: "light" })))
  const light = await axeViolations()
  await act(async () => client.stores.theme.update((s) => ({ ...s, themeMode: "dark" })))
  const dark = await axeViolations()
  return { light, dark }
}

/** The latest value a hook returned, and how many times its component rendered. */
export interface HookResult<T> {
  current: T
  renders: number
}

/** Renders `hook` in a probe component inside a provider over `foyer`. */
export const renderHook = async <T,>(
  foyer: Foyer,
  hook: () => T,
): Promise<{ readonly result: HookResult<T>; readonly rendered: Rendered }> => {
  const result = { renders: 0 } as HookResult<T>
  const Probe = () => {
    result.current = hook()
    result.renders += 1
    return null
  }
  const rendered = await renderWithFoyer(foyer, <Probe />)
  return { result, rendered }
}

/** Waits until the open modal shows its view (the shell and the view's chunk have loaded). */
export const settleModal = async (): Promise<HTMLElement> => {
  const dialog = await findDialog()
  // The shell shows at once; the kit opens the modal once it has loaded (issue 14).
  await waitFor(() => !dialog.hasAttribute("data-opening"))
  await waitFor(() => !dialog.textContent?.includes("Loading…"))
  return dialog
}
