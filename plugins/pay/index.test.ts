// @vitest-environment happy-dom
import { Context, Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeKernel, Storage } from "../../core"
import * as entry from "./index"
import { pay } from "./index"
import { en } from "./messages/en"
import { PayForm } from "./PayForm"

const start = (plugins: ReadonlyArray<ReturnType<typeof pay>>, features = {}) =>
  Effect.runPromise(
    makeKernel(
      { projectId: "demo", networks: ["eip155:1", "eip155:10"], features, plugins },
      { storage: Storage.layerMemory },
    ),
  )

describe("the pay plugin", () => {
  it("exports only the factory (the entry's public API; the rest are types)", () => {
    expect(Object.keys(entry).sort()).toEqual(["pay"])
  })

  it("contributes the PayWithExchange view (titled 'Pay with exchange') and its messages, gated on payWithExchange", () => {
    const plugin = pay()
    expect(plugin.id).toBe("pay")
    expect(plugin.feature).toBe("payWithExchange")
    expect(Object.keys(plugin.views ?? {})).toEqual(["PayWithExchange"])
    expect(plugin.views?.PayWithExchange).toMatchObject({ title: "pay.title" })
    expect(plugin.messages).toBe(en)
    expect(en["pay.title"]).toBe("Pay with exchange")
  })

  it("listed, it turns payWithExchange on; when pay is on, email and socials are off (spec 5); the flow is not built before the view opens", async () => {
    const kernel = await start([pay()])
    expect(kernel.features.payWithExchange).toBe(true)
    expect([kernel.features.email, kernel.features.socials]).toEqual([false, false])
    const context = await kernel.runtime.context()
    const form = Context.getOption(context, PayForm)
    expect(form._tag === "Some" ? form.value.current() : "absent").toBeUndefined()
    expect(kernel.isViewAvailable("PayWithExchange")).toBe(true)
    await kernel.dispose()
  })

  it("with payWithExchange off, there is no PayWithExchange view or flow, and email stays on", async () => {
    const kernel = await start([pay()], { payWithExchange: false })
    const context = await kernel.runtime.context()
    expect(Context.getOption(context, PayForm)._tag).toBe("None")
    expect(kernel.isViewAvailable("PayWithExchange")).toBe(false)
    expect(kernel.features.email).toBe(true)
    await kernel.dispose()
  })
})
