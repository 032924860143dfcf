import { describe, expect, it } from "vitest"
import { translationProblems } from "../../../core"
import ar from "./ar"
import de from "./de"
import { en } from "./en"
import es from "./es"
import fr from "./fr"
import ja from "./ja"

const translations = { ar, de, es, fr, ja }

describe("the embedded wallet's translations", () => {
  it.each(Object.entries(translations))(
    "%s has every id of the English catalogue, no other, none empty, with the same arguments",
    (_, translation) => {
      expect(translationProblems(en, translation)).toEqual([])
    },
  )

  // "{n} seconds": a language whose nouns change with the number (Intl.PluralRules knows
  // more than "other" for it) words the seconds as an ICU plural of n; Japanese has one form.
  it.each(Object.entries(translations))(
    "%s words the email cooldown's seconds as its language counts them",
    (language, translation) => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
      const text = translation["error.emailCooldown"]
      if (categories.length === 1) expect(text).not.toContain("plural")
      else expect(text).toMatch(/\{n, plural, (?:.*\s)?one \{.*\bother \{# [^}]+\}\}/)
    },
  )

  it("Arabic's cooldown has a branch for each of its plural categories", () => {
    for (const category of new Intl.PluralRules("ar").resolvedOptions().pluralCategories) {
      expect(ar["error.emailCooldown"]).toMatch(new RegExp(`\\b${category} \\{`))
    }
  })
})
