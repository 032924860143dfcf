import { describe, expect, it } from "vitest"
import { defaultSocials } from "../../../core"
import { socialButtons } from "./socialProviderNames"

describe("the social buttons (spec 9's socials)", () => {
  it("spec 9: the default order google, x, discord, github, apple, facebook, without Farcaster (not built yet)", () => {
    expect(socialButtons(defaultSocials)).toEqual([
      "google",
      "x",
      "discord",
      "github",
      "apple",
      "facebook",
    ])
  })

  it("a developer's order is kept; socials off (false, as the pay feature makes them, spec 5) or only Farcaster gives none", () => {
    expect(socialButtons(["github", "google"])).toEqual(["github", "google"])
    expect(socialButtons(false)).toEqual([])
    expect(socialButtons(["farcaster"])).toEqual([])
  })
})
