import { describe, expect, it } from "vitest"
import { coreMessages } from "../../../core"
import { en } from "./en"

describe("the activity plugin's English messages", () => {
  it("the history toast is the spec's text, word for word (spec 8)", () => {
    expect(en["error.failedToFetchTransactions"]).toBe("Failed to fetch transactions")
  })

  it("the view is titled 'Activity' and dates are written in English", () => {
    expect(en["activity.title"]).toBe("Activity")
    expect(en["activity.locale"]).toBe("en")
  })

  it("are the plugin's own ids, under activity., besides the spec's toast", () => {
    expect(Object.keys(en).filter((id) => !id.startsWith("activity."))).toEqual([
      "error.failedToFetchTransactions",
    ])
  })

  it("shares no id with the kernel's catalogue (the catalogues merge; a duplicate is refused)", () => {
    expect(Object.keys(en).filter((id) => Object.hasOwn(coreMessages, id))).toEqual([])
  })
})
