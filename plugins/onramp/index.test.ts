// @vitest-environment happy-dom
import { Context, Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { makeKernel, Networks, optimism, Storage } from "../../core"
import { connectedAccountView } from "../../ui/testing/viewTestSetup"
import { send } from "../send"
import * as entry from "./index"
import { onramp } from "./index"
import { en } from "./messages/en"
import { OnrampForm } from "./OnrampForm"

const start = (
  plugins: ReadonlyArray<ReturnType<typeof onramp> | ReturnType<typeof send>>,
  features: { readonly onramp?: boolean } = {},
) =>
  Effect.runPromise(
    makeKernel(
      { projectId: "demo", networks: ["eip155:1", "eip155:10"], features, plugins: [...plugins] },
      { storage: Storage.layerMemory },
    ),
  )

describe("the onramp plugin", { timeout: 30_000 }, () => {
  it("exports only the factory (the entry's public API; the rest are types)", () => {
    expect(Object.keys(entry).sort()).toEqual(["onramp"])
  })

  it("contributes the buy view (a transaction-flow view titled 'Buy crypto'), its 'Buy' Account action and its messages", async () => {
    const plugin = onramp()
    expect([plugin.id, plugin.feature]).toEqual(["onramp", "onramp"])
    expect(Object.keys(plugin.views ?? {})).toEqual(["OnRamp"])
    expect(plugin.views?.OnRamp).toMatchObject({ title: "onramp.title", flow: "transaction" })
    expect(plugin.accountActions).toEqual([
      {
        feature: "onramp",
        label: "onramp.action",
        view: "OnRamp",
        icon: "card",
      },
    ])
    expect(plugin.messages).toBe(en)
    expect([en["onramp.title"], en["onramp.action"]]).toEqual(["Buy crypto", "Buy"])
  })

  it("on the kernel, on by default (spec 9 defaults: onramp on): its form's handle, view and action exist", async () => {
    const kernel = await start([onramp()])
    const context = await kernel.runtime.context()
    expect(Context.getOption(context, OnrampForm)._tag).toBe("Some")
    expect(kernel.isViewAvailable("OnRamp")).toBe(true)
    await kernel.dispose()
  })

  it("a network change before the buy view was opened builds nothing (the hook leaves the lazy form alone)", async () => {
    const kernel = await start([onramp()])
    const built = await kernel.runtime.runPromise(
      Effect.gen(function* () {
        const form = yield* OnrampForm
        const networks = yield* Networks
        yield* networks.change(optimism)
        return form.current()
      }) as Effect.Effect<unknown>,
    )
    expect(built).toBeUndefined()
    await kernel.dispose()
  })

  it("wallet feature order (spec 9): Buy comes before Send, whatever order the plugins are listed in", async () => {
    const kernel = await start([send(), onramp()])
    expect(kernel.plugins.accountActions.map((action) => action.feature)).toEqual([
      "onramp",
      "send",
    ])
    await kernel.dispose()
  })

  it("with the onramp feature off (spec 6 flag), there is no view, action or service", async () => {
    const kernel = await start([onramp()], { onramp: false })
    const context = await kernel.runtime.context()
    expect(Context.getOption(context, OnrampForm)._tag).toBe("None")
    expect(kernel.isViewAvailable("OnRamp")).toBe(false)
    expect(kernel.plugins.accountActions).toEqual([])
    await kernel.dispose()
  })

  it("bad options fail at start-up, naming the field", async () => {
    const exit = await Effect.runPromiseExit(
      makeKernel(
        {
          projectId: "demo",
          networks: ["eip155:1"],
          plugins: [onramp({ paymentCurrency: 5 as unknown as string })],
        },
        { storage: Storage.layerMemory },
      ),
    )
    expect(Exit.isFailure(exit)).toBe(true)
    expect(String(Exit.isFailure(exit) ? exit.cause : "")).toMatch(/paymentCurrency/)
  })

  it("the Account view offers Buy first, before Send", async () => {
    const { names } = await connectedAccountView([send(), onramp()])
    expect(names.filter((name) => name === "Buy" || name === "Send")).toEqual(["Buy", "Send"])
  })
})
