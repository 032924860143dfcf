import { describe, expect, it } from "vitest"
import { coreMessages } from "../../../core"
import { en } from "./en"

describe("the sign-in plugin's English messages", () => {
  it("are the spec's sign-in error texts, word for word (spec 8)", () => {
    expect(en["siwx.errorSigningMessage"]).toBe("Error signing message")
    expect(en["error.siwxNotEnabled"]).toBe("SIWX is not enabled")
  })

  it("shares no id with the kernel's catalogue (the catalogues merge; a duplicate is refused)", () => {
    expect(Object.keys(en).filter((id) => Object.hasOwn(coreMessages, id))).toEqual([])
  })
})
