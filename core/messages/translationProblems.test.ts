import { describe, expect, it } from "vitest"
import { messageArguments, translationProblems } from "./translationProblems"

describe("messageArguments", () => {
  it("finds plain and ICU arguments, not plural branch bodies", () => {
    expect(messageArguments("Open {name}")).toEqual(["name"])
    expect(
      messageArguments("{count, plural, one {# token} other {# tokens}} on {network}"),
    ).toEqual(["count", "network"])
    expect(messageArguments("{count, plural, =0 {none} one {one} other {many}}")).toEqual(["count"])
    expect(messageArguments("{amount, number} {when, date, medium}")).toEqual(["amount", "when"])
    expect(messageArguments("No arguments")).toEqual([])
  })
})

describe("translationProblems", () => {
  const english = { "a.title": "Open {name}", "a.close": "Close" }

  it("a complete translation with the same arguments has none", () => {
    expect(
      translationProblems(english, { "a.title": "Öffne {name}", "a.close": "Schließen" }),
    ).toEqual([])
  })

  it("names a missing id, an unknown id, an empty text and a changed argument", () => {
    expect(
      translationProblems(english, { "a.title": "Öffne {nom}", "a.close": " ", "a.extra": "x" }),
    ).toEqual([
      '"a.title" uses {nom}, English uses {name}',
      '"a.close" is empty',
      '"a.extra" is not an English message id',
    ])
    expect(translationProblems(english, { "a.close": "Fermer" })).toEqual(['"a.title" is missing'])
  })
})
