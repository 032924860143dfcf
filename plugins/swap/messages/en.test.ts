import { describe, expect, it } from "vitest"
import { coreMessages } from "../../../core"
import { en } from "./en"

describe("the swap plugin's English messages", () => {
  it("are the spec's swap error texts, word for word (spec 8)", () => {
    expect(en["error.networkNotSupportedForSwaps"]).toBe("Network not supported for Swaps")
    expect(en["error.networkNotSupportedForGasPrice"]).toBe("Network not supported for Gas Price")
    expect(en["error.insufficientLiquidity"]).toBe("Insufficient liquidity")
  })

  it("spec 5: decimal text that is not one reads 'not a valid decimal number'", () => {
    expect(en["swap.error.invalidDecimal"]).toBe("not a valid decimal number")
  })

  it("shares no id with the kernel's catalogue (the catalogues merge; a duplicate is refused)", () => {
    expect(Object.keys(en).filter((id) => Object.hasOwn(coreMessages, id))).toEqual([])
  })
})
