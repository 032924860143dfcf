import { Effect } from "effect"
import type { FeatureFlag, Features } from "../../core/config/Features"
import type { FoyerConfig } from "../../core/config/FoyerConfig"
import type { FoyerPlugin } from "../../core/plugins/FoyerPlugin"
import { type FoyerOptions, resolveKitConfig } from "../../core/plugins/resolveKit"
import { isPluginEnabled } from "../../core/plugins/resolvePlugins"

/** Whether a plugin the config lists is on; when off, what turns it off (`features.send is false`). */
export type PluginState = { readonly on: true } | { readonly on: false; readonly reason: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * Each listed plugin's state, by plugin id, decided as the kernel decides it (resolveKitConfig):
 * the options decoded, the flags of the listed plugins turned on unless `features` sets them,
 * `remoteFeatures` over both, then `isPluginEnabled`. Features the provider sends at run time
 * are not known here. Undefined when the options do not decode.
 * @example
 * pluginStates({ projectId: "p", networks: ["eip155:1"], features: { emailCapture: false }, plugins: [emailCapture()] })
 * // Map { "email-capture" => { on: false, reason: "features.emailCapture is false" } }
 */
export const pluginStates = (
  options: FoyerOptions,
): ReadonlyMap<string, PluginState> | undefined => {
  const { plugins = [], ...input } = options
  // The kernel would refuse what is not a plugin; doctor reports that, and states the rest.
  const listed = (plugins as ReadonlyArray<unknown>).filter(
    (plugin): plugin is FoyerPlugin => isRecord(plugin) && typeof plugin.id === "string",
  )
  const resolved = Effect.runSync(Effect.result(resolveKitConfig({ ...input, plugins: listed })))
  if (resolved._tag === "Failure") return undefined
  const { config, features } = resolved.success
  return new Map(
    listed.map((plugin): [string, PluginState] => [
      plugin.id,
      // The second test only narrows the type: isPluginEnabled is true without a flag.
      isPluginEnabled(plugin, features) || plugin.feature === undefined
        ? { on: true }
        : { on: false, reason: offReason(plugin.feature, config, features) },
    ]),
  )
}

/** The setting that turns `flag` off: the last layer that sets it, or the pay feature's rule. */
const offReason = (flag: FeatureFlag, config: FoyerConfig, features: Features): string => {
  const remote = config.remoteFeatures?.[flag]
  if (remote === false) return `remoteFeatures.${flag} is false`
  if (remote === undefined && config.features[flag] === false) return `features.${flag} is false`
  // On where it is set, off once resolved: the pay feature turns email off (spec 5), be it
  // payments or payWithExchange (the pay plugin's flag).
  const payments = config.remoteFeatures?.payments === undefined ? "features" : "remoteFeatures"
  if (features.payments) return `${payments}.payments is true, which turns ${flag} off`
  if (features.payWithExchange) {
    return `payWithExchange is on (the pay plugin), which turns ${flag} off`
  }
  return `${flag} is off once the features are resolved`
}
