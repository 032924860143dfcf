// @vitest-environment happy-dom
import { Effect } from "effect"
import { act } from "react"
import { beforeAll, describe, expect, it } from "vitest"
import {
  coreMessages,
  definePlugin,
  type FoyerClient,
  type FoyerOptions,
  formatMessage,
  type View,
} from "../../core"
import { startTestKit, testOptions } from "../../test/testFoyerClient"
import { ConnectButton } from "../components/ConnectButton"
import { useFoyer } from "../hooks/useFoyer"
import { runInKit } from "../plugin/runInKit"
import { axeViolations } from "../testing/axe"
import {
  buttonNamed,
  click,
  findDialog,
  handleFor,
  press,
  type Rendered,
  renderWithFoyer,
  waitFor,
  warmChunks,
} from "../testing/renderFoyer"
import { body } from "./ModalFrame.css"

beforeAll(warmChunks, 60_000)

let rendered: Rendered | undefined

/** A kit on a page where MetaMask and another wallet are installed. */
const startWithWallets = async (options: Partial<FoyerOptions> = {}): Promise<FoyerClient> => {
  const kit = await startTestKit(options)
  kit.install("io.metamask", "MetaMask")
  kit.install("com.example", "Example Wallet")
  return kit.client
}

/** Renders the connect button, focuses and clicks it, and waits for the Connect view. */
const openFromButton = async (client: FoyerClient) => {
  rendered = await renderWithFoyer(handleFor(client), <ConnectButton />)
  const opener = buttonNamed(coreMessages["connectButton.label"])!
  opener.focus()
  await click(opener)
  const dialog = await findDialog()
  await waitFor(() => buttonNamed("MetaMask", dialog))
  return { opener, dialog }
}

/** Loads the kit through the handle (as a click would) and opens the modal on `view`. */
const openOn = async (client: FoyerClient, view: View | undefined) => {
  await act(async () => {
    await rendered?.foyer.load()
    await client.open(view === undefined ? undefined : { view })
  })
}

const isOpen = (client: FoyerClient) => client.stores.modal.getSnapshot().open

describe("the modal shell", { timeout: 30_000 }, () => {
  it("is a modal dialog named by its title, with no axe violations in light and dark", async () => {
    const client = await startWithWallets()
    const { dialog } = await openFromButton(client)
    expect(dialog.getAttribute("aria-modal")).toBe("true")
    const title = document.getElementById(dialog.getAttribute("aria-labelledby")!)
    expect(title?.textContent).toBe(coreMessages["view.Connect.title"])
    expect(await axeViolations()).toEqual([])
    await act(async () => client.stores.theme.update((s) => ({ ...s, themeMode: "dark" })))
    expect(dialog.closest("[data-foyer]")?.getAttribute("data-theme")).toBe("dark")
    expect(await axeViolations()).toEqual([])
  })

  it("moves focus inside on open", async () => {
    const client = await startWithWallets()
    const { dialog } = await openFromButton(client)
    expect(document.activeElement).toBe(dialog)
  })

  it("keeps focus inside: Tab from the last element wraps to the first, Shift+Tab from the first to the last", async () => {
    const client = await startWithWallets()
    const { dialog } = await openFromButton(client)
    const close = buttonNamed(coreMessages["modal.close"], dialog)!
    const allWallets = buttonNamed(coreMessages["connect.allWallets"], dialog)!
    allWallets.focus()
    await press(allWallets, "Tab")
    expect(document.activeElement).toBe(close)
    await press(close, "Tab", { shiftKey: true })
    expect(document.activeElement).toBe(allWallets)
    // Shift+Tab from the dialog itself (where focus lands on open) goes to the last element.
    dialog.focus()
    await press(dialog, "Tab", { shiftKey: true })
    expect(document.activeElement).toBe(allWallets)
  })

  it("brings focus back inside when it lands outside the dialog", async () => {
    const client = await startWithWallets()
    const { dialog, opener } = await openFromButton(client)
    await act(async () => opener.focus())
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it("a shown dialog part outside the panel (a plugin's frame over its view) keeps focus, and Tab from the last element goes into it; a hidden one does not", async () => {
    const client = await startWithWallets()
    const { dialog } = await openFromButton(client)
    // A frame's stand-in (happy-dom loads no frame): a control another origin would draw.
    const part = document.createElement("button")
    part.setAttribute("data-foyer-dialog-part", "")
    part.textContent = "Approve"
    document.body.append(part)
    await act(async () => part.focus())
    expect(document.activeElement).toBe(part)
    const allWallets = buttonNamed(coreMessages["connect.allWallets"], dialog)!
    allWallets.focus()
    await press(allWallets, "Tab")
    expect(document.activeElement).toBe(part)
    part.hidden = true
    allWallets.focus()
    await press(allWallets, "Tab")
    expect(document.activeElement).toBe(buttonNamed(coreMessages["modal.close"], dialog))
    part.remove()
  })

  it("keeps focus inside when the focused control is removed (the view changes under it)", async () => {
    const client = await startWithWallets()
    const { dialog } = await openFromButton(client)
    const allWallets = buttonNamed(coreMessages["connect.allWallets"], dialog)!
    allWallets.focus()
    await click(allWallets)
    await waitFor(() => dialog.querySelector('input[type="search"]'))
    expect(allWallets.isConnected).toBe(false)
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it("Escape closes, and focus returns to the opener", async () => {
    const client = await startWithWallets()
    const { dialog, opener } = await openFromButton(client)
    await press(dialog, "Escape")
    await waitFor(() => !isOpen(client))
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it("focus returns to the button that opened it even when the click did not focus it (Safari)", async () => {
    const client = await startWithWallets()
    rendered = await renderWithFoyer(handleFor(client), <ConnectButton />)
    const opener = buttonNamed(coreMessages["connectButton.label"])!
    expect(document.activeElement).toBe(document.body)
    await click(opener)
    const dialog = await findDialog()
    await press(dialog, "Escape")
    await waitFor(() => !isOpen(client))
    expect(document.activeElement).toBe(opener)
  })

  it("the Close button is labelled 'Close', closes, and focus returns to the opener", async () => {
    const client = await startWithWallets()
    const { dialog, opener } = await openFromButton(client)
    await click(buttonNamed(coreMessages["modal.close"], dialog)!)
    await waitFor(() => !isOpen(client))
    expect(document.activeElement).toBe(opener)
  })

  it("the Back button is labelled 'Back', shown only with history, and goes back", async () => {
    const client = await startWithWallets()
    const { dialog } = await openFromButton(client)
    expect(dialog.querySelector(`[aria-label="${coreMessages["modal.back"]}"]`)).toBeNull()
    await click(buttonNamed(coreMessages["connect.allWallets"], dialog)!)
    await waitFor(() => dialog.querySelector('input[type="search"]'))
    const back = dialog.querySelector(`button[aria-label="${coreMessages["modal.back"]}"]`)
    expect(back).not.toBeNull()
    await click(back!)
    await waitFor(() => dialog.querySelector('input[type="search"]') === null)
    expect(client.stores.modal.getSnapshot().router.history.map((v) => v.name)).toEqual(["Connect"])
  })

  it("the view's body scrolls inside the panel, and the next view starts at its top (issue 34)", async () => {
    const client = await startWithWallets()
    const { dialog } = await openFromButton(client)
    const scroller = dialog.querySelector<HTMLElement>(`.${body}`)!
    // The header is outside the scrolling body: it stays.
    expect(scroller.contains(buttonNamed(coreMessages["modal.close"], dialog)!)).toBe(false)
    scroller.scrollTop = 120
    await click(buttonNamed(coreMessages["connect.allWallets"], dialog)!)
    await waitFor(() => dialog.querySelector('input[type="search"]'))
    expect([dialog.querySelector<HTMLElement>(`.${body}`), scroller.scrollTop]).toEqual([
      scroller,
      0,
    ])
  })

  it("clicking the backdrop closes", async () => {
    const client = await startWithWallets()
    const { dialog } = await openFromButton(client)
    const backdrop = dialog.parentElement!
    await act(async () => {
      backdrop.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }))
      backdrop.dispatchEvent(new MouseEvent("click", { bubbles: true }))
    })
    await waitFor(() => !isOpen(client))
  })

  it("Escape does not close while closing is disabled (sign-in required, no session): it shakes", async () => {
    const SignIn = () => <p>Sign in to continue.</p>
    const signIn = definePlugin({
      id: "sign-in-test",
      // The route's close guard (sign-in required and no session) refuses the visitor's close.
      views: {
        FakeSignIn: { load: async () => ({ default: SignIn }) },
      },
      kit: async () => ({
        default: { views: { FakeSignIn: { closeGuard: Effect.succeed(true) } } },
      }),
    })
    const client = await startWithWallets({ plugins: [signIn] })
    rendered = await renderWithFoyer(handleFor(client), null)
    await openOn(client, { name: "FakeSignIn" })
    const dialog = await findDialog()
    await waitFor(() => dialog.textContent?.includes("Sign in to continue."))
    await press(dialog, "Escape")
    await waitFor(() => dialog.getAttribute("data-shaking") === "true")
    expect(isOpen(client)).toBe(true)
    expect(client.stores.modal.getSnapshot().shake).toBe(true)
    await click(buttonNamed(coreMessages["modal.close"], dialog)!)
    expect(isOpen(client)).toBe(true)
  })

  it("renders a plugin's view from the kernel's resolved plugins", async () => {
    const Greeting = () => <p>Hello from a plugin</p>
    const greeter = definePlugin({
      id: "greeter",
      views: { Greeting: { load: async () => ({ default: Greeting }) } },
    })
    const client = await startWithWallets({ plugins: [greeter] })
    rendered = await renderWithFoyer(handleFor(client), null)
    await openOn(client, { name: "Greeting" })
    const dialog = await findDialog()
    await waitFor(() => dialog.textContent?.includes("Hello from a plugin"))
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe(
      "Greeting",
    )
  })

  it("a plugin view's route title, a message of the plugin's catalogue, names the dialog", async () => {
    const Greeting = () => <p>Hello from a plugin</p>
    const greeter = definePlugin({
      id: "greeter",
      views: { Greeting: { load: async () => ({ default: Greeting }), title: "greeter.title" } },
      messages: { "greeter.title": "Greetings" },
    })
    const client = await startWithWallets({ plugins: [greeter] })
    rendered = await renderWithFoyer(handleFor(client), null)
    await openOn(client, { name: "Greeting" })
    const dialog = await findDialog()
    await waitFor(() => dialog.textContent?.includes("Hello from a plugin"))
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe(
      "Greetings",
    )
  })

  it("never renders blank: a view the UI does not draw shows the router's typed error as text", async () => {
    const client = await startWithWallets()
    rendered = await renderWithFoyer(handleFor(client), null)
    await openOn(client, undefined)
    // The UI draws every view the kernel routes, and the router refuses others; a history entry
    // written past it (a stale one) is the only way to one that nothing draws.
    await act(async () =>
      client.stores.modal.update((state) => ({
        ...state,
        router: { ...state.router, history: [...state.router.history, { name: "Undrawn" }] },
      })),
    )
    const dialog = await findDialog()
    await waitFor(() => dialog.querySelector('[role="alert"]'))
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe(
      formatMessage(coreMessages["error.viewNotAvailable"], { view: "Undrawn" }),
    )
  })

  it("a plugin view whose module exports no component shows an error text", async () => {
    const broken = definePlugin({
      id: "broken",
      views: { Broken: { load: async () => ({ default: 42 }) } },
    })
    const client = await startWithWallets({ plugins: [broken] })
    rendered = await renderWithFoyer(handleFor(client), null)
    const errors = console.error
    console.error = () => {}
    try {
      await openOn(client, { name: "Broken" })
      const dialog = await findDialog()
      const alert = await waitFor(() =>
        [...dialog.querySelectorAll('[role="alert"]')].find((e) => e.textContent !== ""),
      )
      expect(alert.textContent).toBe(coreMessages["modal.viewFailed"])
    } finally {
      console.error = errors
    }
  })

  it("opening a view nobody provides rejects with the store's typed error", async () => {
    const client = await startWithWallets()
    let open: ReturnType<typeof useFoyer>["open"] | undefined
    const Probe = () => {
      open = useFoyer().open
      return null
    }
    rendered = await renderWithFoyer(handleFor(client), <Probe />)
    await act(async () => {
      await expect(open!({ view: "Nope" })).rejects.toMatchObject({
        _tag: "ViewNotAvailableError",
        view: "Nope",
      })
    })
    expect(isOpen(client)).toBe(false)
  })

  it("toasts: success and loading are announced politely (role=status), errors as alerts", async () => {
    const client = await startWithWallets()
    const { dialog } = await openFromButton(client)
    const polite = dialog.querySelector('[aria-live="polite"]')!
    const alert = dialog.querySelector('[role="alert"]')!
    expect(polite.getAttribute("role")).toBe("status")
    await act(() => runInKit(client, client.stores.toast.showSuccess("Copied")))
    expect(polite.textContent).toBe("Copied")
    expect(alert.textContent).toBe("")
    await act(() => runInKit(client, client.stores.toast.showError("Failed to fetch transactions")))
    await waitFor(() => alert.textContent === "Failed to fetch transactions")
    expect(polite.textContent).toBe("")
  })

  it("embedded mode renders inline: a labelled region (section), no overlay, no dialog", async () => {
    const client = await startWithWallets({ embedded: true })
    rendered = await renderWithFoyer(handleFor(client, { ...testOptions, embedded: true }), null)
    await openOn(client, undefined)
    const region = await waitFor(() =>
      document.querySelector<HTMLElement>("section[aria-labelledby]"),
    )
    expect(region.hasAttribute("aria-modal")).toBe(false)
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(rendered.container.contains(region)).toBe(true)
    expect(document.getElementById(region.getAttribute("aria-labelledby")!)?.textContent).toBe(
      coreMessages["view.Connect.title"],
    )
    await waitFor(() => buttonNamed("MetaMask", region))
    expect(await axeViolations()).toEqual([])
  })
})
