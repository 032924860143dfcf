import { describe, expect, it } from "vitest"
import { maxNameSuggestions, suggestNames } from "./suggestNames"

describe("suggestNames", () => {
  it("the exact name comes first with whether it is taken, then only available variants, 5 in all", () => {
    const taken = new Set(["grace.foyer.id", "my-grace.foyer.id", "grace1.foyer.id"])
    const suggestions = suggestNames("grace", "foyer.id", (name) => taken.has(name))
    expect(suggestions).toEqual([
      { name: "grace.foyer.id", registered: true },
      { name: "grace-id.foyer.id", registered: false },
      { name: "grace2.foyer.id", registered: false },
      { name: "grace3.foyer.id", registered: false },
      { name: "grace4.foyer.id", registered: false },
    ])
    expect(suggestions).toHaveLength(maxNameSuggestions)
  })

  it("when every variant is taken only the exact name is left", () => {
    expect(suggestNames("grace", "foyer.id", (name) => name !== "grace.foyer.id")).toEqual([
      { name: "grace.foyer.id", registered: false },
    ])
  })
})
