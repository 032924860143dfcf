import { describe, expect, it } from "vitest"
import { defaultSocials, isSocialProvider, socialProviders } from "./SocialProvider"

describe("SocialProvider", () => {
  it("social provider is one of google, github, apple, facebook, x, discord; Farcaster is also supported", () => {
    expect(socialProviders).toEqual([
      "google",
      "github",
      "apple",
      "facebook",
      "x",
      "discord",
      "farcaster",
    ])
    for (const provider of socialProviders) expect(isSocialProvider(provider)).toBe(true)
    for (const other of ["twitter", "Google", "telegram", ""])
      expect(isSocialProvider(other)).toBe(false)
  })

  it("default socials: google, x, discord, farcaster, github, apple, facebook", () => {
    expect(defaultSocials).toEqual([
      "google",
      "x",
      "discord",
      "farcaster",
      "github",
      "apple",
      "facebook",
    ])
  })
})
