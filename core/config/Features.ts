import { Effect, Schema } from "effect"
import { defaultSocials, SocialProvider } from "../validation/SocialProvider"
import { defaultConnectorOrder } from "./connectorOrder"

/** Default order of the account actions of the Account view (spec 9 "Wallet feature order"). */
export const defaultWalletFeatureOrder = ["onramp", "swaps", "receive", "send"] as const
/** The account actions; any order of them may be configured. */
export const WalletFeature = Schema.Literals(defaultWalletFeatureOrder)
/** One account action. */
export type WalletFeature = typeof WalletFeature.Type

/** The connector groups; any order of them may be configured. */
export const ConnectorGroup = Schema.Literals(defaultConnectorOrder)
/** One connector group. */
export type ConnectorGroup = typeof ConnectorGroup.Type

const flag = (value: boolean) =>
  Schema.Boolean.pipe(Schema.withDecodingDefaultKey(Effect.succeed(value)))

/**
 * The feature flags of spec 6 with the defaults of spec 9. `socials` is the list of
 * enabled social providers in display order (`false` or `[]` turns socials off).
 */
export const Features = Schema.Struct({
  swaps: flag(true),
  onramp: flag(true),
  email: flag(true),
  socials: Schema.Union([Schema.Array(SocialProvider), Schema.Literal(false)]).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(defaultSocials)),
  ),
  activity: flag(true),
  multiWallet: flag(false),
  emailCapture: flag(false),
  /** Pay with exchange (the pay plugin): when on, email and socials are disabled (spec 5). */
  payWithExchange: flag(false),
  /** The pay feature: when on, email and socials are disabled (spec 5). */
  payments: flag(false),
  /** The provider-authentication flag of spec 6 (sign-in handled by the provider). */
  providerAuthentication: flag(false),
  /** The provider-branding flag of spec 6 ("branding on" by default, spec 9). */
  branding: flag(true),
  receive: flag(true),
  send: flag(true),
  analytics: flag(true),
  allWallets: flag(true),
  legalCheckbox: flag(false),
  walletFeatureOrder: Schema.Array(WalletFeature).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(defaultWalletFeatureOrder)),
  ),
  connectorOrder: Schema.Array(ConnectorGroup).pipe(
    Schema.withDecodingDefaultKey(Effect.succeed(defaultConnectorOrder)),
  ),
})
/** The resolved feature flags. */
export type Features = typeof Features.Type
/** Feature flags as a developer writes them: every key optional. */
export type FeaturesInput = typeof Features.Encoded

/** The names of the boolean feature flags, which plugins can be gated on. */
export type FeatureFlag = {
  [K in keyof Features]: Features[K] extends boolean ? K : never
}[keyof Features]

/** Whether socials are on: a non-empty provider list. */
export const socialsEnabled = (features: Features): boolean =>
  features.socials !== false && features.socials.length > 0

/**
 * What can turn a plugin on: a boolean flag, or `socials` (on while its provider list is not
 * empty). The embedded wallet is on for email or for socials.
 */
export type PluginFeature = FeatureFlag | "socials"

/**
 * Merges feature layers, later ones winning, and applies the cross-feature rules:
 * remote features override local ones (spec 3, 6); when the pay feature is on (`payments`
 * or `payWithExchange`, issue 17), email and socials are disabled (spec 5).
 */
export const resolveFeatures = (
  local: Features,
  ...overrides: ReadonlyArray<Partial<Features> | undefined>
): Features => {
  let merged: Features = local
  for (const layer of overrides) {
    if (layer !== undefined) merged = { ...merged, ...definedOnly(layer) }
  }
  return payOn(merged) ? { ...merged, email: false, socials: false } : merged
}

/** Whether the pay feature is on: the `payments` flag or pay with exchange. */
const payOn = (features: Features): boolean => features.payments || features.payWithExchange

const definedOnly = <T extends object>(partial: Partial<T>): Partial<T> =>
  Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined)) as Partial<T>
