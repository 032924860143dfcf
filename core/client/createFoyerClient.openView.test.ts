import { describe, expect, it } from "vitest"
import { makeFakeWallet } from "../connectors/fakeWallet"
import type { FoyerEvent } from "../events/Events"
import { view } from "../modal/ViewName"
import { definePlugin } from "../plugins/FoyerPlugin"
import { alice, announce, localApiPerTest, startClient } from "./clientTestHarness"

const api = localApiPerTest()

const load = () => Promise.resolve({ default: () => null })

/** A made-up plugin contributing one view, always on when listed. */
const greetingPlugin = definePlugin({ id: "greeting", views: { FakeGreeting: { load } } })

/** A made-up plugin contributing one view, on only while the swaps feature is. */
const flaggedPlugin = definePlugin({
  id: "flagged",
  feature: "swaps",
  views: { FakeFlagged: { load } },
})

type Client = Awaited<ReturnType<typeof startClient>>

const events = (client: Client) => {
  const seen: FoyerEvent[] = []
  client.subscribeEvents((event) => seen.push(event))
  return seen
}

/** The modal's open, loading and history, as open({ view }) leaves them. */
const modalOf = (client: Client) => {
  const { open, loading, router } = client.stores.modal.getSnapshot()
  return { open, loading, history: router.history }
}

describe("open({ view }) on a view a plugin contributes", () => {
  it("an enabled plugin's view opens the modal on it, as the only history entry, emitting MODAL_OPEN with its name", async () => {
    const client = await startClient(api.server, { options: { plugins: [greetingPlugin] } })
    const seen = events(client)
    await client.open({ view: view("FakeGreeting", { greeting: "hello" }) })
    expect(modalOf(client)).toEqual({
      open: true,
      loading: true,
      history: [{ name: "FakeGreeting", data: { greeting: "hello" } }],
    })
    expect(seen).toEqual([{ type: "MODAL_OPEN", view: "FakeGreeting" }])
  })

  it("the plugin's view wins over Account when an account is connected", async () => {
    announce("io.metamask", makeFakeWallet({ accounts: [alice] }))
    const client = await startClient(api.server, { options: { plugins: [greetingPlugin] } })
    await client.connect("io.metamask")
    await client.open({ view: view("FakeGreeting") })
    expect(modalOf(client).history).toEqual([{ name: "FakeGreeting" }])
  })

  it("a view of a plugin that is not listed is refused with ViewNotAvailableError and the modal stays closed", async () => {
    const client = await startClient(api.server, { options: { plugins: [greetingPlugin] } })
    const seen = events(client)
    const error = await client.open({ view: view("FakeFlagged") }).catch((e: unknown) => e)
    expect(error).toMatchObject({ _tag: "ViewNotAvailableError", view: "FakeFlagged" })
    expect((error as Error).message).toBe("View not available: FakeFlagged")
    expect(modalOf(client)).toEqual({ open: false, loading: false, history: [{ name: "Connect" }] })
    expect(seen).toEqual([])
  })

  it("a listed plugin's view is refused while its feature flag is off (isViewAvailable), and opens once it is on", async () => {
    const off = await startClient(api.server, {
      options: { plugins: [flaggedPlugin], features: { swaps: false } },
    })
    expect(off.kernel.isViewAvailable("FakeFlagged")).toBe(false)
    await expect(off.open({ view: view("FakeFlagged") })).rejects.toMatchObject({
      _tag: "ViewNotAvailableError",
      view: "FakeFlagged",
    })
    expect(modalOf(off)).toEqual({ open: false, loading: false, history: [{ name: "Connect" }] })

    const on = await startClient(api.server, { options: { plugins: [flaggedPlugin] } })
    expect(on.kernel.isViewAvailable("FakeFlagged")).toBe(true)
    await on.open({ view: view("FakeFlagged") })
    expect(modalOf(on)).toEqual({ open: true, loading: true, history: [{ name: "FakeFlagged" }] })
  })

  it("a refused view leaves an open modal on the view it showed (only its loading flag is cleared)", async () => {
    const client = await startClient(api.server, { options: { plugins: [greetingPlugin] } })
    await client.open({ view: view("FakeGreeting") })
    const seen = events(client)
    await expect(client.open({ view: view("FakeFlagged") })).rejects.toMatchObject({
      _tag: "ViewNotAvailableError",
    })
    expect(modalOf(client)).toEqual({
      open: true,
      loading: false,
      history: [{ name: "FakeGreeting" }],
    })
    expect(seen).toEqual([])
  })
})
