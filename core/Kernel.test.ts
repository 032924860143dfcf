import { Context, Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { makeKernel } from "./Kernel"
import { definePlugin } from "./plugins/FoyerPlugin"
import { KernelConfig } from "./plugins/KernelServices"

class Greeter extends Context.Service<Greeter, { readonly greet: () => string }>()(
  "test/Greeter",
) {}

const built: string[] = []
const greeterPlugin = definePlugin({
  id: "greeter",
  feature: "activity",
  layer: () =>
    Layer.effect(
      Greeter,
      Effect.gen(function* () {
        const { config } = yield* KernelConfig
        built.push(config.projectId)
        return { greet: () => `hello ${config.projectId}` }
      }),
    ),
})

const start = (
  options: Parameters<typeof makeKernel>[0],
  remote?: Parameters<typeof makeKernel>[1],
) => Effect.runPromise(makeKernel(options, remote))

describe("makeKernel", () => {
  it("builds one runtime from the core layers plus the enabled plugins' layers", async () => {
    built.length = 0
    const kernel = await start({
      projectId: "demo",
      networks: ["eip155:1"],
      plugins: [greeterPlugin],
    })
    const context = await kernel.runtime.context()
    expect(Context.get(context, KernelConfig).config.projectId).toBe("demo")
    expect(Context.getOption(context, Greeter)._tag).toBe("Some")
    expect(kernel.isViewAvailable("Connect")).toBe(true)
    await kernel.runtime.context()
    expect(built).toEqual(["demo"])
    await kernel.dispose()
  })

  it("a plugin turned off by a remote feature contributes no layer", async () => {
    const kernel = await start(
      { projectId: "demo", networks: ["eip155:1"], plugins: [greeterPlugin] },
      { features: { activity: false } },
    )
    const context = await kernel.runtime.context()
    expect(Context.getOption(context, Greeter)._tag).toBe("None")
    expect(kernel.features.activity).toBe(false)
    await kernel.dispose()
  })

  it("fails at start-up with APKT008 when the project id is missing", async () => {
    const error = await Effect.runPromise(
      Effect.flip(makeKernel({ networks: ["eip155:1"] } as never)),
    )
    expect(error).toMatchObject({ _tag: "KitError", code: "APKT008" })
  })

  it("fails at start-up naming a plugin listed twice", async () => {
    const error = await Effect.runPromise(
      Effect.flip(
        makeKernel({
          projectId: "p",
          networks: ["eip155:1"],
          plugins: [greeterPlugin, greeterPlugin],
        }),
      ),
    )
    expect(error.message).toBe('Plugin "greeter" is listed more than once')
  })
})
