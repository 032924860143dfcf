import { type Features, type PluginFeature, socialsEnabled } from "../config/Features"

/**
 * A plugin's `feature` as a list: none (on whenever it is listed), one flag, or several, any of
 * which turns it on.
 * @example
 * pluginFeatures(["email", "socials"]) // ["email", "socials"]
 * pluginFeatures("send") // ["send"]
 */
export const pluginFeatures = (
  feature: PluginFeature | ReadonlyArray<PluginFeature> | undefined,
): ReadonlyArray<PluginFeature> =>
  feature === undefined ? [] : typeof feature === "string" ? [feature] : feature

/** Whether `feature` is on in the resolved `features` (`socials` while its list is not empty). */
export const isFeatureOn = (features: Features, feature: PluginFeature): boolean =>
  feature === "socials" ? socialsEnabled(features) : features[feature]
