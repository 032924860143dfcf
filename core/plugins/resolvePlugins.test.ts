import { Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Features, resolveFeatures } from "../config/Features"
import type { ConnectorFactory } from "../connectors/Connector"
import { coreViews } from "./coreViews"
import {
  type ConnectContext,
  definePlugin,
  type FoyerPlugin,
  type NetworkChangeContext,
  type ViewRoute,
} from "./FoyerPlugin"
import { isViewAvailable, resolvePlugins, selectConnectHooks } from "./resolvePlugins"

const defaults = Schema.decodeUnknownSync(Features)({})
const load = () => Promise.resolve({ default: "view" })
const view: ViewRoute = { load }
const resolve = (plugins: ReadonlyArray<FoyerPlugin>, features = defaults) =>
  Effect.runSync(resolvePlugins(plugins, features))
const reject = (plugins: ReadonlyArray<FoyerPlugin>, features = defaults) =>
  Effect.runSync(Effect.flip(resolvePlugins(plugins, features)))
const ids = (plugins: ReadonlyArray<FoyerPlugin>) => plugins.map((p) => p.id)

describe("resolvePlugins", () => {
  it("rejects a duplicate plugin id, naming the plugin", () => {
    const error = reject([definePlugin({ id: "swap" }), definePlugin({ id: "swap" })])
    expect(error._tag).toBe("PluginDuplicateError")
    expect(error.message).toBe('Plugin "swap" is listed more than once')
  })

  it("rejects a missing dependency, naming the plugin and the dependency", () => {
    const error = reject([definePlugin({ id: "email-capture", requires: ["siwx"] })])
    expect(error._tag).toBe("PluginDependencyMissingError")
    expect(error.message).toBe(
      'Plugin "email-capture" requires plugin "siwx", which is not in the plugin list',
    )
  })

  it("rejects a dependency that a feature flag turns off", () => {
    const features = { ...defaults, swaps: false }
    const error = reject(
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

  it("rejects plugins that require each other in a cycle", () => {
    const error = reject([
      definePlugin({ id: "a", requires: ["b"] }),
      definePlugin({ id: "b", requires: ["a"] }),
    ])
    expect(error.message).toBe("Plugins require each other in a cycle: a -> b -> a")
  })

  it("orders a plugin after the plugins it requires, otherwise keeps the listed order", () => {
    const resolved = resolve([
      definePlugin({ id: "email-capture", requires: ["siwx"] }),
      definePlugin({ id: "activity" }),
      definePlugin({ id: "siwx" }),
    ])
    expect(ids(resolved.plugins)).toEqual(["siwx", "email-capture", "activity"])
  })

  it("drops a plugin whose feature flag is off", () => {
    const resolved = resolve(
      [
        definePlugin({ id: "swap", feature: "swaps" }),
        definePlugin({ id: "activity", feature: "activity" }),
      ],
      { ...defaults, swaps: false },
    )
    expect(ids(resolved.plugins)).toEqual(["activity"])
    expect(resolved.disabled).toEqual(["swap"])
  })

  it("remote features win: a plugin turned off remotely is dropped", () => {
    const features = resolveFeatures(defaults, { onramp: false })
    const resolved = resolve([definePlugin({ id: "onramp", feature: "onramp" })], features)
    expect(resolved.plugins).toEqual([])
  })

  it("rejects a view contributed twice, naming both plugins", () => {
    const error = reject([
      definePlugin({ id: "a", views: { Swap: view } }),
      definePlugin({ id: "b", views: { Swap: view } }),
    ])
    expect(error.message).toBe(
      'Plugin "b" contributes view "Swap", which plugin "a" already contributes',
    )
  })

  it("rejects a plugin view that would replace a core view", () => {
    const error = reject([definePlugin({ id: "a", views: { Account: view } })])
    expect(error.message).toBe(
      'Plugin "a" contributes view "Account", which the kernel already provides',
    )
  })

  it("only views of the core set or of enabled plugins are available", () => {
    const resolved = resolve(
      [
        definePlugin({ id: "names", views: { RegisterAccountName: view } }),
        definePlugin({ id: "swap", feature: "swaps", views: { Swap: view } }),
      ],
      { ...defaults, swaps: false },
    )
    expect(isViewAvailable(resolved, "Connect")).toBe(true)
    expect(isViewAvailable(resolved, "RegisterAccountName")).toBe(true)
    expect(isViewAvailable(resolved, "Swap")).toBe(false)
    expect(isViewAvailable(resolved, "SIWXSignMessage")).toBe(false)
    for (const name of coreViews) expect(isViewAvailable(resolved, name)).toBe(true)
  })

  it("keeps each contributed view's route with the plugin that contributed it", () => {
    const closeGuard = Effect.succeed(true)
    const onLeave = Effect.void
    const social: ViewRoute = {
      load,
      title: "social.title",
      flow: "connect",
      usageLimited: true,
      closeGuard,
      onLeave,
    }
    const resolved = resolve([
      definePlugin({ id: "embedded-wallet", views: { ConnectingSocial: social } }),
      definePlugin({ id: "names", views: { RegisterAccountName: view } }),
    ])
    expect([...resolved.views]).toEqual([
      ["ConnectingSocial", { plugin: "embedded-wallet", route: social }],
      ["RegisterAccountName", { plugin: "names", route: view }],
    ])
    expect(resolved.views.get("ConnectingSocial")?.route.closeGuard).toBe(closeGuard)
    expect(resolved.views.get("ConnectingSocial")?.route.onLeave).toBe(onLeave)
  })

  it("gathers the enabled plugins' hooks, messages and connectors in plugin order", () => {
    const connectA = { id: "a-connect", run: () => Effect.void }
    const connectB = { id: "b-connect", run: () => Effect.void }
    const networkA = (_: NetworkChangeContext) => Effect.void
    const closeB = Effect.void
    const connector: ConnectorFactory = () => {
      throw new Error("not built in this test")
    }
    const resolved = resolve(
      [
        definePlugin({
          id: "b",
          requires: ["a"],
          hooks: { connect: [connectB], close: closeB },
          messages: { "b.title": "B" },
        }),
        definePlugin({
          id: "a",
          hooks: { connect: [connectA], networkChange: networkA },
          messages: { "a.title": "A" },
          connectors: [connector],
        }),
        definePlugin({
          id: "off",
          feature: "swaps",
          hooks: { connect: [connectA], networkChange: networkA, close: closeB },
          messages: { "off.title": "Off" },
          connectors: [connector],
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
  })

  it("orders account actions in the wallet feature order: onramp, swaps, receive, send", () => {
    const resolved = resolve([
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

  it("decodes a plugin's options with their defaults", () => {
    const Options = Schema.Struct({
      slippage: Schema.Number.pipe(Schema.withDecodingDefaultKey(Effect.succeed(1))),
    })
    const resolved = resolve([definePlugin({ id: "swap", config: { schema: Options, input: {} } })])
    expect(resolved.options.get("swap")).toEqual({ slippage: 1 })
  })

  it("rejects bad plugin options, naming the plugin and the field", () => {
    const Options = Schema.Struct({ slippage: Schema.optionalKey(Schema.Number) })
    const error = reject([
      definePlugin({
        id: "swap",
        config: { schema: Options, input: { slippage: "high", speed: 1 } },
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
  }
  const injected: ConnectContext = { ...auth, connectorType: "INJECTED" }
  const siwx = { id: "siwx", run: () => Effect.void }
  const emailCapture = {
    id: "email-capture",
    appliesTo: (c: ConnectContext) => c.connectorType === "AUTH",
    replaces: ["siwx"],
    run: () => Effect.void,
  }

  it("email capture replaces the normal flow on the embedded wallet", () => {
    expect(selectConnectHooks([siwx, emailCapture], auth).map((h) => h.id)).toEqual([
      "email-capture",
    ])
  })

  it("other connectors keep the normal flow", () => {
    expect(selectConnectHooks([siwx, emailCapture], injected).map((h) => h.id)).toEqual(["siwx"])
  })
})
