import { describe, expect, it } from "vitest"
import { coreMessages } from "./coreMessages"
import { coreTranslations } from "./coreTranslations"
import type { TranslatedLocale } from "./Locale"
import { supportedLocales } from "./Locale"
import { pageButtonMessageIds, pageButtonMessages } from "./pageButtonMessages"

const translated = supportedLocales.filter((locale): locale is TranslatedLocale => locale !== "en")

describe("pageButtonMessages", () => {
  it("the ids are the kernel's messages the page buttons show", () => {
    expect(pageButtonMessageIds.filter((id) => !(id in coreMessages))).toEqual([])
  })

  it.each(translated)(
    "%s: the kernel translation gives those ids the table's texts (it spreads them and overrides none)",
    async (locale) => {
      const loader = coreTranslations[locale]
      expect(loader).toBeDefined()
      const translation = (await loader!()).default
      expect(pageButtonMessages[locale]).toEqual(
        Object.fromEntries(pageButtonMessageIds.map((id) => [id, translation[id]])),
      )
    },
  )
})
