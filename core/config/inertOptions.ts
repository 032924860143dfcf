import { pluginFeatures } from "../plugins/pluginFeatures"
import type { FeatureFlag, PluginFeature } from "./Features"
import type { FoyerConfigInput } from "./FoyerConfig"

/** An option the developer set that this kit accepts but cannot act on, and why. */
export interface InertOption {
  /** Where it is set: `coinbasePreference`, `features.providerAuthentication`. */
  readonly path: string
  /** Why it changes nothing (one sentence, for `foyer doctor` and the development warning). */
  readonly reason: string
}

/** What of a listed plugin the check reads: its id, and the flag or flags that turn it on. */
export interface ListedPlugin {
  readonly id: string
  readonly feature?: PluginFeature | ReadonlyArray<PluginFeature> | undefined
}

/**
 * The boolean flags the kernel or the UI act on themselves (or that a rule below names).
 * Every other boolean flag only turns on the plugin whose `feature` it is: set on with no
 * such plugin listed, it does nothing (Features.test checks that each shipped plugin's flag is
 * not in this list, and each other flag is some shipped plugin's).
 */
export const kernelFlags: ReadonlySet<FeatureFlag> = new Set<FeatureFlag>([
  "payments",
  "providerAuthentication",
  "branding",
  "analytics",
  "allWallets",
  "legalCheckbox",
])

/** Options that only a plugin reads, by the id of that plugin. */
const pluginOptions = { siwx: "siwx", signOutOnDisconnect: "siwx" } as const

const onlyTurnsOnAPlugin = "it only turns on a plugin, and no listed plugin is turned on by it"

/** Whether a listed plugin is turned on by `flag`. */
const turnedOnBy = (listed: ReadonlyArray<ListedPlugin>, flag: PluginFeature): boolean =>
  listed.some((plugin) => pluginFeatures(plugin.feature).includes(flag))

type FeaturesInput = NonNullable<FoyerConfigInput["features"]>

/** A flag's value as set, remote over local (as the kernel merges them), and where it is set. */
const setFlag = <K extends keyof FeaturesInput>(
  input: FoyerConfigInput,
  flag: K,
): { readonly path: string; readonly value: FeaturesInput[K] } | undefined => {
  const remote = input.remoteFeatures?.[flag]
  if (remote !== undefined) return { path: `remoteFeatures.${flag}`, value: remote }
  const local = input.features?.[flag]
  return local === undefined ? undefined : { path: `features.${flag}`, value: local }
}

/** `reason` at the flag's path when it is set on (remote over local), else nothing. */
const flagOn = (
  input: FoyerConfigInput,
  flag: FeatureFlag,
  reason: string,
): ReadonlyArray<InertOption> => {
  const set = setFlag(input, flag)
  return set?.value === true ? [{ path: set.path, reason }] : []
}

/**
 * The options `input` sets that cannot do anything in this kit, each with the reason: an
 * option of spec 3 or a flag of spec 6 whose feature Foyer does not have (a Coinbase
 * connector, smart accounts, sign-in by the provider), the legal checkbox with nothing to agree to, a flag on whose plugin is not listed
 * (`multiWallet` without the multi-wallet plugin), and an option only an unlisted plugin reads. Only what the developer
 * wrote is checked: a default that cannot act is written down in docs/configure.md, not
 * warned about. `foyer doctor` lists these as warnings; a development build warns once in the
 * console when the kit starts.
 * @example
 * inertOptions({ projectId: "p", networks: ["eip155:1"], coinbasePreference: "eoaOnly" }, [])
 * // [{ path: "coinbasePreference", reason: "Foyer has no Coinbase connector …" }]
 */
export const inertOptions = (
  input: FoyerConfigInput,
  listed: ReadonlyArray<ListedPlugin>,
): ReadonlyArray<InertOption> => {
  const found: Array<InertOption> = []
  if (input.coinbasePreference !== undefined && input.coinbasePreference !== "all") {
    found.push({
      path: "coinbasePreference",
      reason:
        "Foyer has no Coinbase connector (the Coinbase Wallet SDK): Coinbase Wallet connects as a browser wallet or over WalletConnect, with no smart-wallet or EOA mode to choose",
    })
  }
  if (input.defaultAccountTypes !== undefined) {
    found.push({
      path: "defaultAccountTypes",
      reason:
        "Foyer has no smart accounts yet: every account, the embedded wallet's too, is an externally owned account, so there is no account type to prefer",
    })
  }
  for (const [option, plugin] of Object.entries(pluginOptions)) {
    if (input[option as keyof typeof pluginOptions] === undefined) continue
    if (listed.some((p) => p.id === plugin)) continue
    found.push({
      path: option,
      reason: `only the ${plugin} plugin reads it, and it is not listed in plugins`,
    })
  }
  const socials = setFlag(input, "socials")
  if (Array.isArray(socials?.value) && socials.value.length > 0) {
    if (!turnedOnBy(listed, "socials")) {
      found.push({ path: socials.path, reason: onlyTurnsOnAPlugin })
    }
  }
  found.push(
    ...flagOn(
      input,
      "providerAuthentication",
      "sign-in handled by the provider is not built; sign-in with the wallet is the siwx plugin",
    ),
    ...flagOn(
      input,
      "payments",
      "the pay feature is the pay plugin (payWithExchange); payments only turns the embedded wallet's email and social login off",
    ),
  )
  if (input.termsConditionsUrl === undefined && input.privacyPolicyUrl === undefined) {
    found.push(
      ...flagOn(
        input,
        "legalCheckbox",
        "neither termsConditionsUrl nor privacyPolicyUrl is set: there is nothing to agree to, so no checkbox shows",
      ),
    )
  }
  const flags = new Set([
    ...Object.keys(input.features ?? {}),
    ...Object.keys(input.remoteFeatures ?? {}),
  ])
  for (const flag of flags as Set<keyof FeaturesInput>) {
    if (flag === "socials" || kernelFlags.has(flag as FeatureFlag)) continue
    if (turnedOnBy(listed, flag as FeatureFlag)) continue
    const set = setFlag(input, flag)
    if (set?.value !== true) continue
    found.push({ path: set.path, reason: onlyTurnsOnAPlugin })
  }
  return found
}
