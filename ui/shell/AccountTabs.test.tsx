// @vitest-environment happy-dom
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { coreMessages, definePlugin, type FoyerOptions } from "../../core"
import { connectWallet, startTestKit } from "../../test/testFoyerClient"
import { useCurrentAccount } from "../plugin/useCurrentAccount"
import { axeInBothThemes, click, openView, press, waitFor } from "../testing/renderFoyer"
import { track } from "../testing/viewTestSetup"

/** A tab's content as a plugin's tab module exports it: it reads the kit through the SDK's hooks. */
const RecentTab = () => {
  const account = useCurrentAccount()
  return <p>{`Recent for ${account?.address?.slice(0, 6)}`}</p>
}

/**
 * A plugin with two tabs: Recent (a component) and Broken (a chunk that cannot load), with
 * loaders of its own (the kit keeps a chunk once loaded, by loader), counting how many times
 * each chunk was asked for.
 */
const makeTabsPlugin = () => {
  const asked = { recent: 0, broken: 0 }
  const plugin = definePlugin({
    id: "history",
    messages: { "history.recent": "Recent", "history.broken": "Broken" },
    accountTabs: [
      {
        id: "broken",
        label: "history.broken",
        order: 1,
        load: () => {
          asked.broken += 1
          return Promise.reject(new Error("The chunk could not be fetched."))
        },
      },
      {
        id: "recent",
        label: "history.recent",
        load: async () => {
          asked.recent += 1
          return { default: RecentTab }
        },
      },
    ],
  })
  return { plugin, asked }
}

/** The Account view of a connected kit with `plugins`, and its tabs. */
const open = async (plugins: NonNullable<FoyerOptions["plugins"]> = [makeTabsPlugin().plugin]) => {
  const kit = await startTestKit({ plugins })
  await connectWallet(kit)
  const { dialog } = track(await openView(kit.client, { name: "Account" }))
  const tabs = () => [...dialog.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
  return { client: kit.client, dialog, tabs }
}

/** Each tab's label, whether it is selected, and whether it is the Tab stop. */
const states = (tabs: ReadonlyArray<HTMLButtonElement>) =>
  tabs.map((tab) => [tab.textContent, tab.getAttribute("aria-selected"), tab.tabIndex])

/** The visible panel: its text and the tab that names it. */
const shownPanel = (dialog: HTMLElement) => {
  const panels = [...dialog.querySelectorAll<HTMLElement>('[role="tabpanel"]')]
  const shown = panels.filter((panel) => !panel.hidden)
  expect(shown).toHaveLength(1)
  const panel = shown[0]!
  const tab = dialog.querySelector(`#${CSS.escape(panel.getAttribute("aria-labelledby") ?? "")}`)
  return { panel, tab: tab?.textContent, text: panel.textContent }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe("the Account view's tabs (accountTabs)", { timeout: 30_000 }, () => {
  it("Tokens comes first and is selected; the plugins' tabs follow in their order, each controlling its panel", async () => {
    const { dialog, tabs } = await open()
    const list = dialog.querySelector('[role="tablist"]')
    expect(list?.getAttribute("aria-label")).toBe(coreMessages["account.tabs"])
    expect(states(tabs())).toEqual([
      ["Tokens", "true", 0],
      ["Recent", "false", -1],
      ["Broken", "false", -1],
    ])
    for (const tab of tabs()) {
      const panel = dialog.querySelector(`#${CSS.escape(tab.getAttribute("aria-controls") ?? "")}`)
      expect(panel?.getAttribute("role")).toBe("tabpanel")
      expect(panel?.getAttribute("aria-labelledby")).toBe(tab.id)
    }
    // The token list is named by its tab, not by a heading of its own.
    const { panel, tab } = shownPanel(dialog)
    expect(tab).toBe("Tokens")
    expect(panel.querySelector("h3")).toBeNull()
    expect(panel.querySelector("ul")?.getAttribute("aria-labelledby")).toBe(tabs()[0]?.id)
    expect([...panel.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Ether 1.2345 ETH $3,750.00",
    ])
  })

  it("a plugin's tab is loaded only when selected, then draws its content with the SDK's hooks", async () => {
    const { plugin, asked } = makeTabsPlugin()
    const { dialog, tabs } = await open([plugin])
    expect(asked).toEqual({ recent: 0, broken: 0 })
    await click(tabs()[1]!)
    await waitFor(() => shownPanel(dialog).text === "Recent for 0x5290")
    expect(states(tabs())).toEqual([
      ["Tokens", "false", -1],
      ["Recent", "true", 0],
      ["Broken", "false", -1],
    ])
    expect(asked).toEqual({ recent: 1, broken: 0 })
  })

  it("a tab whose chunk cannot load says so in its panel; the other tabs still work", async () => {
    // React reports the error its boundary caught; the panel's text is what this test reads.
    vi.spyOn(console, "error").mockImplementation(() => {})
    const { dialog, tabs } = await open()
    await click(tabs()[2]!)
    await waitFor(() => shownPanel(dialog).panel.querySelector('[role="alert"]'))
    expect(shownPanel(dialog).text).toBe(coreMessages["modal.viewFailed"])
    await click(tabs()[0]!)
    expect(shownPanel(dialog).tab).toBe("Tokens")
  })

  it("the keyboard: arrows move the selection and the focus along the tabs (wrapping), Home and End to the ends", async () => {
    const { tabs } = await open()
    const focusedLabel = () => (document.activeElement as HTMLElement | null)?.textContent
    tabs()[0]!.focus()
    await press(tabs()[0]!, "ArrowRight")
    expect([focusedLabel(), states(tabs())[1]]).toEqual(["Recent", ["Recent", "true", 0]])
    await press(tabs()[1]!, "ArrowRight")
    await press(tabs()[2]!, "ArrowRight")
    expect(focusedLabel()).toBe("Tokens")
    await press(tabs()[0]!, "ArrowLeft")
    expect(focusedLabel()).toBe("Broken")
    await press(tabs()[2]!, "Home")
    expect(focusedLabel()).toBe("Tokens")
    await press(tabs()[0]!, "End")
    expect([focusedLabel(), states(tabs())[2]]).toEqual(["Broken", ["Broken", "true", 0]])
  })

  it("under a right-to-left language the arrows follow the tabs as drawn: ArrowLeft goes to the next", async () => {
    const { client, tabs } = await open()
    await act(async () => {
      await client.setLocale("ar")
    })
    await waitFor(() => tabs()[0]?.closest('[dir="rtl"]'))
    tabs()[0]!.focus()
    await press(tabs()[0]!, "ArrowLeft")
    expect(states(tabs()).map(([, selected]) => selected)).toEqual(["false", "true", "false"])
    await press(tabs()[1]!, "ArrowRight")
    expect(states(tabs()).map(([, selected]) => selected)).toEqual(["true", "false", "false"])
  })

  it("passes axe in light and dark, on Tokens and on a plugin's tab", async () => {
    const { client, dialog, tabs } = await open()
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
    await click(tabs()[1]!)
    await waitFor(() => shownPanel(dialog).text === "Recent for 0x5290")
    expect(await axeInBothThemes(client)).toEqual({ light: [], dark: [] })
  })

  it("without plugins that add tabs, Tokens is a section under its heading, with no tab list", async () => {
    const { dialog } = await open([])
    expect(dialog.querySelector('[role="tablist"]')).toBeNull()
    expect(dialog.querySelector("h3")?.textContent).toBe(coreMessages["account.tokens"])
  })
})
