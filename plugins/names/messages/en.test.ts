import { describe, expect, it } from "vitest"
import { coreMessages } from "../../../core"
import { en } from "./en"

describe("the names plugin's English messages", () => {
  it("are the spec's name-service error texts, word for word (spec 8)", () => {
    expect(
      Object.fromEntries(Object.entries(en).filter(([id]) => id.startsWith("error."))),
    ).toEqual({
      "error.errorResolvingName": "Error resolving name",
      "error.errorFetchingNameSuggestions": "Error fetching name suggestions",
      "error.errorFetchingNamesForAddress": "Error fetching names for address",
      "error.errorRegisteringName": "Error registering name {name}",
    })
  })

  it("are the plugin's own ids, under names., besides the spec's error texts", () => {
    expect(
      Object.keys(en).filter((id) => !id.startsWith("names.") && !id.startsWith("error.")),
    ).toEqual([])
  })

  it("shares no id with the kernel's catalogue (the catalogues merge; a duplicate is refused)", () => {
    expect(Object.keys(en).filter((id) => Object.hasOwn(coreMessages, id))).toEqual([])
  })
})
