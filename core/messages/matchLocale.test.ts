import { describe, expect, it } from "vitest"
import { chooseLocale, matchLocale } from "./matchLocale"

describe("matchLocale", () => {
  it("matches a supported language by its primary subtag, whatever the region or case", () => {
    expect(matchLocale("ar-EG")).toBe("ar")
    expect(matchLocale("de-AT")).toBe("de")
    expect(matchLocale("es_MX")).toBe("es")
    expect(matchLocale("FR")).toBe("fr")
    expect(matchLocale("ja-JP-u-ca-japanese")).toBe("ja")
    expect(matchLocale("en-GB")).toBe("en")
  })

  it("a language Foyer does not speak matches none", () => {
    expect(matchLocale("pt-BR")).toBeUndefined()
    expect(matchLocale("")).toBeUndefined()
    expect(matchLocale("english")).toBeUndefined()
  })
})

describe("chooseLocale", () => {
  it("the configured locale wins over the browser's", () => {
    expect(chooseLocale("ar-EG", ["de-DE"])).toBe("ar")
  })

  it("without a configured locale, the first browser language Foyer speaks", () => {
    expect(chooseLocale(undefined, ["pt-BR", "fr-CA", "de"])).toBe("fr")
  })

  it("a configured locale Foyer does not speak falls back to the browser's", () => {
    expect(chooseLocale("pt-BR", ["ja-JP"])).toBe("ja")
  })

  it("English when nothing matches", () => {
    expect(chooseLocale(undefined, [])).toBe("en")
    expect(chooseLocale("zh-CN", ["ko-KR"])).toBe("en")
  })
})
