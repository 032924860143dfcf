// @vitest-environment happy-dom
// The Greeting view in the whole kit, as a page gets it: createFoyer and FoyerProvider of
// foyer-kit/react with greeting() in the options, a browser wallet announcing itself over
// EIP-6963, and a local stand-in for the provider API. The modal loads the view's chunk when
// it is first shown. Only foyer's public entries are used (see ../index.test.ts for how they
// resolve here).
import axe from "axe-core"
import type { FoyerClient } from "foyer-kit/core"
import { createFoyer, type Foyer, FoyerProvider } from "foyer-kit/react"
import { act } from "react"
import { createRoot } from "react-dom/client"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { greeting } from "../index"
import { startTestProviderApi, type TestProviderApi } from "../testProviderApi"
import { testWalletAddress, testWalletName, testWalletScript } from "../testWallet"

// React only flushes effects inside act() when it knows it runs in a test.
Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true)

let api: TestProviderApi
const cleanups: Array<() => Promise<void>> = []

beforeAll(async () => {
  api = await startTestProviderApi()
  // The wallet extension of this page, installed once. It is script text, the one the
  // end-to-end test injects into Chromium; happy-dom runs no <script>, so it runs here.
  new Function(testWalletScript())()
})
afterAll(() => api.close())
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  document.body.innerHTML = ""
  localStorage.clear()
})

/** Retries `check` inside act() until it gives a value: chunks and the kit load asynchronously. */
const waitFor = async <A,>(check: () => A | undefined | null | false): Promise<A> => {
  const started = Date.now()
  for (;;) {
    const value = check()
    if (value !== undefined && value !== null && value !== false) return value
    if (Date.now() - started > 10_000) throw new Error("waitFor: timed out")
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
  }
}

/** The open dialog once it shows `text`. */
const dialogShowing = (text: string): Promise<HTMLElement> =>
  waitFor(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')
    return dialog?.textContent?.includes(text) === true && dialog
  })

const buttonNamed = (within: ParentNode, name: string): HTMLButtonElement => {
  const found = [...within.querySelectorAll("button")].find(
    (button) => (button.getAttribute("aria-label") ?? button.textContent)?.trim() === name,
  )
  if (found === undefined) throw new Error(`no button ${name}`)
  return found
}

const click = (element: HTMLElement) => act(async () => element.click())

/** axe's violations in the page; happy-dom has no layout, so colour contrast is left out. */
const axeViolations = async () =>
  (await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } })).violations
    .filter((violation) => violation.id !== "region" && violation.id !== "page-has-heading-one")
    .map((violation) => violation.id)

/** The page: a provider over a handle with greeting() in its options, and the kit loaded. */
const renderPage = async (): Promise<{ readonly foyer: Foyer; readonly client: FoyerClient }> => {
  const foyer = createFoyer({
    projectId: "greeting-test",
    networks: ["eip155:1", "eip155:10"],
    endpoints: {
      apiUrl: api.url,
      analyticsUrl: api.url,
      rpcUrl: api.url,
      relayUrl: api.url.replace(/^http/, "ws"),
    },
    plugins: [greeting({ text: "Welcome" })],
  })
  const container = document.createElement("div")
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => root.render(<FoyerProvider foyer={foyer}>{null}</FoyerProvider>))
  const client = await act(() => foyer.load())
  cleanups.push(async () => {
    await act(async () => root.unmount())
    await foyer.dispose()
  })
  return { foyer, client }
}

/** Connects the page's wallet, as a visitor who chose it in the Connect view. */
const connect = async (client: FoyerClient) => {
  const wallet = await waitFor(() =>
    client.stores.connectors.getSnapshot().find((connector) => connector.name === testWalletName),
  )
  await act(() => client.connect(wallet.id))
}

describe("the Greeting view", { timeout: 30_000 }, () => {
  it("opens from the Account view's 'Say hello' and greets the connected account on its network", async () => {
    const { client } = await renderPage()
    await connect(client)
    await act(() => client.open({ view: { name: "Account" } }))
    const account = await dialogShowing("Say hello")
    await click(buttonNamed(account, "Say hello"))
    const dialog = await dialogShowing(`Welcome, ${testWalletAddress}!`)
    expect(dialog.querySelector("h1, h2")?.textContent).toBe("Greeting")
    expect(dialog.textContent).toContain("You are on Ethereum.")
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe("Waves so far: 0")
    expect(await axeViolations()).toEqual([])
  })

  it("Wave counts in the view and says so in a toast; closing the modal starts the count again", async () => {
    const { client } = await renderPage()
    await connect(client)
    await act(() => client.open({ view: { name: "Greeting" } }))
    const dialog = await dialogShowing("Welcome")
    await click(buttonNamed(dialog, "Wave"))
    await click(buttonNamed(dialog, "Wave"))
    await waitFor(() => dialog.querySelector('[role="status"]')?.textContent === "Waves so far: 2")
    await waitFor(() => document.body.textContent?.includes(`You waved at ${testWalletAddress}`))
    await act(() => client.close())
    await act(() => client.open({ view: { name: "Greeting" } }))
    const again = await dialogShowing("Welcome")
    await waitFor(() => again.querySelector('[role="status"]')?.textContent === "Waves so far: 0")
  })

  it("a disconnect starts the count again (the kit's disconnect hook) and the view asks for an account", async () => {
    const { client } = await renderPage()
    await connect(client)
    await act(() => client.open({ view: { name: "Greeting" } }))
    const dialog = await dialogShowing("Welcome")
    await click(buttonNamed(dialog, "Wave"))
    await waitFor(() => dialog.querySelector('[role="status"]')?.textContent === "Waves so far: 1")
    await act(() => client.disconnect())
    await act(() => client.open({ view: { name: "Greeting" } }))
    await dialogShowing("Connect a wallet to be greeted.")
    await connect(client)
    await act(() => client.open({ view: { name: "Greeting" } }))
    const again = await dialogShowing("Welcome")
    await waitFor(() => again.querySelector('[role="status"]')?.textContent === "Waves so far: 0")
  })

  it("with no account connected, asks for one", async () => {
    const { client } = await renderPage()
    await act(() => client.open({ view: { name: "Greeting" } }))
    const dialog = await dialogShowing("Connect a wallet to be greeted.")
    expect(buttonNamed(dialog, "Close")).toBeDefined()
    expect(await axeViolations()).toEqual([])
  })
})
