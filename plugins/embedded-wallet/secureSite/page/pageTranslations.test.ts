import { describe, expect, it } from "vitest"
import { pageMessagesEn } from "./pageMessages"
import { pageLocaleFor, pageTranslations } from "./pageTranslations"

describe("the frame page's languages", () => {
  it("each language has every text the visitor reads, with the same placeholders as English", () => {
    const shownIds = Object.keys(pageMessagesEn).filter((id) => !id.startsWith("page.error."))
    const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name)
    for (const [lang, texts] of Object.entries(pageTranslations)) {
      expect(Object.keys(texts).sort(), lang).toEqual([...shownIds].sort())
      for (const [id, text] of Object.entries(texts)) {
        expect(placeholders(text), `${lang} ${id}`).toEqual(
          placeholders(pageMessagesEn[id as keyof typeof pageMessagesEn]),
        )
      }
    }
  })

  it("picks the first preferred language it speaks; English when it speaks none, or when English comes first", () => {
    expect(pageLocaleFor(["pt-BR", "fr-CA", "de"]).lang).toBe("fr")
    expect(pageLocaleFor(["ar-EG"])).toMatchObject({ lang: "ar", rtl: true })
    expect(pageLocaleFor(["pt-BR"]).lang).toBe("en")
    expect(pageLocaleFor(["en-GB", "de"]).lang).toBe("en")
    expect(pageLocaleFor([]).messages).toBe(pageMessagesEn)
  })

  it("spec 8: error replies stay English in every language (the dApp tells a rejection by 'User rejected the request')", () => {
    expect(pageLocaleFor(["ja"]).messages["page.error.userRejected"]).toBe(
      "User rejected the request",
    )
    expect(pageLocaleFor(["ja"]).messages["page.approve.approve"]).toBe("承認")
  })
})
