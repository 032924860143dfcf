import { describe, expect, it } from "vitest"
import { supportedLocales, translationProblems } from "../../../core"
import { pay } from "../index"
import ar from "./ar"
import de from "./de"
import { en } from "./en"
import es from "./es"
import fr from "./fr"
import ja from "./ja"

const translations = { ar, de, es, fr, ja }

describe("the pay plugin's translations", () => {
  it.each(Object.entries(translations))(
    "%s has the same ids and the same arguments as English",
    (_, catalogue) => {
      expect(translationProblems(en, catalogue)).toEqual([])
    },
  )

  it("the plugin lists every translated language, each loaded lazily as its catalogue", async () => {
    const loaders = pay().translations ?? {}
    expect(Object.keys(loaders).sort()).toEqual(supportedLocales.filter((l) => l !== "en").sort())
    for (const [locale, catalogue] of Object.entries(translations)) {
      const load = loaders[locale as keyof typeof loaders]
      expect((await load?.())?.default, locale).toBe(catalogue)
    }
  })
})
