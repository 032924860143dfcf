import { Effect, Layer, ManagedRuntime } from "effect"
import type { ConfigInvalidError } from "./config/decodeConfig"
import { decodeConfig } from "./config/decodeConfig"
import { type Features, resolveFeatures } from "./config/Features"
import type { FoyerConfig, FoyerConfigInput } from "./config/FoyerConfig"
import type { KitError } from "./errors/KitError"
import type { FoyerPlugin } from "./plugins/FoyerPlugin"
import { KernelConfig, type KernelServices } from "./plugins/KernelServices"
import type { PluginResolutionError } from "./plugins/PluginErrors"
import { isViewAvailable, type ResolvedPlugins, resolvePlugins } from "./plugins/resolvePlugins"

/** What a developer passes to Foyer: the configuration of spec 3 plus the plugins to enable. */
export type FoyerOptions = FoyerConfigInput & {
  readonly plugins?: ReadonlyArray<FoyerPlugin>
}

/** The built kernel: decoded config, resolved features and plugins, and one Effect runtime. */
export interface Kernel {
  readonly config: FoyerConfig
  readonly features: Features
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

/**
 * Builds the kernel: decodes the options (defaults of spec 9; bad options fail here,
 * naming the field), resolves features (remote features win) and plugins, and makes one
 * runtime from the core layers plus the enabled plugins' layers.
 */
export const makeKernel = (
  options: FoyerOptions,
  remote: { readonly features?: Partial<Features> } = {},
): Effect.Effect<Kernel, KernelStartError> =>
  Effect.gen(function* () {
    const { plugins: listed = [], ...input } = options
    const config = yield* decodeConfig(input)
    const features = resolveFeatures(config.features, config.remoteFeatures, remote.features)
    const plugins = yield* resolvePlugins(listed, features)
    const core = Layer.succeed(KernelConfig, { config, features })
    const layer = Layer.provideMerge(Layer.mergeAll(Layer.empty, ...plugins.layers), core)
    const runtime = ManagedRuntime.make(layer)
    return {
      config,
      features,
      plugins,
      runtime,
      isViewAvailable: (view) => isViewAvailable(plugins, view),
      dispose: () => runtime.dispose(),
    }
  })
