import { Effect, type Layer, Result, Schema } from "effect"
import type { ChainAdapterEntry } from "../chains/ChainAdapter"
import { defaultWalletFeatureOrder, type FeatureFlag, type Features } from "../config/Features"
import { formatIssues } from "../config/formatIssues"
import type { ConnectContext } from "../connections/ConnectContext"
import type { ConnectorFactory } from "../connectors/Connector"
import type { MessageCatalogue } from "../messages/MessageCatalogue"
import { coreViews } from "./coreViews"
import { guardPluginLayer } from "./extensionPoints"
import type {
  AccountAction,
  AccountActionPlacement,
  AccountTab,
  ConnectHook,
  ConnectSection,
  FoyerPlugin,
  PluginHooks,
  PluginKit,
  ViewEffects,
  ViewRoute,
} from "./FoyerPlugin"
import type { KernelServices } from "./KernelServices"
import {
  PluginConfigInvalidError,
  PluginDependencyCycleError,
  PluginDependencyMissingError,
  PluginDuplicateError,
  PluginKitLoadError,
  PluginKitViewUnknownError,
  type PluginResolutionError,
  type PluginServiceConflictError,
  PluginViewConflictError,
} from "./PluginErrors"
import { isFeatureOn, pluginFeatures } from "./pluginFeatures"

/** A view some enabled plugin contributed, with who contributed it and its kit's effects. */
export interface ContributedView {
  readonly plugin: string
  readonly route: ViewRoute & ViewEffects
}

/** An Account action as the kernel holds it: with its plugin, and its placement decided. */
export interface ResolvedAccountAction extends AccountAction {
  readonly plugin: string
  readonly placement: AccountActionPlacement
}

/** An enabled plugin's layer, refused at start if it replaces a kernel service (extensionPoints.ts). */
export type GuardedPluginLayer = Layer.Layer<never, PluginServiceConflictError, KernelServices>

/** The enabled plugins and everything they contribute, ready for the kernel. */
export interface ResolvedPlugins {
  /** Enabled plugins, each after the plugins it requires, otherwise in listed order. */
  readonly plugins: ReadonlyArray<FoyerPlugin>
  /** Listed plugins that a feature flag turned off. */
  readonly disabled: ReadonlyArray<string>
  /** Views contributed by enabled plugins, by view name. */
  readonly views: ReadonlyMap<string, ContributedView>
  /**
   * Account actions in the wallet feature order, then plugin order for other actions, each
   * with its plugin and its placement (when the plugin gave none: `"primary"` for the spec's
   * wallet features, onramp, swaps, receive and send; `"list"` for any other).
   */
  readonly accountActions: ReadonlyArray<ResolvedAccountAction>
  /** The Account view's contributed tabs, by `order` then plugin order, each with its plugin. */
  readonly accountTabs: ReadonlyArray<AccountTab & { readonly plugin: string }>
  /** The Connect view's sections, by `order` then plugin order, each with its plugin. */
  readonly connectSections: ReadonlyArray<ConnectSection & { readonly plugin: string }>
  /** Connect hooks of the enabled plugins, in plugin order. */
  readonly connectHooks: ReadonlyArray<ConnectHook>
  /** Network-change hooks of the enabled plugins, in plugin order. */
  readonly networkChangeHooks: ReadonlyArray<NonNullable<PluginHooks["networkChange"]>>
  /** Close hooks of the enabled plugins, in plugin order. */
  readonly closeHooks: ReadonlyArray<NonNullable<PluginHooks["close"]>>
  /** Disconnect hooks of the enabled plugins, in plugin order. */
  readonly disconnectHooks: ReadonlyArray<NonNullable<PluginHooks["disconnect"]>>
  /** Account-change hooks of the enabled plugins, in plugin order. */
  readonly accountChangeHooks: ReadonlyArray<NonNullable<PluginHooks["accountChange"]>>
  /** The sign-in during pairing of the first enabled plugin that has one. */
  readonly pairingSignIn: PluginHooks["pairingSignIn"]
  /** The enabled plugins' message catalogues, each with the plugin that brought it. */
  readonly messages: ReadonlyArray<{
    readonly source: string
    readonly catalogue: MessageCatalogue
  }>
  /** Connector factories the enabled plugins add. */
  readonly connectors: ReadonlyArray<ConnectorFactory>
  /** The chain adapters the enabled plugins add (other families than EVM). */
  readonly chainAdapters: ReadonlyArray<ChainAdapterEntry>
  /** Each enabled plugin's decoded options. */
  readonly options: ReadonlyMap<string, unknown>
  /** The Effect layers of the enabled plugins (built with their decoded options), in plugin order. */
  readonly layers: ReadonlyArray<GuardedPluginLayer>
}

/**
 * Whether a listed plugin is on: it has no feature flag, or the resolved features turn one of
 * its flags on (`socials` counts while its provider list is not empty).
 */
export const isPluginEnabled = (plugin: FoyerPlugin, features: Features): boolean => {
  const flags = pluginFeatures(plugin.feature)
  return flags.length === 0 || flags.some((flag) => isFeatureOn(features, flag))
}

/**
 * The flags that listing a plugin turns on: a listed plugin's feature flag that the options'
 * `features` do not set is on (listing `emailCapture()` is asking for email capture, whose
 * flag is off by default); one the options set keeps its value, and remote features still win.
 * @example
 * featuresOfListedPlugins([emailCapture()], {}) // { emailCapture: true }
 * featuresOfListedPlugins([emailCapture()], { emailCapture: false }) // {}
 */
export const featuresOfListedPlugins = (
  listed: ReadonlyArray<FoyerPlugin>,
  features: unknown,
): Partial<Features> => {
  const set: Readonly<Record<string, unknown>> =
    typeof features === "object" && features !== null ? (features as Record<string, unknown>) : {}
  const implied: Partial<Record<FeatureFlag, boolean>> = {}
  for (const { feature } of listed) {
    for (const flag of pluginFeatures(feature)) {
      // `socials` is a provider list, on by default: listing a plugin implies no list.
      if (flag !== "socials" && set[flag] === undefined) implied[flag] = true
    }
  }
  return implied
}

const orderByDependencies = (
  plugins: ReadonlyArray<FoyerPlugin>,
): Result.Result<ReadonlyArray<FoyerPlugin>, PluginDependencyCycleError> => {
  const byId = new Map(plugins.map((p) => [p.id, p]))
  const ordered: FoyerPlugin[] = []
  const done = new Set<string>()
  const visiting: string[] = []
  const visit = (plugin: FoyerPlugin): PluginDependencyCycleError | undefined => {
    if (done.has(plugin.id)) return undefined
    const at = visiting.indexOf(plugin.id)
    if (at !== -1)
      return new PluginDependencyCycleError({ cycle: [...visiting.slice(at), plugin.id] })
    visiting.push(plugin.id)
    for (const dependency of plugin.requires ?? []) {
      const next = byId.get(dependency)
      const cycle = next === undefined ? undefined : visit(next)
      if (cycle !== undefined) return cycle
    }
    visiting.pop()
    done.add(plugin.id)
    ordered.push(plugin)
    return undefined
  }
  for (const plugin of plugins) {
    const cycle = visit(plugin)
    if (cycle !== undefined) return Result.fail(cycle)
  }
  return Result.succeed(ordered)
}

const decodeOptions = (
  plugin: FoyerPlugin,
  kit: PluginKit,
): Result.Result<unknown, PluginConfigInvalidError> => {
  if (kit.optionsSchema === undefined) return Result.succeed(plugin.options)
  const decoded = Schema.decodeUnknownResult(kit.optionsSchema)(plugin.options ?? {}, {
    errors: "all",
    onExcessProperty: "error",
  })
  return Result.isSuccess(decoded)
    ? Result.succeed(decoded.success)
    : Result.fail(
        new PluginConfigInvalidError({ plugin: plugin.id, issues: formatIssues(decoded.failure) }),
      )
}

const orderActions = (
  actions: ReadonlyArray<ResolvedAccountAction>,
  order: ReadonlyArray<string>,
) => {
  const rank = (action: AccountAction) => {
    const index = order.indexOf(action.feature)
    return index === -1 ? order.length : index
  }
  // Array.prototype.sort is stable, so actions outside the order keep plugin order.
  return [...actions].sort((a, b) => rank(a) - rank(b))
}

const noKit: PluginKit = {}

const loadKit = (plugin: FoyerPlugin): Effect.Effect<PluginKit, PluginKitLoadError> =>
  plugin.kit === undefined
    ? Effect.succeed(noKit)
    : Effect.tryPromise({
        // A kit's effects may use its plugin's own services: the kernel's runtime holds every
        // enabled plugin's services, so there they need no more than the kernel's.
        try: () => plugin.kit!().then((module) => module.default as PluginKit),
        catch: (cause) => new PluginKitLoadError({ plugin: plugin.id, cause }),
      })

/**
 * Where an action without a placement shows: the spec's wallet features (spec 9: onramp, swaps,
 * receive, send) in the primary row, any other action in the list under it.
 */
const defaultPlacement = (feature: string): AccountActionPlacement =>
  (defaultWalletFeatureOrder as ReadonlyArray<string>).includes(feature) ? "primary" : "list"

/**
 * Resolves the listed plugins against the feature flags: drops those a flag turns off,
 * rejects duplicates, missing dependencies, cycles and view clashes, imports the enabled
 * plugins' kits (together), decodes their options (each error names the plugin), orders them,
 * and gathers their contributions.
 */
export const resolvePlugins = (
  listed: ReadonlyArray<FoyerPlugin>,
  features: Features,
): Effect.Effect<ResolvedPlugins, PluginResolutionError> =>
  Effect.gen(function* () {
    const seen = new Set<string>()
    for (const plugin of listed) {
      if (seen.has(plugin.id)) return yield* new PluginDuplicateError({ plugin: plugin.id })
      seen.add(plugin.id)
    }
    const enabled = listed.filter((p) => isPluginEnabled(p, features))
    const enabledIds = new Set(enabled.map((p) => p.id))
    for (const plugin of enabled) {
      for (const dependency of plugin.requires ?? []) {
        if (!enabledIds.has(dependency)) {
          return yield* new PluginDependencyMissingError({
            plugin: plugin.id,
            dependency,
            reason: seen.has(dependency) ? "feature-off" : "not-listed",
          })
        }
      }
    }
    const plugins = yield* Effect.fromResult(orderByDependencies(enabled))

    const views = new Map<string, ContributedView>()
    const core = new Set<string>(coreViews)
    for (const plugin of plugins) {
      for (const [view, route] of Object.entries(plugin.views ?? {})) {
        const other = core.has(view) ? "core" : views.get(view)?.plugin
        if (other !== undefined)
          return yield* new PluginViewConflictError({ view, plugin: plugin.id, other })
        views.set(view, { plugin: plugin.id, route })
      }
    }

    const kits = yield* Effect.forEach(plugins, loadKit, { concurrency: "unbounded" })
    const options = new Map<string, unknown>()
    const layers: Array<GuardedPluginLayer> = []
    const chainAdapters: Array<ChainAdapterEntry> = []
    for (const [index, plugin] of plugins.entries()) {
      const kit = kits[index] ?? noKit
      for (const [view, effects] of Object.entries(kit.views ?? {})) {
        const contributed = views.get(view)
        if (contributed?.plugin !== plugin.id)
          return yield* new PluginKitViewUnknownError({ plugin: plugin.id, view })
        views.set(view, { ...contributed, route: { ...contributed.route, ...effects } })
      }
      const decoded = yield* Effect.fromResult(decodeOptions(plugin, kit))
      options.set(plugin.id, decoded)
      if (kit.layer !== undefined) layers.push(guardPluginLayer(plugin.id, kit.layer(decoded)))
      const adapters = kit.chainAdapters
      chainAdapters.push(...(typeof adapters === "function" ? adapters(decoded) : (adapters ?? [])))
    }
    const hooks = kits.flatMap((kit) => (kit.hooks === undefined ? [] : [kit.hooks]))

    return {
      plugins,
      disabled: listed.filter((p) => !enabledIds.has(p.id)).map((p) => p.id),
      views,
      // A stable sort: equal orders stay in plugin order.
      accountTabs: plugins
        .flatMap((p) => (p.accountTabs ?? []).map((tab) => ({ ...tab, plugin: p.id })))
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),
      connectSections: plugins
        .flatMap((p) => (p.connectSections ?? []).map((section) => ({ ...section, plugin: p.id })))
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),
      accountActions: orderActions(
        plugins.flatMap((p) =>
          (p.accountActions ?? []).map(
            (a): ResolvedAccountAction => ({
              ...a,
              plugin: p.id,
              placement: a.placement ?? defaultPlacement(a.feature),
            }),
          ),
        ),
        features.walletFeatureOrder,
      ),
      connectHooks: hooks.flatMap((h) => h.connect ?? []),
      networkChangeHooks: hooks.flatMap((h) =>
        h.networkChange === undefined ? [] : [h.networkChange],
      ),
      closeHooks: hooks.flatMap((h) => (h.close === undefined ? [] : [h.close])),
      disconnectHooks: hooks.flatMap((h) => (h.disconnect === undefined ? [] : [h.disconnect])),
      accountChangeHooks: hooks.flatMap((h) =>
        h.accountChange === undefined ? [] : [h.accountChange],
      ),
      pairingSignIn: hooks.find((h) => h.pairingSignIn !== undefined)?.pairingSignIn,
      messages: plugins.flatMap((p) =>
        p.messages === undefined ? [] : [{ source: p.id, catalogue: p.messages }],
      ),
      connectors: kits.flatMap((kit) => kit.connectors ?? []),
      chainAdapters,
      options,
      layers,
    }
  })

/**
 * The connect hooks to run for a connection: those that apply, less those replaced by
 * another that applies (so email capture replaces the normal flow on the embedded wallet).
 */
export const selectConnectHooks = (
  hooks: ReadonlyArray<ConnectHook>,
  context: ConnectContext,
): ReadonlyArray<ConnectHook> => {
  const applicable = hooks.filter((hook) => hook.appliesTo?.(context) ?? true)
  const replaced = new Set(applicable.flatMap((hook) => hook.replaces ?? []))
  return applicable.filter((hook) => !replaced.has(hook.id))
}

/** Whether a view can be shown: the kernel provides it or an enabled plugin contributed it. */
export const isViewAvailable = (resolved: ResolvedPlugins, view: string): boolean =>
  (coreViews as ReadonlyArray<string>).includes(view) || resolved.views.has(view)
