import { describe, expect, it } from "vitest"
import { loadFailureMessage } from "./loadFailureMessage"

describe("loadFailureMessage", () => {
  it("names a compile error's file relative to the folder, with its line and column", () => {
    const error = new Error("/work/app/src/extra.ts:3:3: ',' expected.")
    expect(loadFailureMessage(error, "/work/app")).toBe("src/extra.ts:3:3: ',' expected.")
  })

  it("is the first line of any other error", () => {
    expect(loadFailureMessage(new Error("Cannot find module './nope'\nRequire stack:"))).toBe(
      "Cannot find module './nope'",
    )
    expect(loadFailureMessage("text:1:2: not a file")).toBe("text:1:2: not a file")
  })
})
