// @vitest-environment happy-dom
import { Context, Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeKernel, Storage } from "../../core"
import { buttonNamed, click, waitFor } from "../../ui/testing/renderFoyer"
import { connectedAccountView } from "../../ui/testing/viewTestSetup"
import { ActivityHistory } from "./ActivityHistory"
import * as entry from "./index"
import { activity } from "./index"
import { en } from "./messages/en"
import ActivityTab from "./views/ActivityTab"

const start = (plugins: ReadonlyArray<ReturnType<typeof activity>>, features = {}) =>
  Effect.runPromise(
    makeKernel(
      { projectId: "demo", networks: ["eip155:1", "eip155:10"], features, plugins },
      { storage: Storage.layerMemory },
    ),
  )

describe("the activity plugin", () => {
  it("exports only the factory (the entry's public API; the rest are types)", () => {
    expect(Object.keys(entry).sort()).toEqual(["activity"])
  })

  it("contributes the Activity view (titled 'Activity'), its Account action and its messages; the feature flag 'activity' turns it on", async () => {
    const plugin = activity()
    expect(plugin.id).toBe("activity")
    expect(plugin.feature).toBe("activity")
    expect(Object.keys(plugin.views ?? {})).toEqual(["Activity"])
    expect(plugin.views?.Activity).toMatchObject({ title: "activity.title" })
    expect(plugin.accountActions).toEqual([
      {
        feature: "activity",
        label: "activity.action",
        view: "Activity",
        icon: "clock",
      },
    ])
    expect(plugin.messages).toBe(en)
    expect(en["activity.title"]).toBe("Activity")
  })

  it("contributes the Account view's Activity tab: labelled 'Activity', its content a lazy chunk", async () => {
    const plugin = activity()
    expect(plugin.accountTabs).toEqual([
      { id: "activity", label: "activity.title", load: expect.any(Function) },
    ])
    // The same loader for every call of the factory, so the kit keeps the chunk it loaded.
    expect(activity().accountTabs?.[0]?.load).toBe(plugin.accountTabs?.[0]?.load)
    const tab = await plugin.accountTabs?.[0]?.load()
    expect(tab?.default).toBe(ActivityTab)
  })

  it("activity is a feature flag, on by default (spec 9): the kernel has the view, the action and the history's handle, not yet built", async () => {
    const kernel = await start([activity()])
    const context = await kernel.runtime.context()
    const history = Context.getOption(context, ActivityHistory)
    expect(history._tag).toBe("Some")
    // Nothing is built, nor fetched, before the visitor opens Activity.
    expect(history._tag === "Some" ? history.value.current() : "absent").toBeUndefined()
    expect(kernel.isViewAvailable("Activity")).toBe(true)
    expect(kernel.plugins.accountActions.map((a) => [a.feature, a.view])).toEqual([
      ["activity", "Activity"],
    ])
    await kernel.dispose()
  })

  it("with the activity feature off, there is no Activity view, action or history", async () => {
    const kernel = await start([activity()], { activity: false })
    const context = await kernel.runtime.context()
    expect(Context.getOption(context, ActivityHistory)._tag).toBe("None")
    expect(kernel.isViewAvailable("Activity")).toBe(false)
    expect(kernel.plugins.accountActions).toEqual([])
    await kernel.dispose()
  })
})

describe("with activity removed from the options, its view and action do not exist", {
  timeout: 30_000,
}, () => {
  it("the Account view offers no Activity, and opening Activity is refused with ViewNotAvailableError", async () => {
    const { kit, dialog, names } = await connectedAccountView([])
    expect(names).not.toContain("Activity")
    expect(buttonNamed("Activity", dialog)).toBeUndefined()
    await expect(kit.client.open({ view: { name: "Activity" } })).rejects.toMatchObject({
      _tag: "ViewNotAvailableError",
      view: "Activity",
    })
  })

  it("with activity() in the options, the same Account view offers Activity, before Disconnect", async () => {
    const { names } = await connectedAccountView([activity()])
    expect(names.slice(-2)).toEqual(["Activity", "Disconnect"])
  })

  it("with activity() in the options, the Account view has an Activity tab after Tokens, which shows the history", async () => {
    const { dialog } = await connectedAccountView([activity()])
    const tabs = [...dialog.querySelectorAll('[role="tab"]')]
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Tokens", "Activity"])
    await click(tabs[1]!)
    const panel = () => dialog.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])')
    expect(panel()?.getAttribute("aria-labelledby")).toBe(tabs[1]?.id)
    // This file's provider API has no history: the list ends on its empty state.
    await waitFor(() => panel()?.textContent === "No activity yet on Ethereum.")
  })
})
