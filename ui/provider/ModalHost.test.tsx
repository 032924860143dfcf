// @vitest-environment happy-dom
// Issue 14, "the modal opens in the frame after the click": the click commits the dialog shell
// (named, focused, listing the wallets) from the light entry, before the kit has loaded; the kit
// then takes over the same elements, and no Suspense fallback is ever committed on the way.

import type { Window } from "happy-dom"
import { act } from "react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { coreMessages, definePlugin, type FoyerClient, type FoyerOptions, solana } from "../../core"
import {
  accountLoaded,
  alice,
  apiAnswers,
  installWallet,
  startTestKit,
  type TestKit,
  testOptions,
} from "../../test/testFoyerClient"
import { ConnectButton } from "../components/ConnectButton"
import { focusDwellMs, pointerDwellMs } from "../components/preloadOnIntent"
import { createFoyer } from "../createFoyer"
import type { Foyer } from "../Foyer"
import {
  buttonNamed,
  click,
  press,
  type Rendered,
  renderWithFoyer,
  waitFor,
  warmChunks,
} from "../testing/renderFoyer"

beforeAll(warmChunks, 60_000)

const dialogNow = () => document.querySelector<HTMLElement>('[role="dialog"]')
const isOpen = (client: FoyerClient) => client.stores.modal.getSnapshot().open
const connectLabel = coreMessages["connectButton.label"]

/** MetaMask on this page (what the shell sees) and on the kit's page (what the kernel sees). */
const installMetaMask = (kit: TestKit) => {
  installWallet(window as unknown as Window, "io.metamask", "MetaMask")
  return kit.install("io.metamask", "MetaMask")
}

/** A handle whose kit starts only when the test says so (a slow network, or a slow device). */
const slowKit = async (options: Partial<FoyerOptions> = {}) => {
  const kit = await startTestKit(options)
  const wallet = installMetaMask(kit)
  let release: () => void = () => {}
  const arrived = new Promise<void>((resolve) => {
    release = resolve
  })
  const foyer = createFoyer(
    { ...testOptions, ...options },
    {
      createClient: async () => {
        await arrived
        return kit.client
      },
    },
  )
  return { kit, wallet, foyer, release }
}

/** Renders the Connect button over `foyer`; gives the button. */
const renderButton = async (foyer: Foyer): Promise<{ rendered: Rendered; opener: HTMLElement }> => {
  const rendered = await renderWithFoyer(foyer, <ConnectButton />)
  const opener = buttonNamed(connectLabel)
  if (opener === undefined) throw new Error("no Connect Wallet button")
  return { rendered, opener }
}

/** Whether the dialog shows the loading state (a Suspense fallback or a placeholder). */
const showsLoading = () =>
  [...document.querySelectorAll('[role="dialog"] [role="status"]')].some((status) =>
    status.textContent?.includes(coreMessages["modal.loading"]),
  )

/** Records whether the loading state was ever committed. */
const watchLoading = () => {
  let seen = false
  const observer = new MutationObserver(() => {
    if (showsLoading()) seen = true
  })
  observer.observe(document.body, { childList: true, subtree: true })
  return {
    seen: () => seen,
    stop: () => observer.disconnect(),
  }
}

describe("the modal opens in the frame after the click (issue 14)", { timeout: 30_000 }, () => {
  it("the click commits the dialog, named and focused, listing WalletConnect and the page's wallets, before the kit has started", async () => {
    const { kit, foyer } = await slowKit()
    const { opener } = await renderButton(foyer)
    await click(opener)
    const dialog = dialogNow()
    expect(dialog).not.toBeNull()
    const title = document.getElementById(dialog!.getAttribute("aria-labelledby")!)
    expect(title?.textContent).toBe(coreMessages["view.Connect.title"])
    expect(document.activeElement).toBe(dialog)
    const wallets = dialog!.querySelector(
      `ul[aria-label="${coreMessages["connect.walletsLabel"]}"]`,
    )
    expect([...wallets!.querySelectorAll("button")].map((b) => b.textContent)).toEqual([
      `WalletConnect${coreMessages["connect.tag.walletConnect"]}`,
      `MetaMask${coreMessages["connect.tag.injected"]}`,
    ])
    expect(buttonNamed(coreMessages["modal.close"], dialog!)).toBeDefined()
    // The kit has not even started: this is the shell.
    expect(isOpen(kit.client)).toBe(false)
  })

  it("a committed fallback never delays the Connect view: the kit takes over the same rows, focus kept, with no loading state on the way", async () => {
    const { kit, foyer, release } = await slowKit()
    const { opener } = await renderButton(foyer)
    const loading = watchLoading()
    await click(opener)
    const dialog = dialogNow()!
    const row = buttonNamed("MetaMask", dialog)!
    row.focus()
    await act(async () => release())
    await waitFor(() => isOpen(kit.client))
    loading.stop()
    expect(dialogNow()).toBe(dialog)
    expect(buttonNamed("MetaMask", dialog)).toBe(row)
    expect(document.activeElement).toBe(row)
    expect(loading.seen()).toBe(false)
  })

  it("a wallet chosen in the shell connects once the kit is up", async () => {
    apiAnswers(alice, {})
    const { kit, wallet, foyer, release } = await slowKit()
    const { opener } = await renderButton(foyer)
    await click(opener)
    await click(buttonNamed("MetaMask", dialogNow()!)!)
    expect(wallet.methods()).toEqual([])
    await act(async () => release())
    await waitFor(() => wallet.methods().includes("eth_requestAccounts"))
    await act(() => accountLoaded(kit.client))
  })

  it("closing the shell before the kit has started: the modal does not open when it arrives, and focus returns", async () => {
    const { kit, foyer, release } = await slowKit()
    const { opener } = await renderButton(foyer)
    opener.focus()
    await click(opener)
    await press(dialogNow()!, "Escape")
    expect(dialogNow()).toBeNull()
    expect(document.activeElement).toBe(opener)
    await act(async () => release())
    expect(await foyer.opened()).toBeUndefined()
    expect(isOpen(kit.client)).toBe(false)
    expect(dialogNow()).toBeNull()
  })

  it("a kit that cannot be loaded: the shell says so and stays closable; the next click tries again", async () => {
    const kit = await startTestKit()
    installMetaMask(kit)
    let attempts = 0
    const foyer = createFoyer(testOptions, {
      createClient: async () => {
        attempts += 1
        if (attempts === 1) throw new Error("the kit's chunk did not download")
        return kit.client
      },
    })
    const { opener } = await renderButton(foyer)
    vi.spyOn(console, "error").mockImplementation(() => {})
    await click(opener)
    const failure = () =>
      [...(dialogNow()?.querySelectorAll('[role="alert"]') ?? [])].find(
        (alert) => alert.textContent === coreMessages["modal.viewFailed"],
      )
    await waitFor(failure)
    await press(dialogNow()!, "Escape")
    expect(dialogNow()).toBeNull()
    await click(opener)
    await waitFor(() => isOpen(kit.client))
    expect(failure()).toBeUndefined()
    expect(attempts).toBe(2)
  })

  it.each([
    { case: "manualWCControl", options: { manualWCControl: true } },
    { case: "no chain adapter (Solana only)", options: { networks: [solana.caipNetworkId] } },
  ])(
    "$case: before the kit has started, the shell opens on the WalletConnect pairing's title and loading state, never the wallet list (spec 2)",
    async ({ options }) => {
      installWallet(window as unknown as Window, "io.metamask", "MetaMask")
      const foyer = createFoyer(
        { ...testOptions, ...options },
        { createClient: () => new Promise<FoyerClient>(() => {}) },
      )
      await renderWithFoyer(foyer, null)
      // Asked for another view, the pairing still wins, as the kit's rule has it.
      await act(async () => {
        void foyer.open({ name: "Networks" })
      })
      const dialog = dialogNow()!
      expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe(
        coreMessages["view.ConnectingWalletConnectBasic.title"],
      )
      expect(showsLoading()).toBe(true)
      expect(
        dialog.querySelector(`ul[aria-label="${coreMessages["connect.walletsLabel"]}"]`),
      ).toBeNull()
      expect(buttonNamed("MetaMask", dialog)).toBeUndefined()
    },
  )

  it("Solana only, with a plugin that brings the Solana family: the shell opens on the wallet list, the kit's rule with that plugin's adapter (spec 2)", async () => {
    installWallet(window as unknown as Window, "io.metamask", "MetaMask")
    const solanaFamily = definePlugin({ id: "solana-family", chainNamespaces: ["solana"] })
    const foyer = createFoyer(
      { ...testOptions, networks: [solana.caipNetworkId], plugins: [solanaFamily] },
      { createClient: () => new Promise<FoyerClient>(() => {}) },
    )
    await renderWithFoyer(foyer, null)
    await act(async () => {
      void foyer.open()
    })
    const dialog = dialogNow()!
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe(
      coreMessages["view.Connect.title"],
    )
    expect(
      dialog.querySelector(`ul[aria-label="${coreMessages["connect.walletsLabel"]}"]`),
    ).not.toBeNull()
  })

  it("the shell titles a plugin's view from the plugin's own messages before the kit has started", async () => {
    const greeting = definePlugin({
      id: "greeting",
      views: { Greeting: { load: async () => ({ default: () => null }), title: "greeting.title" } },
      messages: { "greeting.title": "Say hello" },
    })
    const foyer = createFoyer(
      { ...testOptions, plugins: [greeting] },
      { createClient: () => new Promise<FoyerClient>(() => {}) },
    )
    await renderWithFoyer(foyer, null)
    await act(async () => {
      void foyer.open({ name: "Greeting" } as never)
    })
    const dialog = dialogNow()!
    expect(document.getElementById(dialog.getAttribute("aria-labelledby")!)?.textContent).toBe(
      "Say hello",
    )
    expect(showsLoading()).toBe(true)
  })
})

describe("the shell is drawn ahead, hidden, once the page is idle (issue 14)", {
  timeout: 30_000,
}, () => {
  /** Lets the idle task run (happy-dom has no requestIdleCallback: a task stands in for it). */
  const idle = () =>
    act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  /** The overlay drawn ahead: Foyer's element on the body. */
  const overlayNow = () =>
    [...document.body.children].find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element.hasAttribute("data-foyer"),
    )

  it("before any click: hidden, with no dialog role, holding the page's wallets, and the kit not loaded", async () => {
    const { foyer } = await slowKit()
    const load = vi.spyOn(foyer, "load")
    await renderButton(foyer)
    await idle()
    const overlay = overlayNow()!
    expect(overlay.hidden).toBe(true)
    // Inert: nothing in it can take focus or a click, and assistive technology skips it.
    expect(overlay.hasAttribute("inert")).toBe(true)
    expect(dialogNow()).toBeNull()
    expect(overlay.querySelector("[aria-modal]")).toBeNull()
    expect(buttonNamed("MetaMask", overlay)).toBeDefined()
    expect(load).not.toHaveBeenCalled()
  })

  it("the click shows the very elements drawn ahead, named and focused; closing hides them again and returns focus", async () => {
    const { foyer } = await slowKit()
    const { opener } = await renderButton(foyer)
    await idle()
    const overlay = overlayNow()!
    const row = buttonNamed("MetaMask", overlay)!
    opener.focus()
    await click(opener)
    const dialog = dialogNow()!
    expect(overlay.hidden).toBe(false)
    expect(overlay.hasAttribute("inert")).toBe(false)
    expect(overlay.contains(dialog)).toBe(true)
    expect(dialog.getAttribute("aria-modal")).toBe("true")
    expect(buttonNamed("MetaMask", dialog)).toBe(row)
    expect(document.activeElement).toBe(dialog)
    await press(dialog, "Escape")
    expect(overlayNow()).toBe(overlay)
    expect(overlay.hidden).toBe(true)
    expect(dialogNow()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it("an icon that needs a request waits for the open; one in the page is drawn ahead", async () => {
    const page = window as unknown as Window
    installWallet(page, "io.remote", "Remote Wallet", "https://wallet.example/icon.png")
    installWallet(page, "io.local", "Local Wallet", "data:image/png;base64,AA==")
    const foyer = createFoyer(testOptions, { createClient: () => new Promise<never>(() => {}) })
    const { opener } = await renderButton(foyer)
    await idle()
    const sources = () =>
      [...(overlayNow()?.querySelectorAll("img") ?? [])].map((img) => img.getAttribute("src"))
    // The rows draw their icons a frame after their own first one.
    await waitFor(() => sources().includes("data:image/png;base64,AA=="))
    expect(sources().some((src) => src?.startsWith("https:"))).toBe(false)
    await click(opener)
    await waitFor(() => sources().includes("https://wallet.example/icon.png"))
  })

  it("an embedded modal is not drawn ahead", async () => {
    const { foyer } = await slowKit({ embedded: true })
    await renderButton(foyer)
    await idle()
    expect(overlayNow()).toBeUndefined()
    expect(document.querySelector("[data-opening]")).toBeNull()
  })
})

describe("the download starts on the visitor's intent (issue 14)", () => {
  /** A plugin whose kit records that it was asked for. */
  const recordingPlugin = (id: string, feature?: "swaps") => {
    const asked = { count: 0 }
    const plugin = definePlugin({
      id,
      ...(feature === undefined ? {} : { feature }),
      kit: async () => {
        asked.count += 1
        return { default: {} }
      },
    })
    return { plugin, asked }
  }

  const pointer = (element: Element, type: "pointerover" | "pointerout") =>
    act(async () => {
      element.dispatchEvent(new PointerEvent(type, { bubbles: true }))
    })
  const wait = (ms: number) =>
    act(async () => {
      vi.advanceTimersByTime(ms)
    })

  it("a pointer resting on a page button asks once for the enabled plugins' kits and the modal's code, and starts nothing; one passing over asks for nothing", async () => {
    const on = recordingPlugin("recorded-on")
    const off = recordingPlugin("recorded-off", "swaps")
    const createClient = vi.fn(() => new Promise<FoyerClient>(() => {}))
    const foyer = createFoyer(
      { ...testOptions, features: { swaps: false }, plugins: [on.plugin, off.plugin] },
      { createClient },
    )
    const { opener } = await renderButton(foyer)
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    try {
      await pointer(opener, "pointerover")
      await wait(pointerDwellMs - 1)
      await pointer(opener, "pointerout")
      await wait(pointerDwellMs)
      expect(on.asked.count).toBe(0)
      await pointer(opener, "pointerover")
      await wait(pointerDwellMs)
      expect(on.asked.count).toBe(1)
      expect(off.asked.count).toBe(0)
      // Focus resting on it too, later: the download is asked for once.
      await act(async () => opener.focus())
      await wait(focusDwellMs)
      expect(on.asked.count).toBe(1)
    } finally {
      vi.useRealTimers()
    }
    // Downloading is all: the kit has not started, and no modal shows.
    expect(createClient).not.toHaveBeenCalled()
    expect(dialogNow()).toBeNull()
  })

  it("focus asks only once it has rested longer than a pointer must: keyboard users tab through", async () => {
    const on = recordingPlugin("recorded-focus")
    const foyer = createFoyer(
      { ...testOptions, plugins: [on.plugin] },
      { createClient: () => new Promise<FoyerClient>(() => {}) },
    )
    const { opener } = await renderButton(foyer)
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    try {
      await act(async () => opener.focus())
      await wait(focusDwellMs - 1)
      expect(on.asked.count).toBe(0)
      await wait(1)
      expect(on.asked.count).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it("a touch starting on a page button asks at once (a tap follows)", async () => {
    const on = recordingPlugin("recorded-touch")
    const foyer = createFoyer(
      { ...testOptions, plugins: [on.plugin] },
      { createClient: () => new Promise<FoyerClient>(() => {}) },
    )
    const { opener } = await renderButton(foyer)
    await act(async () => {
      opener.dispatchEvent(new TouchEvent("touchstart", { bubbles: true }))
    })
    expect(on.asked.count).toBe(1)
  })
})
