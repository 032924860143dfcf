// The greeting plugin on the real kernel (makeKernel of foyer-kit/core, memory storage), and its
// service on the test kernel of foyer-kit/testing (KernelTest.layer). It imports foyer's public
// entries only, which resolve through this repository's package.json exports to the built
// dist/, as they would in an app: `npm test` builds dist/ first.
import { Context, Effect, Exit, Layer, ManagedRuntime } from "effect"
import { type FoyerPlugin, Modal, makeKernel, Storage, Toasts } from "foyer-kit/core"
import { KernelTest } from "foyer-kit/testing"
import { describe, expect, it } from "vitest"
import { GreetingService } from "./GreetingService"
import * as entry from "./index"
import { greeting } from "./index"
import { en } from "./messages/en"

const start = (plugins: ReadonlyArray<FoyerPlugin>) =>
  Effect.runPromise(
    makeKernel(
      { projectId: "demo", networks: ["eip155:1", "eip155:10"], plugins },
      { storage: Storage.layerMemory },
    ),
  )

type Kernel = Awaited<ReturnType<typeof start>>

/** Runs `effect` on the kernel's runtime, which holds the greeting's service besides the kernel's. */
const runOn = <A, E>(kernel: Kernel, effect: Effect.Effect<A, E, GreetingService | Modal>) =>
  kernel.runtime.runPromise(effect as Effect.Effect<A, E>)

describe("the greeting plugin", { timeout: 30_000 }, () => {
  it("exports only the factory (the rest of its entry are types)", () => {
    expect(Object.keys(entry)).toEqual(["greeting"])
  })

  it("is plain data: the Greeting view's route, its messages, its Account action and a kit to import", () => {
    const plugin = greeting()
    expect(plugin.id).toBe("greeting")
    expect(plugin.options).toEqual({})
    expect(Object.keys(plugin.views ?? {})).toEqual(["Greeting"])
    expect(plugin.views?.Greeting?.title).toBe("greeting.title")
    expect(plugin.accountActions).toEqual([
      { feature: "greeting", label: "greeting.action", view: "Greeting" },
    ])
    expect(plugin.messages).toBe(en)
    expect(typeof plugin.kit).toBe("function")
  })

  it("on the kernel: its view and action exist and its service greets with the default 'Hello'", async () => {
    const kernel = await start([greeting()])
    const context = await kernel.runtime.context()
    expect(Context.getOption(context, GreetingService)._tag).toBe("Some")
    expect(kernel.isViewAvailable("Greeting")).toBe(true)
    expect(kernel.plugins.accountActions.map((a) => [a.plugin, a.label, a.view])).toEqual([
      ["greeting", "greeting.action", "Greeting"],
    ])
    const state = await runOn(
      kernel,
      Effect.map(Effect.service(GreetingService), (service) => service.store.getSnapshot()),
    )
    expect(state).toEqual({ text: "Hello", waves: 0 })
    await kernel.dispose()
  })

  it("the text option reaches the service, decoded by the kit's options schema", async () => {
    const kernel = await start([greeting({ text: "Welcome" })])
    const state = await runOn(
      kernel,
      Effect.map(Effect.service(GreetingService), (service) => service.store.getSnapshot()),
    )
    expect(state).toEqual({ text: "Welcome", waves: 0 })
    await kernel.dispose()
  })

  it("a bad option fails the start with an error naming the plugin and the field", async () => {
    const exit = await Effect.runPromiseExit(
      makeKernel(
        { projectId: "demo", networks: ["eip155:1"], plugins: [greeting({ text: "" })] },
        { storage: Storage.layerMemory },
      ),
    )
    expect(Exit.isFailure(exit)).toBe(true)
    const error = Exit.isFailure(exit) ? exit.cause : undefined
    expect(String(error)).toMatch(/Plugin "greeting" has invalid options:\n- text: /)
  })

  it("closing the modal resets the waves (the kit's close hook, run by the kernel)", async () => {
    const kernel = await start([greeting()])
    const service = await runOn(kernel, Effect.service(GreetingService))
    await runOn(
      kernel,
      Effect.gen(function* () {
        const modal = yield* Modal
        yield* modal.open({ view: { name: "Greeting" } })
        yield* service.wave
        yield* service.wave
      }),
    )
    expect(service.store.getSnapshot().waves).toBe(2)
    // The kernel runs close hooks in the background once the modal has closed.
    const reset = new Promise<void>((resolve) => {
      const stop = service.store.subscribe(() => {
        if (service.store.getSnapshot().waves !== 0) return
        stop()
        resolve()
      })
    })
    await runOn(
      kernel,
      Effect.flatMap(Effect.service(Modal), (modal) => modal.close),
    )
    await reset
    expect(service.store.getSnapshot()).toEqual({ text: "Hello", waves: 0 })
    await kernel.dispose()
  })

  it("without the plugin in the options, there is no Greeting view, action or service", async () => {
    const kernel = await start([])
    const context = await kernel.runtime.context()
    expect(Context.getOption(context, GreetingService)._tag).toBe("None")
    expect(kernel.isViewAvailable("Greeting")).toBe(false)
    expect(kernel.plugins.accountActions).toEqual([])
    await kernel.dispose()
  })
})

describe("the greeting service on the test kernel (KernelTest.layer of foyer-kit/testing)", () => {
  const address = "0x52908400098527886E0F7030069857D2E4169EE7"

  /** The service over a test kernel with `account` connected (or nobody), and its toasts. */
  const onTestKernel = (account?: { readonly address: string }) => {
    const runtime = ManagedRuntime.make(
      GreetingService.layer({ text: "Hello" }).pipe(
        Layer.provideMerge(KernelTest.layer({ messages: en, ...(account && { account }) })),
      ),
    )
    const run = <A>(effect: Effect.Effect<A, never, GreetingService | Toasts>) =>
      runtime.runPromise(effect)
    return { runtime, run }
  }

  it("a wave counts and says so in a toast naming the current account", async () => {
    const { runtime, run } = onTestKernel({ address })
    const toast = await run(
      Effect.gen(function* () {
        const greeting = yield* GreetingService
        yield* greeting.wave
        return { waves: greeting.store.getSnapshot().waves, toast: (yield* Toasts).getSnapshot() }
      }),
    )
    expect(toast).toMatchObject({
      waves: 1,
      toast: { open: true, variant: "success", message: `You waved at ${address}` },
    })
    await runtime.dispose()
  })

  it("with nobody connected, a wave counts and no toast shows", async () => {
    const { runtime, run } = onTestKernel()
    const after = await run(
      Effect.gen(function* () {
        const greeting = yield* GreetingService
        yield* greeting.wave
        return {
          waves: greeting.store.getSnapshot().waves,
          open: (yield* Toasts).getSnapshot().open,
        }
      }),
    )
    expect(after).toEqual({ waves: 1, open: false })
    await runtime.dispose()
  })
})
