import { Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { makeTestChainAdapter } from "../chains/chainAdapterFixtures"
import { Features, resolveFeatures } from "../config/Features"
import type { ConnectContext } from "../connections/ConnectContext"
import type { ConnectorFactory } from "../connectors/Connector"
import type { NetworkChangeContext } from "../networks/NetworkChangeContext"
import { coreViews } from "./coreViews"
import {
  type AnyServices,
  definePlugin,
  type FoyerPlugin,
  type PluginKit,
  type ViewRoute,
} from "./FoyerPlugin"
import {
  featuresOfListedPlugins,
  isViewAvailable,
  resolvePlugins,
  selectConnectHooks,
} from "./resolvePlugins"

const defaults = Schema.decodeUnknownSync(Features)({})
const load = () => Promise.resolve({ default: "view" })
const view: ViewRoute = { load }
const resolve = (plugins: ReadonlyArray<FoyerPlugin>, features = defaults) =>
  Effect.runPromise(resolvePlugins(plugins, features))
const reject = (plugins: ReadonlyArray<FoyerPlugin>, features = defaults) =>
  Effect.runPromise(Effect.flip(resolvePlugins(plugins, features)))
const kitOf = (kit: PluginKit<unknown, never, AnyServices>) => async () => ({ default: kit })
const ids = (plugins: ReadonlyArray<FoyerPlugin>) => plugins.map((p) => p.id)

describe("resolvePlugins", () => {
  it("rejects a duplicate plugin id, naming the plugin", async () => {
    const error = await reject([definePlugin({ id: "swap" }), definePlugin({ id: "swap" })])
    expect(error._tag).toBe("PluginDuplicateError")
    expect(error.message).toBe('Plugin "swap" is listed more than once')
  })

  it("rejects a missing dependency, naming the plugin and the dependency", async () => {
    const error = await reject([definePlugin({ id: "email-capture", requires: ["siwx"] })])
    expect(error._tag).toBe("PluginDependencyMissingError")
    expect(error.message).toBe(
      'Plugin "email-capture" requires plugin "siwx", which is not in the plugin list',
    )
  })

  it("rejects a dependency that a feature flag turns off", async () => {
    const features = { ...defaults, swaps: false }
    const error = await reject(
      [
        definePlugin({ id: "swap", feature: "swaps" }),
        definePlugin({ id: "x", requires: ["swap"] }),
      ],
      features,
    )
    expect(error.message).toBe(
      'Plugin "x" requires plugin "swap", which its feature flag turns off',
    )
  })

  it("rejects plugins that require each other in a cycle", async () => {
    const error = await reject([
      definePlugin({ id: "a", requires: ["b"] }),
      definePlugin({ id: "b", requires: ["a"] }),
    ])
    expect(error.message).toBe("Plugins require each other in a cycle: a -> b -> a")
  })

  it("orders a plugin after the plugins it requires, otherwise keeps the listed order", async () => {
    const resolved = await resolve([
      definePlugin({ id: "email-capture", requires: ["siwx"] }),
      definePlugin({ id: "activity" }),
      definePlugin({ id: "siwx" }),
    ])
    expect(ids(resolved.plugins)).toEqual(["siwx", "email-capture", "activity"])
  })

  it("drops a plugin whose feature flag is off", async () => {
    const resolved = await resolve(
      [
        definePlugin({ id: "swap", feature: "swaps" }),
        definePlugin({ id: "activity", feature: "activity" }),
      ],
      { ...defaults, swaps: false },
    )
    expect(ids(resolved.plugins)).toEqual(["activity"])
    expect(resolved.disabled).toEqual(["swap"])
  })

  it("a plugin of several flags (the embedded wallet's email and socials) is on while any is on; socials count while their list is not empty", async () => {
    const wallet = definePlugin({ id: "wallet", feature: ["email", "socials"] })
    const on = async (features: Partial<typeof defaults>) =>
      ids((await resolve([wallet], { ...defaults, ...features })).plugins)
    expect(await on({})).toEqual(["wallet"])
    expect(await on({ email: false })).toEqual(["wallet"])
    expect(await on({ socials: false })).toEqual(["wallet"])
    expect(await on({ email: false, socials: false })).toEqual([])
    expect(await on({ email: false, socials: [] })).toEqual([])
    // Spec 5: the pay feature turns email and socials off, and so the plugin.
    expect(
      ids((await resolve([wallet], resolveFeatures(defaults, { payments: true }))).plugins),
    ).toEqual([])
  })

  it("listing a plugin of several flags turns on its boolean flags the options leave unset, never a socials list", () => {
    const wallet = definePlugin({ id: "wallet", feature: ["emailCapture", "socials"] })
    expect(featuresOfListedPlugins([wallet], {})).toEqual({ emailCapture: true })
    expect(featuresOfListedPlugins([wallet], { emailCapture: false })).toEqual({})
  })

  it("remote features win: a plugin turned off remotely is dropped", async () => {
    const features = resolveFeatures(defaults, { onramp: false })
    const resolved = await resolve([definePlugin({ id: "onramp", feature: "onramp" })], features)
    expect(resolved.plugins).toEqual([])
  })

  it("rejects a view contributed twice, naming both plugins", async () => {
    const error = await reject([
      definePlugin({ id: "a", views: { Swap: view } }),
      definePlugin({ id: "b", views: { Swap: view } }),
    ])
    expect(error.message).toBe(
      'Plugin "b" contributes view "Swap", which plugin "a" already contributes',
    )
  })

  it("rejects a plugin view that would replace a core view", async () => {
    const error = await reject([definePlugin({ id: "a", views: { Account: view } })])
    expect(error.message).toBe(
      'Plugin "a" contributes view "Account", which the kernel already provides',
    )
  })

  it("only views of the core set or of enabled plugins are available", async () => {
    const resolved = await resolve(
      [
        definePlugin({ id: "greeting", views: { Greeting: view } }),
        definePlugin({ id: "swap", feature: "swaps", views: { Swap: view } }),
      ],
      { ...defaults, swaps: false },
    )
    expect(isViewAvailable(resolved, "Connect")).toBe(true)
    expect(isViewAvailable(resolved, "Greeting")).toBe(true)
    expect(isViewAvailable(resolved, "Swap")).toBe(false)
    expect(isViewAvailable(resolved, "FakeSignIn")).toBe(false)
    for (const name of coreViews) expect(isViewAvailable(resolved, name)).toBe(true)
  })

  it("keeps each contributed view's route, with its kit's effects, with the plugin that contributed it", async () => {
    const closeGuard = Effect.succeed(true)
    const onLeave = Effect.void
    const social: ViewRoute = { load, title: "social.title", flow: "connect", usageLimited: true }
    const resolved = await resolve([
      definePlugin({
        id: "social",
        views: { FakeSocialLogin: social },
        kit: kitOf({ views: { FakeSocialLogin: { closeGuard, onLeave } } }),
      }),
      definePlugin({ id: "greeting", views: { Greeting: view } }),
    ])
    expect([...resolved.views]).toEqual([
      ["FakeSocialLogin", { plugin: "social", route: { ...social, closeGuard, onLeave } }],
      ["Greeting", { plugin: "greeting", route: view }],
    ])
    expect(resolved.views.get("FakeSocialLogin")?.route.closeGuard).toBe(closeGuard)
    expect(resolved.views.get("FakeSocialLogin")?.route.onLeave).toBe(onLeave)
  })

  it("refuses a kit's effects for a view its plugin does not contribute, naming both", async () => {
    const error = await reject([
      definePlugin({ id: "greeting", views: { Greeting: view } }),
      definePlugin({
        id: "sign-in",
        kit: kitOf({ views: { Greeting: { closeGuard: Effect.succeed(true) } } }),
      }),
    ])
    expect(error.message).toBe(
      'Plugin "sign-in" gives effects for view "Greeting", which it does not contribute',
    )
  })

  it("fails the start naming the plugin whose kit cannot be imported", async () => {
    const error = await reject([
      definePlugin({
        id: "swap",
        kit: () => Promise.reject(new Error("Failed to fetch dynamically imported module")),
      }),
    ])
    expect(error._tag).toBe("PluginKitLoadError")
    expect(error.message).toBe(
      'Plugin "swap" could not load its kit: Failed to fetch dynamically imported module',
    )
  })

  it("imports only the kits of enabled plugins", async () => {
    const imported: string[] = []
    const tracked = (id: string) => async () => {
      imported.push(id)
      return { default: {} }
    }
    await resolve(
      [
        definePlugin({ id: "send", kit: tracked("send") }),
        definePlugin({ id: "swap", feature: "swaps", kit: tracked("swap") }),
      ],
      { ...defaults, swaps: false },
    )
    expect(imported).toEqual(["send"])
  })

  it("gathers the enabled plugins' hooks, messages, connectors and chain adapters in plugin order", async () => {
    const solanaFamily = makeTestChainAdapter("solana").adapter
    const bitcoinFamily = makeTestChainAdapter("bip122").adapter
    const connectA = { id: "a-connect", run: () => Effect.void }
    const connectB = { id: "b-connect", run: () => Effect.void }
    const networkA = (_: NetworkChangeContext) => Effect.void
    const closeB = Effect.void
    const connector: ConnectorFactory = () => {
      throw new Error("not built in this test")
    }
    const resolved = await resolve(
      [
        definePlugin({
          id: "b",
          requires: ["a"],
          kit: kitOf({
            hooks: { connect: [connectB], close: closeB },
            chainAdapters: [bitcoinFamily],
          }),
          messages: { "b.title": "B" },
        }),
        definePlugin({
          id: "a",
          messages: { "a.title": "A" },
          kit: kitOf({
            hooks: { connect: [connectA], networkChange: networkA },
            connectors: [connector],
            chainAdapters: [solanaFamily],
          }),
        }),
        definePlugin({
          id: "off",
          feature: "swaps",
          messages: { "off.title": "Off" },
          kit: kitOf({
            hooks: { connect: [connectA], networkChange: networkA, close: closeB },
            connectors: [connector],
            chainAdapters: [makeTestChainAdapter("sui").adapter],
          }),
        }),
      ],
      { ...defaults, swaps: false },
    )
    expect(resolved.connectHooks).toEqual([connectA, connectB])
    expect(resolved.networkChangeHooks).toEqual([networkA])
    expect(resolved.closeHooks).toEqual([closeB])
    expect(resolved.messages).toEqual([
      { source: "a", catalogue: { "a.title": "A" } },
      { source: "b", catalogue: { "b.title": "B" } },
    ])
    expect(resolved.connectors).toEqual([connector])
    expect(resolved.chainAdapters).toEqual([solanaFamily, bitcoinFamily])
  })

  it("orders account actions in the wallet feature order: onramp, swaps, receive, send", async () => {
    const resolved = await resolve([
      definePlugin({
        id: "send",
        accountActions: [{ feature: "send", label: "Send", view: "Send" }],
      }),
      definePlugin({
        id: "extra",
        accountActions: [{ feature: "stake", label: "Stake", view: "Stake" }],
      }),
      definePlugin({
        id: "swap",
        accountActions: [{ feature: "swaps", label: "Swap", view: "Swap" }],
      }),
      definePlugin({
        id: "receive",
        accountActions: [{ feature: "receive", label: "Receive", view: "Receive" }],
      }),
      definePlugin({
        id: "onramp",
        accountActions: [{ feature: "onramp", label: "Buy", view: "OnRamp" }],
      }),
    ])
    expect(resolved.accountActions.map((a) => a.feature)).toEqual([
      "onramp",
      "swaps",
      "receive",
      "send",
      "stake",
    ])
  })

  it("keeps each account action's icon; with no placement the spec's wallet features (onramp, swaps, receive, send) are primary, any other is listed; a placement given wins", async () => {
    const icon = async () => ({ default: "M12 5v14" })
    const resolved = await resolve([
      definePlugin({
        id: "send",
        accountActions: [{ feature: "send", label: "Send", view: "Send", icon }],
      }),
      definePlugin({
        id: "swap",
        accountActions: [
          {
            feature: "swaps",
            label: "Swap",
            view: "Swap",
            icon: "arrowsBothWays",
            placement: "list",
          },
        ],
      }),
      definePlugin({
        id: "extra",
        accountActions: [
          { feature: "stake", label: "Stake", view: "Stake" },
          { feature: "bridge", label: "Bridge", view: "Bridge", placement: "primary" },
        ],
      }),
    ])
    expect(resolved.accountActions).toEqual([
      {
        feature: "swaps",
        label: "Swap",
        view: "Swap",
        icon: "arrowsBothWays",
        placement: "list",
        plugin: "swap",
      },
      { feature: "send", label: "Send", view: "Send", icon, placement: "primary", plugin: "send" },
      { feature: "stake", label: "Stake", view: "Stake", placement: "list", plugin: "extra" },
      { feature: "bridge", label: "Bridge", view: "Bridge", placement: "primary", plugin: "extra" },
    ])
  })

  it("orders the Account view's contributed tabs by their order, then in plugin order, each with its plugin", async () => {
    const resolved = await resolve([
      definePlugin({
        id: "history",
        accountTabs: [
          { id: "recent", label: "history.recent", load },
          { id: "older", label: "history.older", order: 5, load },
        ],
      }),
      definePlugin({
        id: "nfts",
        accountTabs: [{ id: "collectibles", label: "nfts.tab", order: -1, load }],
      }),
      definePlugin({ id: "plain" }),
    ])
    expect(resolved.accountTabs.map((tab) => [tab.plugin, tab.id, tab.label])).toEqual([
      ["nfts", "collectibles", "nfts.tab"],
      ["history", "recent", "history.recent"],
      ["history", "older", "history.older"],
    ])
  })

  it("orders the Connect view's sections by their order, then in plugin order, each with its plugin", async () => {
    const resolved = await resolve([
      definePlugin({
        id: "wallet",
        connectSections: [
          { id: "social", order: 20, load },
          { id: "email", order: 10, load },
        ],
      }),
      definePlugin({ id: "promo", connectSections: [{ id: "banner", load }] }),
      definePlugin({ id: "other", connectSections: [{ id: "note", order: 10, load }] }),
    ])
    expect(resolved.connectSections.map((s) => `${s.plugin}/${s.id}`)).toEqual([
      "promo/banner",
      "wallet/email",
      "other/note",
      "wallet/social",
    ])
  })

  it("a disabled plugin's sections are not drawn", async () => {
    const resolved = await resolve(
      [definePlugin({ id: "swap", feature: "swaps", connectSections: [{ id: "s", load }] })],
      { ...defaults, swaps: false },
    )
    expect(resolved.connectSections).toEqual([])
  })

  it("decodes a plugin's options with their defaults", async () => {
    const Options = Schema.Struct({
      slippage: Schema.Number.pipe(Schema.withDecodingDefaultKey(Effect.succeed(1))),
    })
    const resolved = await resolve([
      definePlugin({ id: "swap", kit: kitOf({ optionsSchema: Options }) }),
    ])
    expect(resolved.options.get("swap")).toEqual({ slippage: 1 })
  })

  it("makes a kit's chain adapters from its decoded options when it gives a function", async () => {
    const Options = Schema.Struct({
      family: Schema.Literals(["solana", "bip122"]).pipe(
        Schema.withDecodingDefaultKey(Effect.succeed("solana" as const)),
      ),
    })
    const made = (options: typeof Options.Type) => [makeTestChainAdapter(options.family).adapter]
    const resolved = await resolve([
      definePlugin({ id: "a", kit: kitOf({ optionsSchema: Options, chainAdapters: made }) }),
      definePlugin({
        id: "b",
        options: { family: "bip122" },
        kit: kitOf({ optionsSchema: Options, chainAdapters: made }),
      }),
    ])
    expect(resolved.chainAdapters.map((adapter) => adapter.namespace)).toEqual(["solana", "bip122"])
  })

  it("rejects bad plugin options, naming the plugin and the field", async () => {
    const Options = Schema.Struct({ slippage: Schema.optionalKey(Schema.Number) })
    const error = await reject([
      definePlugin({
        id: "swap",
        options: { slippage: "high", speed: 1 },
        kit: kitOf({ optionsSchema: Options }),
      }),
    ])
    expect(error.message).toBe(
      'Plugin "swap" has invalid options:\n- speed: Unknown option\n- slippage: Expected number',
    )
  })
})

describe("selectConnectHooks", () => {
  const auth: ConnectContext = {
    connectorType: "AUTH",
    chainNamespace: "eip155",
    caipNetworkId: "eip155:1",
    address: "0x0000000000000000000000000000000000000001",
    restored: false,
  }
  const injected: ConnectContext = { ...auth, connectorType: "INJECTED" }
  const siwx = { id: "siwx", run: () => Effect.void }
  const emailCapture = {
    id: "email-capture",
    appliesTo: (c: ConnectContext) => c.connectorType === "AUTH",
    replaces: ["siwx"],
    run: () => Effect.void,
  }

  it("email capture replaces the normal flow on the embedded wallet", async () => {
    expect(selectConnectHooks([siwx, emailCapture], auth).map((h) => h.id)).toEqual([
      "email-capture",
    ])
  })

  it("other connectors keep the normal flow", async () => {
    expect(selectConnectHooks([siwx, emailCapture], injected).map((h) => h.id)).toEqual(["siwx"])
  })
})

describe("featuresOfListedPlugins: listing a plugin turns its feature flag on", () => {
  const capture = definePlugin({ id: "capture", feature: "emailCapture" })
  const always = definePlugin({ id: "always" })

  it("a listed plugin's flag that the options do not set is on", () => {
    expect(featuresOfListedPlugins([capture, always], undefined)).toEqual({ emailCapture: true })
    expect(featuresOfListedPlugins([capture], { swaps: false })).toEqual({ emailCapture: true })
    expect(featuresOfListedPlugins([capture], { emailCapture: undefined })).toEqual({
      emailCapture: true,
    })
  })

  it("a flag the options set keeps its value; a plugin not listed turns nothing on", () => {
    expect(featuresOfListedPlugins([capture], { emailCapture: false })).toEqual({})
    expect(featuresOfListedPlugins([always], {})).toEqual({})
  })
})
