// @vitest-environment happy-dom
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeKernel, Storage } from "../../core"
import { buttonNamed, click, waitFor } from "../../ui/testing/renderFoyer"
import { connectedAccountView } from "../../ui/testing/viewTestSetup"
import { send } from "../send/index"
import * as entry from "./index"
import { receive } from "./index"
import { en } from "./messages/en"
import meta from "./meta"
import template from "./template/config"

type AnyPlugin = ReturnType<typeof receive> | ReturnType<typeof send>

const start = (plugins: ReadonlyArray<AnyPlugin>, features: { readonly receive?: boolean } = {}) =>
  Effect.runPromise(
    makeKernel(
      { projectId: "demo", networks: ["eip155:1", "eip155:10"], features, plugins },
      { storage: Storage.layerMemory },
    ),
  )

describe("the receive plugin", () => {
  it("exports only the factory (the entry's public API)", () => {
    expect(Object.keys(entry).sort()).toEqual(["receive"])
  })

  it("contributes the Receive view titled 'Receive', its Account action and its messages, and no kit (nothing of it loads when the kernel starts)", async () => {
    const plugin = receive()
    expect(plugin.id).toBe("receive")
    expect(plugin.feature).toBe("receive")
    expect(Object.keys(plugin.views ?? {})).toEqual(["Receive"])
    expect(plugin.views?.Receive).toMatchObject({ title: "receive.title" })
    expect(plugin.views?.Receive?.flow).toBeUndefined()
    expect(plugin.accountActions).toEqual([
      {
        feature: "receive",
        label: "receive.action",
        view: "Receive",
        icon: "arrowIn",
      },
    ])
    expect(plugin.messages).toBe(en)
    expect(plugin.kit).toBeUndefined()
  })

  it("meta.ts and the template describe the same plugin (what foyer add reads and writes)", () => {
    expect(meta).toMatchObject({ id: "receive", factory: "receive", feature: "receive" })
    expect(meta.factory in entry).toBe(true)
    expect([template.id, template.feature, template.accountActions]).toEqual([
      meta.id,
      meta.feature,
      receive().accountActions,
    ])
  })

  it("on the kernel: its view and action exist, and its messages join the catalogue", async () => {
    const kernel = await start([receive()])
    expect(kernel.isViewAvailable("Receive")).toBe(true)
    expect(kernel.plugins.accountActions.map((a) => [a.feature, a.view])).toEqual([
      ["receive", "Receive"],
    ])
    await kernel.dispose()
  })

  it("receive is on by default (spec 9), and with the receive feature off there is no Receive view or action", async () => {
    const byDefault = await start([receive()])
    expect(byDefault.features.receive).toBe(true)
    expect(byDefault.isViewAvailable("Receive")).toBe(true)
    await byDefault.dispose()
    const off = await start([receive()], { receive: false })
    expect(off.isViewAvailable("Receive")).toBe(false)
    expect(off.plugins.accountActions).toEqual([])
    await off.dispose()
  })

  it("its Account action comes before send's, whatever the plugin order (wallet feature order: onramp, swaps, receive, send)", async () => {
    const kernel = await start([send(), receive()])
    expect(kernel.plugins.accountActions.map((a) => a.view)).toEqual(["Receive", "Send"])
    await kernel.dispose()
  })
})

describe("with receive removed from the options, its view and action do not exist (issue 15)", {
  timeout: 30_000,
}, () => {
  it("the kernel has no Receive view and no account action", async () => {
    const kernel = await start([])
    expect(kernel.isViewAvailable("Receive")).toBe(false)
    expect(kernel.plugins.accountActions).toEqual([])
    await kernel.dispose()
  })

  it("the Account view offers no Receive, and opening Receive is refused with ViewNotAvailableError", async () => {
    const { kit, dialog, names } = await connectedAccountView([])
    expect(names).not.toContain("Receive")
    expect(buttonNamed("Receive", dialog)).toBeUndefined()
    await expect(kit.client.open({ view: { name: "Receive" } })).rejects.toMatchObject({
      _tag: "ViewNotAvailableError",
      view: "Receive",
    })
  })

  it("with receive() in the options, Account offers Receive, which opens the Receive view", async () => {
    const { kit, dialog, names } = await connectedAccountView([receive(), send()])
    expect(names.slice(-3)).toEqual(["Receive", "Send", "Disconnect"])
    await click(buttonNamed("Receive", dialog)!)
    await waitFor(() => dialog.querySelector("code"))
    const history = kit.client.stores.modal.getSnapshot().router.history
    expect(history.map((view) => view.name)).toEqual(["Account", "Receive"])
  })
})
