// Kernel v3 (issue 31): "Declared extension points, never silent shadowing: a plugin layer that
// provides a kernel service is refused at start with a clear error unless that service
// declares the point."
import { Context, Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { KernelConfig } from "../config/KernelConfig"
import { makeKernel } from "../Kernel"
import { Storage } from "../storage/Storage"
import { Wallet } from "../wallet/Wallet"
import { guardPluginLayer, kernelServiceKeys } from "./extensionPoints"
import { definePlugin, definePluginKit } from "./FoyerPlugin"
import type { KernelServices } from "./KernelServices"
import type { PluginServiceConflictError } from "./PluginErrors"

class Notes extends Context.Service<Notes, { readonly text: string }>()("test/Notes") {}

/** A plugin whose kit's layer is `layer`. */
const pluginWith = (id: string, layer: Layer.Layer<never, never, KernelServices>) =>
  definePlugin({
    id,
    kit: () => Promise.resolve({ default: definePluginKit({ layer: () => layer }) }),
  })

/** Starts the kit's runtime with `plugins`: the kernel's services and theirs, built. */
const startKit = (plugins: ReadonlyArray<ReturnType<typeof pluginWith>>) =>
  Effect.runPromise(
    Effect.gen(function* () {
      const kernel = yield* makeKernel(
        { projectId: "p", networks: ["eip155:1"], plugins },
        { storage: Storage.layerMemory },
      )
      const context = yield* Effect.promise(() => kernel.runtime.runPromise(Effect.context()))
      yield* Effect.promise(() => kernel.dispose())
      return context
    }),
  )

const notesLayer = Layer.succeed(Notes, { text: "kept" }) as Layer.Layer<never>

/** Wallet's own layer, built again by a plugin over the kernel's services: a replacement. */
const walletAgain = Wallet.layer as Layer.Layer<never, never, KernelServices>

describe("plugins may add services, not replace the kernel's", () => {
  it("a plugin layer that provides a kernel service without an extension point fails the kit's start, naming the plugin and the service", async () => {
    const start = startKit([pluginWith("notes", notesLayer), pluginWith("shadow", walletAgain)])
    await expect(start).rejects.toMatchObject({
      _tag: "PluginServiceConflictError",
      plugin: "shadow",
      service: "foyer-kit/wallet/Wallet",
      message:
        'Plugin "shadow" provides the kernel service "foyer-kit/wallet/Wallet", which declares no extension point: a plugin may add services of its own, not replace the kernel\'s',
    })
  })

  it("a plugin layer that provides services of its own starts, and its services are there", async () => {
    const context = await startKit([pluginWith("notes", notesLayer)])
    expect(context.mapUnsafe.get(Notes.key)).toEqual({ text: "kept" })
  })

  it("a kernel service that declares an extension point may be provided", async () => {
    const points = { kernel: new Set([KernelConfig.key]), declared: new Set([KernelConfig.key]) }
    const replaced = Layer.succeed(KernelConfig, {} as never) as Layer.Layer<never>
    const layer = guardPluginLayer("strategy", replaced, points)
    const built = Layer.build(layer as Layer.Layer<never, PluginServiceConflictError>)
    const exit = await Effect.runPromiseExit(Effect.scoped(built))
    expect(exit._tag).toBe("Success")
  })

  it("the list of kernel services is every service the kernel provides", async () => {
    const context = await startKit([])
    // Effect's own references (the layers' memo map) are not services.
    const provided = [...context.mapUnsafe.keys()].filter((key) => !key.startsWith("effect/"))
    expect(provided.filter((key) => !kernelServiceKeys.has(key))).toEqual([])
    expect(provided.length).toBe(kernelServiceKeys.size)
  })
})
