import { Context, Effect, Layer, Scope } from "effect"
import { describe, expect, it } from "vitest"
import { startLocalServer } from "../test/localServer"
import { unknownNetwork } from "./chains/unknownNetwork"
import { KernelConfig } from "./config/KernelConfig"
import { makeKernel } from "./Kernel"
import { Modal } from "./modal/Modal"
import { createModalStore } from "./modal/ModalStore"
import { isNetworkSupported, namespaceNetworks } from "./networks/NetworkState"
import { definePlugin, definePluginKit } from "./plugins/FoyerPlugin"
import { Storage } from "./storage/Storage"

class Greeter extends Context.Service<Greeter, { readonly greet: () => string }>()(
  "test/Greeter",
) {}

const built: string[] = []
const greeterPlugin = definePlugin({
  id: "greeter",
  feature: "activity",
  kit: async () => ({
    default: definePluginKit({
      layer: () =>
        Layer.effect(
          Greeter,
          Effect.gen(function* () {
            const { config } = yield* KernelConfig
            built.push(config.projectId)
            return { greet: () => `hello ${config.projectId}` }
          }),
        ),
    }),
  }),
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
      { remoteFeatures: { activity: false }, storage: Storage.layerMemory },
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

  it("resolves the configured networks, the first being the default", async () => {
    const kernel = await start(
      { projectId: "p", networks: ["eip155:8453", "eip155:1"] },
      { storage: Storage.layerMemory },
    )
    expect(kernel.networks.map((n) => n.name)).toEqual(["Base", "Ethereum"])
    expect(kernel.defaultNetwork.caipNetworkId).toBe("eip155:8453")
    await kernel.dispose()
  })

  it("the network store lists the configured networks as requested, so any other network is unsupported", async () => {
    const kernel = await start(
      { projectId: "p", networks: ["eip155:8453", "eip155:1"] },
      { storage: Storage.layerMemory },
    )
    const state = kernel.stores.network.getSnapshot()
    expect(state.activeCaipNetwork?.caipNetworkId).toBe("eip155:8453")
    expect(state.activeChain).toBe("eip155")
    const evm = namespaceNetworks(state, "eip155")
    expect(evm.caipNetwork?.caipNetworkId).toBe("eip155:8453")
    expect(evm.caipNetworks.map((n) => n.caipNetworkId)).toEqual(["eip155:8453", "eip155:1"])
    expect(evm.requestedCaipNetworks).toEqual(evm.caipNetworks)
    expect(isNetworkSupported(state, kernel.networks[1]!)).toBe(true)
    expect(isNetworkSupported(state, unknownNetwork("eip155:137"))).toBe(false)
    await kernel.dispose()
  })

  it("the router refuses a view that no enabled plugin contributes", async () => {
    const greeting = definePlugin({
      id: "greeting",
      views: { Greeting: { load: () => Promise.resolve({ default: "view" }) } },
    })
    const swap = definePlugin({
      id: "swap",
      feature: "swaps",
      views: { Swap: { load: () => Promise.resolve({ default: "view" }) } },
    })
    const kernel = await start(
      {
        projectId: "p",
        networks: ["eip155:1"],
        features: { swaps: false },
        plugins: [greeting, swap],
      },
      { storage: Storage.layerMemory },
    )
    const modal = createModalStore({
      scope: Scope.makeUnsafe(),
      isViewAvailable: kernel.isViewAvailable,
      routeOf: (name) => kernel.routes.get(name),
      context: () => ({
        accountConnected: false,
        hasAdapters: true,
        manualWalletConnectControl: false,
        isMobile: false,
        embedded: false,
        usageExceeded: false,
      }),
    })
    await Effect.runPromise(modal.open())
    await Effect.runPromise(modal.push({ name: "Greeting" }))
    const error = await Effect.runPromise(Effect.flip(modal.push({ name: "Swap" })))
    expect(error).toMatchObject({ _tag: "ViewNotAvailableError", view: "Swap" })
    expect(modal.getSnapshot().router.history.map((v) => v.name)).toEqual(["Connect", "Greeting"])
    await kernel.dispose()
  })

  it("holds every view's route: the kernel's, and the enabled plugins' with their effects bound to the kit", async () => {
    const leaves: string[] = []
    const load = () => Promise.resolve({ default: "view" })
    const social = definePlugin({
      id: "social",
      views: {
        FakeSocialLogin: {
          load,
          title: "social.title",
          flow: "connect",
          usageLimited: true,
        },
      },
      kit: async () => ({
        default: definePluginKit({
          views: {
            FakeSocialLogin: {
              closeGuard: Effect.gen(function* () {
                const { config } = yield* KernelConfig
                return config.projectId === "p"
              }),
              onLeave: Effect.gen(function* () {
                const { config } = yield* KernelConfig
                leaves.push(config.projectId)
              }),
            },
          },
        }),
      }),
    })
    const kernel = await start(
      { projectId: "p", networks: ["eip155:1"], plugins: [social] },
      { storage: Storage.layerMemory },
    )
    expect(kernel.routes.get("ConnectingExternal")).toEqual({
      plugin: "core",
      flow: "connect",
      usageLimited: true,
    })
    expect(kernel.routes.get("Account")).toEqual({ plugin: "core" })
    const route = kernel.routes.get("FakeSocialLogin")
    expect(route).toMatchObject({
      plugin: "social",
      load,
      title: "social.title",
      flow: "connect",
      usageLimited: true,
    })
    await kernel.runtime.context()
    expect(route?.closeGuard?.()).toBe(true)
    await Effect.runPromise(route?.onLeave ?? Effect.void)
    expect(leaves).toEqual(["p"])
    expect(kernel.routes.get("Swap")).toBeUndefined()
    await kernel.dispose()
  })

  it("the kernel's modal refuses a visitor's close while a plugin view's close guard holds", async () => {
    const kernel = await start(
      {
        projectId: "p",
        networks: ["eip155:1"],
        plugins: [
          definePlugin({
            id: "social",
            views: {
              FakeSocialLogin: { load: () => Promise.resolve({ default: "view" }) },
            },
            kit: async () => ({
              default: { views: { FakeSocialLogin: { closeGuard: Effect.succeed(true) } } },
            }),
          }),
        ],
      },
      { storage: Storage.layerMemory },
    )
    const context = await kernel.runtime.context()
    const modal = Context.get(context, Modal)
    await kernel.runtime.runPromise(modal.open({ view: { name: "FakeSocialLogin" } }))
    await kernel.runtime.runPromise(Effect.andThen(modal.requestClose, Effect.yieldNow))
    expect(modal.getSnapshot().open).toBe(true)
    expect(modal.getSnapshot().shake).toBe(true)
    expect(modal.getSnapshot().router.history).toEqual([{ name: "FakeSocialLogin" }])
    await kernel.runtime.runPromise(modal.close)
    expect(modal.getSnapshot().open).toBe(false)
    await kernel.dispose()
  })

  it("starting the kernel makes no network request (quiet until the visitor acts)", async () => {
    const server = await startLocalServer((_req, res) => res.end("{}"))
    const kernel = await start(
      {
        projectId: "p",
        networks: ["eip155:1"],
        endpoints: { apiUrl: server.url, analyticsUrl: server.url, rpcUrl: server.url },
      },
      { storage: Storage.layerMemory },
    )
    await kernel.runtime.context()
    expect(server.requests).toHaveLength(0)
    await kernel.dispose()
    await server.close()
  })
})
