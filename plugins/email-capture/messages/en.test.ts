import { describe, expect, it } from "vitest"
import { coreMessages } from "../../../core"
import { en } from "./en"

describe("the email-capture plugin's English messages", () => {
  it("are all the plugin's own ids, under emailCapture.", () => {
    expect(Object.keys(en).filter((id) => !id.startsWith("emailCapture."))).toEqual([])
  })

  it("leave the invalid-email text to the kernel, whose text is the spec's exactly (spec 5)", () => {
    expect(coreMessages["error.invalidEmail"]).toBe("Please enter a valid email address")
    expect(Object.values(en)).not.toContain("Please enter a valid email address")
  })

  it("name the view's buttons Continue and Skip", () => {
    expect([en["emailCapture.continue"], en["emailCapture.skip"]]).toEqual(["Continue", "Skip"])
  })
})
