import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { SendOptions } from "./SendOptions"

const decode = Schema.decodeUnknownSync(SendOptions)

describe("SendOptions", () => {
  it("by default offers the native currency and every token held", () => {
    expect(decode({})).toEqual({ native: true })
  })

  it("takes a list of ERC-20 contracts and can leave the native currency out", () => {
    const tokens = ["0x5FbDB2315678afecb367f032d93F642f64180aa3"]
    expect(decode({ native: false, tokens })).toEqual({ native: false, tokens })
  })

  it("refuses a token that is not an address, naming the field", () => {
    expect(() => decode({ tokens: ["USDC"] })).toThrow(/tokens/)
  })
})
