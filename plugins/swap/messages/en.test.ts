import { describe, expect, it } from "vitest"
import { coreMessages } from "../../../core"
import { en } from "./en"

describe("the swap plugin's English messages", () => {
  it("are the spec's swap error texts, word for word (spec 8)", () => {
    expect(en).toEqual({
      "error.networkNotSupportedForSwaps": "Network not supported for Swaps",
      "error.networkNotSupportedForGasPrice": "Network not supported for Gas Price",
      "error.insufficientLiquidity": "Insufficient liquidity",
    })
  })

  it("shares no id with the kernel's catalogue (the catalogues merge; a duplicate is refused)", () => {
    expect(Object.keys(en).filter((id) => Object.hasOwn(coreMessages, id))).toEqual([])
  })
})
