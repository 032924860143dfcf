import { Schema } from "effect"

/** The social logins (spec 5): google, github, apple, facebook, x, discord, plus farcaster. */
export const socialProviders = [
  "google",
  "github",
  "apple",
  "facebook",
  "x",
  "discord",
  "farcaster",
] as const

/** A social login provider as a schema. */
export const SocialProvider = Schema.Literals(socialProviders)

/** A social login provider. */
export type SocialProvider = typeof SocialProvider.Type

/** The socials shown by default, in order (spec 9): google, x, discord, farcaster, github, apple, facebook. */
export const defaultSocials: ReadonlyArray<SocialProvider> = [
  "google",
  "x",
  "discord",
  "farcaster",
  "github",
  "apple",
  "facebook",
]

/** Whether `value` is a supported social provider. */
export const isSocialProvider = (value: unknown): value is SocialProvider =>
  typeof value === "string" && (socialProviders as ReadonlyArray<string>).includes(value)
