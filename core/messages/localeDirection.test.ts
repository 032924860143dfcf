import { describe, expect, it } from "vitest"
import { supportedLocales } from "./Locale"
import { localeDirection } from "./localeDirection"

describe("localeDirection", () => {
  it("Arabic is written right to left, every other supported language left to right", () => {
    expect(supportedLocales.map((locale) => [locale, localeDirection(locale)])).toEqual([
      ["en", "ltr"],
      ["ar", "rtl"],
      ["de", "ltr"],
      ["es", "ltr"],
      ["fr", "ltr"],
      ["ja", "ltr"],
    ])
  })
})
