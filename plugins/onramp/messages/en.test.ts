import { describe, expect, it } from "vitest"
import { en } from "./en"

describe("the onramp plugin's English messages", () => {
  it("are the spec's exact texts: the decimal rule (spec 5) and the fee range 1-2% (spec 9)", () => {
    expect(en["onramp.error.invalidDecimal"]).toBe("not a valid decimal number")
    expect(en["onramp.providerFee"].replace("{range}", "1-2%")).toBe("Provider fee: 1-2%")
  })

  it("name the sample payment methods, card and bank account (spec 9)", () => {
    expect([en["onramp.method.card"], en["onramp.method.ach_bank_account"]]).toEqual([
      "Card",
      "Bank account",
    ])
  })

  it("are all the plugin's own ids, under onramp.", () => {
    expect(Object.keys(en).filter((id) => !id.startsWith("onramp."))).toEqual([])
  })
})
