import type { SocialProvider } from "../../../core"

/**
 * The providers' own names, as they write them: brand names, the same in every language (like
 * wallet names), which the catalogue's texts take as `{provider}`.
 */
export const socialProviderNames: Readonly<Record<SocialProvider, string>> = {
  google: "Google",
  github: "GitHub",
  apple: "Apple",
  facebook: "Facebook",
  x: "X",
  discord: "Discord",
  farcaster: "Farcaster",
}

/** The socials not built yet: listed in `features.socials`, but given no button. */
const notBuilt: ReadonlyArray<SocialProvider> = ["farcaster"]

/**
 * The social buttons to show for `socials` (the `features.socials` list, spec 9's default
 * order unless the developer set another): in that order, without those not built yet
 * (Farcaster), none when socials are off (`false`, also what the pay feature makes it, spec 5).
 * @example
 * socialButtons(["google", "x", "discord", "farcaster", "github"]) // ["google", "x", "discord", "github"]
 */
export const socialButtons = (
  socials: ReadonlyArray<SocialProvider> | false,
): ReadonlyArray<SocialProvider> =>
  socials === false ? [] : socials.filter((provider) => !notBuilt.includes(provider))
