import { describe, expect, it } from "vitest"
import { en } from "./en"

describe("the send plugin's English messages", () => {
  it("are the spec's exact validation texts (spec 5)", () => {
    expect(en["send.error.amountAndReceiverRequired"]).toBe(
      "An amount and receiver address are required",
    )
    expect(en["send.error.tokenRequired"]).toBe("A token is required")
    expect(en["send.error.invalidDecimal"]).toBe("not a valid decimal number")
  })

  it("are all the plugin's own ids, under send.", () => {
    expect(Object.keys(en).filter((id) => !id.startsWith("send."))).toEqual([])
  })
})
