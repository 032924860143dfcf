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

/**
 * The social buttons to show for `socials` (the `features.socials` list, spec 9's default
 * order unless the developer set another): in that order, Farcaster among them (its button
 * opens ConnectingFarcaster rather than a popup), none when socials are off (`false`, also
 * what the pay feature makes it, spec 5).
 * @example
 * socialButtons(["google", "x", "discord", "farcaster", "github"]) // the same list
 */
export const socialButtons = (
  socials: ReadonlyArray<SocialProvider> | false,
): ReadonlyArray<SocialProvider> => (socials === false ? [] : socials)
