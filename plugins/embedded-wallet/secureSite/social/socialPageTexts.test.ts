import { describe, expect, it } from "vitest"
import { type SocialLoginRefusal, socialLoginRefusals } from "./SocialLoginError"
import { socialPageTexts } from "./socialPageTexts"

describe("socialPageTexts: the popup pages' language from Accept-Language", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["de-CH,de;q=0.9,en;q=0.8", "de"],
    ["pt-BR,fr;q=0.7,en;q=0.5", "fr"],
    ["en-GB,ja;q=0.9", "en"],
    ["ja;q=0.2,es;q=0.8", "es"],
    ["AR-eg", "ar"],
    ["de;q=0,fr", "fr"],
    ["*", "en"],
    ["de;q=abc,es", "es"],
  ])("%j is %s", (header, lang) => {
    expect(socialPageTexts(header).lang).toBe(lang)
  })

  it("every language words the same refusals, each of them a refusal of the site, none empty; English uses the refusals' own messages", () => {
    const worded = Object.keys(socialPageTexts("de").refusals).sort()
    expect(worded.length).toBeGreaterThan(10)
    for (const lang of ["ar", "es", "fr", "ja"]) {
      const { refusals } = socialPageTexts(lang)
      expect(Object.keys(refusals).sort(), lang).toEqual(worded)
      expect(Object.values(refusals).every((text) => text.trim() !== "")).toBe(true)
    }
    for (const reason of worded) expect(socialLoginRefusals).toHaveProperty(reason)
    expect(socialPageTexts("en").refusals[worded[0] as SocialLoginRefusal]).toBeUndefined()
  })
})
