import { describe, expect, it } from "vitest"
import { translationProblems } from "../../../core"
import ar from "./ar"
import de from "./de"
import { en } from "./en"
import es from "./es"
import fr from "./fr"
import ja from "./ja"

const translations = { ar, de, es, fr, ja }

describe("the multi-wallet plugin's translations", () => {
  it.each(Object.entries(translations))(
    "%s has every id of the English catalogue, no other, none empty, with the same arguments",
    (_, translation) => {
      expect(translationProblems(en, translation)).toEqual([])
    },
  )
})
