import { Effect } from "effect"
import type { FeatureFlag } from "../config/Features"
import { isDevelopment } from "../config/warnInertOptions"
import { AlertError, type AlertErrorReason, alertErrorMessages } from "../errors/AlertError"
import { ViewNotAvailableError } from "./ViewNotAvailableError"

/** A view of spec 2 that only a feature of spec 6 shows, and what asking for it without that feature says. */
export interface FeatureView {
  /** The feature flag that must be on. */
  readonly feature: FeatureFlag
  /** The id of the plugin foyer ships that draws the view (`foyer add <id>`). */
  readonly plugin: string
  /** The developer alert of spec 8 for asking for the view while the feature is not in the kit. */
  readonly alert: AlertErrorReason
}

/**
 * The spec's views that a feature's plugin draws and for which spec 8 names a developer alert
 * when the view is asked for while the feature is not in the kit (its flag off, or its plugin
 * not listed). The kernel knows these views by name only to raise that alert: it cannot learn
 * them from a plugin the page did not list. Spec 8 names one: 'Multi-Wallet Not Enabled'.
 */
export const featureViews: Readonly<Record<string, FeatureView>> = {
  ProfileWallets: {
    feature: "multiWallet",
    plugin: "multi-wallet",
    alert: "multiWalletNotEnabled",
  },
}

/** The development console's line for asking for `view`, a feature's view, without the feature. */
export const featureViewWarning = (view: string, { feature, plugin, alert }: FeatureView): string =>
  `[foyer] ${alertErrorMessages[alert]}: open({ view: "${view}" }) needs features.${feature} on and the ${plugin} plugin listed in plugins (foyer add ${plugin}).`

/**
 * Turns the refusal of a feature's view (`ViewNotAvailableError` for a view of
 * {@link featureViews}) into that feature's developer alert (spec 8): the effect fails with
 * `AlertError` (its `message` the spec's text, its `cause` the refusal), and a development
 * build also says what to do in the console. Any other failure passes unchanged.
 * @example
 * alertFeatureViews(modal.open({ view: { name: "ProfileWallets" } }))
 * // without the multi-wallet plugin: fails with AlertError 'Multi-Wallet Not Enabled'
 */
export const alertFeatureViews = <A, E, R>(
  effect: Effect.Effect<A, E, R>,
  development: () => boolean = isDevelopment,
): Effect.Effect<A, E | AlertError, R> =>
  Effect.catch(effect, (error) => {
    const gated = featureViewRefused(error)
    if (gated === undefined) return Effect.fail<E | AlertError>(error)
    return Effect.andThen(
      Effect.sync(() => {
        if (development()) console.warn(featureViewWarning(gated.view, gated.entry))
      }),
      Effect.fail(new AlertError({ reason: gated.entry.alert, cause: error })),
    )
  })

/** The feature's view `error` refused, when it is the router's refusal of one. */
const featureViewRefused = (
  error: unknown,
): { readonly view: string; readonly entry: FeatureView } | undefined => {
  if (!(error instanceof ViewNotAvailableError)) return undefined
  const entry = Object.hasOwn(featureViews, error.view) ? featureViews[error.view] : undefined
  return entry === undefined ? undefined : { view: error.view, entry }
}
