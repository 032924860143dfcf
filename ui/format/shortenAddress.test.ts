import { describe, expect, it } from "vitest"
import { shortenAddress } from "./shortenAddress"

describe("shortenAddress", () => {
  it("shortens an address to 0x1234…abcd", () => {
    expect(shortenAddress("0x1234567890abcdef1234567890abcdef1234abcd")).toBe("0x1234…abcd")
  })

  it("leaves short strings alone", () => {
    expect(shortenAddress("0x1234")).toBe("0x1234")
  })
})
