import { Effect, Layer, ManagedRuntime } from "effect"
import { ActiveNetwork, ProviderApi } from "./api/ProviderApi"
import type { CaipNetwork } from "./chains/CaipNetwork"
import { type ConfigInvalidError, decodeResolvedConfig } from "./config/decodeConfig"
import { type Features, resolveFeatures } from "./config/Features"
import type { FoyerConfig, FoyerConfigInput } from "./config/FoyerConfig"
import type { KitError } from "./errors/KitError"
import type { FoyerPlugin } from "./plugins/FoyerPlugin"
import { KernelConfig, type KernelServices } from "./plugins/KernelServices"
import type { PluginResolutionError } from "./plugins/PluginErrors"
import { isViewAvailable, type ResolvedPlugins, resolvePlugins } from "./plugins/resolvePlugins"
import {
  createNetworkStore,
  initialNetworkState,
  type NetworkState,
  namespaceNetworks,
  setNamespaceNetworks,
} from "./state/NetworkState"
import type { Store } from "./state/Store"
import { Storage } from "./storage/Storage"

/** The SDK type and version the kernel sends as `st` and `sv` with every blockchain API call. */
export const sdkType = "foyer"
/** See {@link sdkType}; follows the package version. */
export const sdkVersion = "foyer-js-0.1.0"

/** What a developer passes to Foyer: the configuration of spec 3 plus the plugins to enable. */
export type FoyerOptions = FoyerConfigInput & {
  readonly plugins?: ReadonlyArray<FoyerPlugin>
}

/** The built kernel: decoded config, resolved features and plugins, and one Effect runtime. */
export interface Kernel {
  readonly config: FoyerConfig
  readonly features: Features
  /** The configured networks, resolved against the catalogue; the default one first-class. */
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly defaultNetwork: CaipNetwork
  /** The kernel's state stores (more join as the modal is built). */
  readonly stores: { readonly network: Store<NetworkState<CaipNetwork>> }
  readonly plugins: ResolvedPlugins
  /** One runtime holding the core services and every enabled plugin's services. */
  readonly runtime: ManagedRuntime.ManagedRuntime<KernelServices, never>
  /** Whether the modal may show a view: the core set or an enabled plugin's. */
  readonly isViewAvailable: (view: string) => boolean
  /** Releases every service the runtime built. */
  readonly dispose: () => Promise<void>
}

/** Any error the kernel can fail to start with. */
export type KernelStartError = ConfigInvalidError | KitError | PluginResolutionError

/** What the kernel is built with beyond the developer's options. */
export interface KernelEnvironment {
  /** Features the provider sent for this project; they win over local ones. */
  readonly remoteFeatures?: Partial<Features>
  /** Where storage lives; the browser's localStorage (memory where absent) by default. */
  readonly storage?: Layer.Layer<Storage>
}

/**
 * The network state before anything is connected: the default network active and, per chain
 * family, the configured networks as both the known and the requested ones, so that a network
 * the site did not ask for (a chain the wallet moved to) is unsupported.
 */
const configuredNetworkState = (
  networks: ReadonlyArray<CaipNetwork>,
  defaultNetwork: CaipNetwork,
): NetworkState<CaipNetwork> =>
  networks.reduce<NetworkState<CaipNetwork>>(
    (state, network) => {
      const namespace = network.chainNamespace
      const current = namespaceNetworks(state, namespace)
      const caipNetworks = [...current.caipNetworks, network]
      return setNamespaceNetworks(state, namespace, {
        caipNetwork:
          namespace === defaultNetwork.chainNamespace
            ? defaultNetwork
            : (current.caipNetwork ?? network),
        caipNetworks,
        requestedCaipNetworks: caipNetworks,
      })
    },
    {
      ...initialNetworkState,
      activeChain: defaultNetwork.chainNamespace,
      activeCaipNetwork: defaultNetwork,
    },
  )

/**
 * Builds the kernel: decodes the options (defaults of spec 9; bad options fail here,
 * naming the field), resolves features (remote features win) and plugins, and makes one
 * runtime from the core layers plus the enabled plugins' layers.
 */
export const makeKernel = (
  options: FoyerOptions,
  environment: KernelEnvironment = {},
): Effect.Effect<Kernel, KernelStartError> =>
  Effect.gen(function* () {
    const { plugins: listed = [], ...input } = options
    const { config, networks, defaultNetwork } = yield* decodeResolvedConfig(input)
    const features = resolveFeatures(
      config.features,
      config.remoteFeatures,
      environment.remoteFeatures,
    )
    const plugins = yield* resolvePlugins(listed, features)
    const network = createNetworkStore<CaipNetwork>(
      configuredNetworkState(networks, defaultNetwork),
    )
    const storage = environment.storage ?? Storage.layerBrowser
    const activeNetwork = Layer.succeed(ActiveNetwork, {
      caipNetworkId: Effect.sync(() => network.getSnapshot().activeCaipNetwork?.caipNetworkId),
    })
    const providerApi = ProviderApi.layer({
      apiUrl: config.endpoints.apiUrl,
      analyticsUrl: config.endpoints.analyticsUrl,
      projectId: config.projectId,
      sdkType: sdkType,
      sdkVersion: sdkVersion,
    }).pipe(Layer.provide(Layer.merge(storage, activeNetwork)))
    const core = Layer.mergeAll(
      Layer.succeed(KernelConfig, { config, features, networks, defaultNetwork }),
      storage,
      activeNetwork,
      providerApi,
    )
    const layer = Layer.provideMerge(Layer.mergeAll(Layer.empty, ...plugins.layers), core)
    const runtime = ManagedRuntime.make(layer)
    return {
      config,
      features,
      networks,
      defaultNetwork,
      stores: { network },
      plugins,
      runtime,
      isViewAvailable: (view) => isViewAvailable(plugins, view),
      dispose: () => runtime.dispose(),
    }
  })
