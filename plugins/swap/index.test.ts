// @vitest-environment happy-dom
import { Context, Effect, Exit } from "effect"
import { describe, expect, it } from "vitest"
import { definePlugin, foyerDevnet, makeKernel, Networks, optimism, Storage } from "../../core"
import * as entry from "./index"
import { swap } from "./index"
import { en } from "./messages/en"
import { SwapForm } from "./SwapForm"
import { initialSwapState } from "./SwapState"

const start = (plugins: ReadonlyArray<ReturnType<typeof definePlugin>>, features = {}) =>
  Effect.runPromise(
    makeKernel(
      { projectId: "demo", networks: ["eip155:1", "eip155:10"], features, plugins },
      { storage: Storage.layerMemory },
    ),
  )

/** A stand-in for another wallet feature's plugin: one Account action, its view's route. */
const otherFeature = (feature: "onramp" | "receive" | "send") =>
  definePlugin({
    id: `other-${feature}`,
    views: { [`Other${feature}`]: { load: () => Promise.resolve({ default: () => null }) } },
    messages: { [`other.${feature}`]: feature },
    accountActions: [{ feature, label: `other.${feature}`, view: `Other${feature}` }],
  })

describe("the swap plugin", () => {
  it("exports only the factory (the entry's public API; the rest are types)", () => {
    expect(Object.keys(entry).sort()).toEqual(["swap"])
  })

  it("contributes the Swap view (transaction flow, titled 'Swap'), its Account action and its messages; feature flag swaps", async () => {
    const plugin = swap()
    expect(plugin.id).toBe("swap")
    expect(plugin.feature).toBe("swaps")
    expect(Object.keys(plugin.views ?? {})).toEqual(["Swap"])
    expect(plugin.views?.Swap).toMatchObject({ title: "swap.title", flow: "transaction" })
    expect(plugin.accountActions).toEqual([
      {
        feature: "swaps",
        label: "swap.action",
        view: "Swap",
        icon: "arrowsBothWays",
      },
    ])
    expect(plugin.messages).toBe(en)
  })

  it("spec 9: the wallet feature order is onramp, swaps, receive, send, whatever the plugin order", async () => {
    const kernel = await start([
      otherFeature("send"),
      otherFeature("receive"),
      swap(),
      otherFeature("onramp"),
    ])
    expect(kernel.plugins.accountActions.map((a) => a.feature)).toEqual([
      "onramp",
      "swaps",
      "receive",
      "send",
    ])
    await kernel.dispose()
  })

  it("on the kernel: its form's handle is in the runtime; a network change resets the form", async () => {
    const kernel = await start([swap()])
    const context = await kernel.runtime.context()
    expect(Context.getOption(context, SwapForm)._tag).toBe("Some")
    expect(kernel.isViewAvailable("Swap")).toBe(true)
    const state = await kernel.runtime.runPromise(
      Effect.gen(function* () {
        const form = yield* SwapForm
        const service = yield* form.get
        yield* service.setAmount("1")
        expect(service.store.getSnapshot().sourceTokenAmount).toBe("1")
        const networks = yield* Networks
        yield* networks.change(optimism)
        return service.store.getSnapshot()
      }) as Effect.Effect<unknown>,
    )
    expect(state).toEqual(initialSwapState)
    await kernel.dispose()
  })

  it("with the swaps feature off, there is no Swap view, action or service", async () => {
    const kernel = await start([swap()], { swaps: false })
    const context = await kernel.runtime.context()
    expect(Context.getOption(context, SwapForm)._tag).toBe("None")
    expect(kernel.isViewAvailable("Swap")).toBe(false)
    expect(kernel.plugins.accountActions).toEqual([])
    await kernel.dispose()
  })

  it("takes extra swap networks by CAIP-2 id; anything else fails at start-up, naming the field", async () => {
    const devnet = foyerDevnet("http://127.0.0.1:8545")
    const kernel = await start([swap({ networks: [devnet.caipNetworkId] })])
    await kernel.dispose()
    const exit = await Effect.runPromiseExit(
      makeKernel(
        { projectId: "demo", networks: ["eip155:1"], plugins: [swap({ networks: ["31337"] })] },
        { storage: Storage.layerMemory },
      ),
    )
    expect(Exit.isFailure(exit)).toBe(true)
    expect(String(Exit.isFailure(exit) ? exit.cause : "")).toMatch(/networks/)
  })
})
