import { describe, expect, it } from "vitest"
import { defaultSocials } from "../../../core"
import { socialButtons } from "./socialProviderNames"

describe("the social buttons (spec 9's socials)", () => {
  it("spec 9: the default order google, x, discord, farcaster, github, apple, facebook", () => {
    expect(socialButtons(defaultSocials)).toEqual([
      "google",
      "x",
      "discord",
      "farcaster",
      "github",
      "apple",
      "facebook",
    ])
  })

  it("a developer's order is kept (Farcaster alone too); socials off (false, as the pay feature makes them, spec 5) gives none", () => {
    expect(socialButtons(["github", "farcaster", "google"])).toEqual([
      "github",
      "farcaster",
      "google",
    ])
    expect(socialButtons(["farcaster"])).toEqual(["farcaster"])
    expect(socialButtons(false)).toEqual([])
  })
})
