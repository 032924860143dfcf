import { Effect, Layer, ManagedRuntime } from "effect"
import type { CaipNetwork } from "./chains/CaipNetwork"
import type { ConfigInvalidError } from "./config/decodeConfig"
import type { Features } from "./config/Features"
import type { FoyerConfig } from "./config/FoyerConfig"
import { warnInertOptions } from "./config/warnInertOptions"
import type { ConnectorEnvironment } from "./connectors/Connector"
import { guessMobile } from "./environment/guessMobile"
import type { KitError } from "./errors/KitError"
import { makeKernelServices } from "./makeKernelServices"
import type { MessageIdDuplicateError } from "./messages/MessageIdDuplicateError"
import type { ViewFlow } from "./modal/ViewFlow"
import type { NetworkState } from "./networks/NetworkState"
import { type CoreRoute, coreRoutes } from "./plugins/coreViews"
import type { ViewRoute } from "./plugins/FoyerPlugin"
import type { KernelServices } from "./plugins/KernelServices"
import type { PluginResolutionError, PluginServiceConflictError } from "./plugins/PluginErrors"
import { type FoyerOptions, resolveKit } from "./plugins/resolveKit"
import { isViewAvailable, type ResolvedPlugins } from "./plugins/resolvePlugins"
import type { Store } from "./state/Store"
import { Storage } from "./storage/Storage"
import type { TelemetryPage } from "./telemetry/TelemetryPage"

// The SDK identity travels with the services that send it; the kernel's entry still names it.
export { sdkType, sdkVersion } from "./api/sdk"

export type { FoyerOptions } from "./plugins/resolveKit"

/** A view's route as the kernel holds it: who contributed it, and its effects bound to the kit. */
export interface Route {
  /** "core", or the id of the plugin that contributed the view. */
  readonly plugin: string
  /** The view's code; absent for core views (the UI draws those). */
  readonly load?: ViewRoute["load"]
  /** The message id of the modal's title while the view shows. */
  readonly title?: string
  readonly flow?: ViewFlow
  readonly usageLimited?: boolean
  readonly closeGuard?: () => boolean
  readonly onLeave?: Effect.Effect<void>
}

/** The built kernel: decoded config, resolved features and plugins, and one Effect runtime. */
export interface Kernel {
  readonly config: FoyerConfig
  readonly features: Features
  /** The configured networks, resolved against the catalogue; the default one first-class. */
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly defaultNetwork: CaipNetwork
  /** The kernel's state stores. */
  readonly stores: { readonly network: Store<NetworkState<CaipNetwork>> }
  readonly plugins: ResolvedPlugins
  /** Every view's route, by view name: the kernel's and the enabled plugins'. */
  readonly routes: ReadonlyMap<string, Route>
  /**
   * One runtime holding the kernel services and every enabled plugin's services. Its build
   * fails when a plugin's layer replaces a kernel service (PluginServiceConflictError).
   */
  readonly runtime: ManagedRuntime.ManagedRuntime<KernelServices, PluginServiceConflictError>
  /** Whether the page runs on a phone (AllWallets and deep links instead of a QR code). */
  readonly isMobile: boolean
  /** Whether the modal may show a view: the core set or an enabled plugin's. */
  readonly isViewAvailable: (view: string) => boolean
  /** Releases every service the runtime built and interrupts the kernel's work. */
  readonly dispose: () => Promise<void>
}

/** Any error the kernel can fail to start with. */
export type KernelStartError =
  | ConfigInvalidError
  | KitError
  | PluginResolutionError
  | MessageIdDuplicateError

/** What the kernel is built with beyond the developer's options: the page's facts, or test doubles. */
export interface KernelEnvironment extends ConnectorEnvironment {
  /** Features the provider sent for this project; they win over local ones. */
  readonly remoteFeatures?: Partial<Features>
  /** Where storage lives; the browser's localStorage (memory where absent) by default. */
  readonly storage?: Layer.Layer<Storage>
  /** Whether the page runs on a mobile device; guessed from the user agent by default. */
  readonly isMobile?: boolean
  /** The page telemetry reads and beacons from; the browser's by default. */
  readonly telemetryPage?: TelemetryPage
}

/**
 * Builds the kernel: decodes the options (defaults of spec 9; bad options fail here,
 * naming the field), resolves features (remote features win) and plugins, makes every kernel
 * service (makeKernelServices: Connectors, Connections, Wallet, Accounts, Networks, Modal,
 * Toasts, Messages, Events, Telemetry), and one runtime from them plus the enabled plugins'
 * layers.
 *
 * Nothing is sent to the network or to a wallet until an action runs; discovery only asks
 * browser wallets to announce themselves.
 */
export const makeKernel = (
  options: FoyerOptions,
  environment: KernelEnvironment = {},
): Effect.Effect<Kernel, KernelStartError> =>
  Effect.gen(function* () {
    const { config, features, networks, defaultNetwork, plugins } = yield* resolveKit(
      options,
      environment.remoteFeatures,
    )
    // A development build says which options cannot act here, once, as the kit starts.
    const { plugins: listed = [], ...input } = options
    yield* Effect.sync(() => warnInertOptions(input, listed))

    // Plugins' effects need the whole kit (their own services too): they run on its runtime,
    // tied to the kernel work that asked for them: interrupting that (the kit disposed, a newer
    // change) interrupts them too, through the promise's abort signal.
    let runtime:
      | ManagedRuntime.ManagedRuntime<KernelServices, PluginServiceConflictError>
      | undefined
    const onKit = <A>(effect: Effect.Effect<A, never, KernelServices>, fallback: A) =>
      Effect.suspend(() =>
        runtime === undefined
          ? Effect.succeed(fallback)
          : Effect.promise((signal) => runtime!.runPromise(effect, { signal })),
      )
    const routes = new Map<string, Route>()
    for (const [name, route] of Object.entries(coreRoutes) as Array<[string, CoreRoute]>) {
      routes.set(name, { plugin: "core", ...route })
    }
    for (const [name, { plugin, route }] of plugins.views) {
      const { closeGuard, onLeave, ...meta } = route
      routes.set(name, {
        plugin,
        ...meta,
        ...(closeGuard === undefined
          ? {}
          : { closeGuard: () => runtime?.runSync(closeGuard) ?? false }),
        ...(onLeave === undefined ? {} : { onLeave: onKit(onLeave, undefined) }),
      })
    }
    const isMobile = environment.isMobile ?? guessMobile()

    const core = yield* makeKernelServices({
      config,
      features,
      networks,
      defaultNetwork,
      plugins,
      routes,
      isMobile,
      storage: environment.storage ?? Storage.layerBrowser,
      ...(environment.telemetryPage === undefined
        ? {}
        : { telemetryPage: environment.telemetryPage }),
      connectorEnvironment: environment,
      onKit,
    })
    const layer = Layer.provideMerge(Layer.mergeAll(Layer.empty, ...plugins.layers), core.layer)
    runtime = ManagedRuntime.make(layer) as ManagedRuntime.ManagedRuntime<
      KernelServices,
      PluginServiceConflictError
    >
    const built = runtime
    return {
      config,
      features,
      networks,
      defaultNetwork,
      stores: { network: core.network },
      plugins,
      routes,
      runtime: built,
      isMobile,
      isViewAvailable: (view) => isViewAvailable(plugins, view),
      dispose: () => built.dispose(),
    }
  })
