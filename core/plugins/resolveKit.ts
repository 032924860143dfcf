import { Effect } from "effect"
import type { CaipNetwork } from "../chains/CaipNetwork"
import { type ConfigInvalidError, decodeResolvedConfig } from "../config/decodeConfig"
import { type Features, resolveFeatures } from "../config/Features"
import type { FoyerConfig, FoyerConfigInput } from "../config/FoyerConfig"
import type { KitError } from "../errors/KitError"
import { kernelMessageSources } from "../messages/kernelMessageSources"
import type { MessageIdDuplicateError } from "../messages/MessageIdDuplicateError"
import { makeMessages } from "../messages/Messages"
import type { FoyerPlugin } from "./FoyerPlugin"
import type { PluginResolutionError } from "./PluginErrors"
import { featuresOfListedPlugins, type ResolvedPlugins, resolvePlugins } from "./resolvePlugins"

/** What a developer passes to Foyer: the configuration of spec 3 plus the plugins to enable. */
export type FoyerOptions = FoyerConfigInput & {
  readonly plugins?: ReadonlyArray<FoyerPlugin>
}

/** The kit a page's options describe, before any service is made. */
export interface ResolvedKit {
  readonly config: FoyerConfig
  readonly features: Features
  /** The configured networks, resolved against the catalogue, in configured order. */
  readonly networks: ReadonlyArray<CaipNetwork>
  readonly defaultNetwork: CaipNetwork
  readonly plugins: ResolvedPlugins
}

/**
 * Decodes `options` (spec 9's defaults; bad options fail naming the field) and resolves the
 * features: the listed plugins' flags on unless `features` sets them, then the remote ones.
 */
export const resolveKitConfig = (
  options: FoyerOptions,
  remoteFeatures?: Partial<Features>,
): Effect.Effect<Omit<ResolvedKit, "plugins">, ConfigInvalidError | KitError> =>
  Effect.gen(function* () {
    const { plugins: listed = [], ...input } = options
    const { config, networks, defaultNetwork } = yield* decodeResolvedConfig(input)
    const features = resolveFeatures(
      config.features,
      featuresOfListedPlugins(listed, input.features),
      config.remoteFeatures,
      remoteFeatures,
    )
    return { config, features, networks, defaultNetwork }
  })

/**
 * Resolves `options` as the kernel does before it makes any service: `resolveKitConfig`, then
 * the plugins. It imports none of the services' code (no viem, no API client): `foyer doctor`
 * checks a config with it, and `makeKernel` starts with it.
 */
export const resolveKit = (
  options: FoyerOptions,
  remoteFeatures?: Partial<Features>,
): Effect.Effect<ResolvedKit, ConfigInvalidError | KitError | PluginResolutionError> =>
  Effect.gen(function* () {
    const kit = yield* resolveKitConfig(options, remoteFeatures)
    const plugins = yield* resolvePlugins(options.plugins ?? [], kit.features)
    return { ...kit, plugins }
  })

/**
 * Everything the kernel refuses to start with that the options decide: what `resolveKit`
 * refuses, and two plugins giving the same message id. (A plugin layer replacing a kernel
 * service is found when the runtime is built.)
 */
export const checkKit = (
  options: FoyerOptions,
): Effect.Effect<
  ResolvedKit,
  ConfigInvalidError | KitError | PluginResolutionError | MessageIdDuplicateError
> =>
  Effect.tap(resolveKit(options), (kit) => makeMessages(kernelMessageSources(kit.plugins.plugins)))
