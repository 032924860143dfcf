import { describe, expect, it } from "vitest"
import { coreMessages } from "../../../core"
import { en } from "./en"

describe("the activity plugin's English messages", () => {
  it("are the spec's history toast text, word for word (spec 8)", () => {
    expect(en).toEqual({
      "error.failedToFetchTransactions": "Failed to fetch transactions",
    })
  })

  it("shares no id with the kernel's catalogue (the catalogues merge; a duplicate is refused)", () => {
    expect(Object.keys(en).filter((id) => Object.hasOwn(coreMessages, id))).toEqual([])
  })
})
