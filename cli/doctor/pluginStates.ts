import { Effect } from "effect"
import type { Features, PluginFeature } from "../../core/config/Features"
import type { FoyerConfig } from "../../core/config/FoyerConfig"
import type { FoyerPlugin } from "../../core/plugins/FoyerPlugin"
import { pluginFeatures } from "../../core/plugins/pluginFeatures"
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
      isPluginEnabled(plugin, features)
        ? { on: true }
        : {
            on: false,
            // Off means each of its flags is off (a plugin of several is on for any of them).
            reason: pluginFeatures(plugin.feature)
              .map((flag) => offReason(flag, config, features))
              .join("; "),
          },
    ]),
  )
}

/** Whether a layer's value of `flag` is off: false, or for `socials` also an empty list. */
const setOff = (value: unknown): boolean =>
  value === false || (Array.isArray(value) && value.length === 0)

/** The setting that turns `flag` off: the last layer that sets it, or the pay feature's rule. */
const offReason = (flag: PluginFeature, config: FoyerConfig, features: Features): string => {
  const remote = config.remoteFeatures?.[flag]
  // As written: false, or the empty socials list ([]).
  if (setOff(remote)) return `remoteFeatures.${flag} is ${JSON.stringify(remote)}`
  const local = config.features[flag]
  if (remote === undefined && setOff(local)) return `features.${flag} is ${JSON.stringify(local)}`
  // On where it is set, off once resolved: the pay feature turns email off (spec 5), be it
  // payments or payWithExchange (the pay plugin's flag).
  const payments = config.remoteFeatures?.payments === undefined ? "features" : "remoteFeatures"
  if (features.payments) return `${payments}.payments is true, which turns ${flag} off`
  if (features.payWithExchange) {
    return `payWithExchange is on (the pay plugin), which turns ${flag} off`
  }
  return `${flag} is off once the features are resolved`
}
