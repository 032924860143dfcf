// @vitest-environment happy-dom
import { Context, Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { ethereum, makeKernel, Networks, optimism, Storage } from "../../core"
import { buttonNamed } from "../../ui/testing/renderFoyer"
import { connectedAccountView } from "../../ui/testing/viewTestSetup"
import * as entry from "./index"
import { send } from "./index"
import { en } from "./messages/en"
import { SendForm } from "./SendForm"
import { initialSendState } from "./SendState"

const receiver = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC"

const start = (plugin: ReturnType<typeof send>, features: { readonly send?: boolean } = {}) =>
  Effect.runPromise(
    makeKernel(
      { projectId: "demo", networks: ["eip155:1", "eip155:10"], features, plugins: [plugin] },
      { storage: Storage.layerMemory },
    ),
  )

describe("the send plugin", () => {
  it("exports only the factory (the entry's public API; the rest are types)", () => {
    expect(Object.keys(entry).sort()).toEqual(["send"])
  })

  it("contributes the Send view (a transaction-flow view titled 'Send'), its Account action and its messages", async () => {
    const plugin = send()
    expect(plugin.id).toBe("send")
    expect(plugin.feature).toBe("send")
    expect(Object.keys(plugin.views ?? {})).toEqual(["Send"])
    expect(plugin.views?.Send).toMatchObject({ title: "send.title", flow: "transaction" })
    expect(plugin.accountActions).toEqual([
      {
        feature: "send",
        label: "send.action",
        view: "Send",
        icon: "arrowOut",
      },
    ])
    expect(plugin.messages).toBe(en)
    expect(en["send.title"]).toBe("Send")
  })

  it("on the kernel: its form's handle is in the kit's runtime, its view and action exist", async () => {
    const kernel = await start(send())
    const context = await kernel.runtime.context()
    expect(Context.getOption(context, SendForm)._tag).toBe("Some")
    expect(kernel.isViewAvailable("Send")).toBe(true)
    expect(kernel.plugins.accountActions.map((a) => [a.feature, a.view])).toEqual([
      ["send", "Send"],
    ])
    await kernel.dispose()
  })

  it("a network change resets Send (spec 2), through the plugin's hook run by the kernel", async () => {
    const kernel = await start(send())
    const state = await kernel.runtime.runPromise(
      Effect.gen(function* () {
        const form = yield* SendForm
        // Before Send is first opened its form is not built; a network change leaves it so.
        const networks = yield* Networks
        yield* networks.change(optimism)
        yield* networks.change(ethereum)
        expect(form.current()).toBeUndefined()
        const service = yield* form.get
        yield* service.setAmount("1")
        yield* service.setReceiver(receiver)
        expect(service.store.getSnapshot().sendTokenAmount).toBe("1")
        yield* networks.change(optimism)
        return service.store.getSnapshot()
      }) as Effect.Effect<unknown>,
    )
    expect(state).toEqual(initialSendState)
    await kernel.dispose()
  })

  it("with the send feature off, there is no Send view, action or service", async () => {
    const kernel = await start(send(), { send: false })
    const context = await kernel.runtime.context()
    expect(Context.getOption(context, SendForm)._tag).toBe("None")
    expect(kernel.isViewAvailable("Send")).toBe(false)
    expect(kernel.plugins.accountActions).toEqual([])
    await kernel.dispose()
  })

  it("bad options fail at start-up, naming the field", async () => {
    const exit = await Effect.runPromiseExit(
      makeKernel(
        {
          projectId: "demo",
          networks: ["eip155:1"],
          plugins: [send({ tokens: ["FUSD" as `0x${string}`] })],
        },
        { storage: Storage.layerMemory },
      ),
    )
    expect(Exit.isFailure(exit)).toBe(true)
    expect(String(Exit.isFailure(exit) ? exit.cause : "")).toMatch(/tokens/)
  })
})

describe("with send removed from the options, its view and action do not exist (issue 13)", {
  timeout: 30_000,
}, () => {
  it("the kernel has no Send view, no account action and no send service", async () => {
    const kernel = await Effect.runPromise(
      makeKernel(
        { projectId: "demo", networks: ["eip155:1"], plugins: [] },
        { storage: Storage.layerMemory },
      ),
    )
    const context = await kernel.runtime.context()
    expect(Context.getOption(context, SendForm)._tag).toBe("None")
    expect(kernel.isViewAvailable("Send")).toBe(false)
    expect(kernel.plugins.accountActions).toEqual([])
    await kernel.dispose()
  })

  it("the Account view offers no Send, and opening Send is refused with ViewNotAvailableError", async () => {
    const { kit, dialog, names } = await connectedAccountView([])
    expect(names).not.toContain("Send")
    expect(buttonNamed("Send", dialog)).toBeUndefined()
    await expect(kit.client.open({ view: { name: "Send" } })).rejects.toMatchObject({
      _tag: "ViewNotAvailableError",
      view: "Send",
    })
  })

  it("with send() in the options, the same Account view offers Send, before Disconnect", async () => {
    const { names } = await connectedAccountView([send()])
    expect(names.slice(-2)).toEqual(["Send", "Disconnect"])
  })
})
