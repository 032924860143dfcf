import { describe, expect, it } from "vitest"
import { amountDecimals, cutDecimals } from "./cutDecimals"

describe("cutDecimals", () => {
  it("keeps at most six decimals by default, cut rather than rounded", () => {
    expect(amountDecimals).toBe(6)
    expect(cutDecimals("1.2345679")).toBe("1.234567")
    expect(cutDecimals("0.9999999")).toBe("0.999999")
  })

  it("drops trailing and leading zeros", () => {
    expect(cutDecimals("2.500000000")).toBe("2.5")
    expect(cutDecimals("007.10")).toBe("7.1")
    expect(cutDecimals("3.0000001")).toBe("3")
    expect(cutDecimals("0")).toBe("0")
  })

  it("a non-zero amount too small to show is never shown as zero", () => {
    expect(cutDecimals("0.000000021")).toBe("<0.000001")
    expect(cutDecimals("-0.000000021")).toBe(">-0.000001")
    expect(cutDecimals("0.00000", 4)).toBe("0")
  })

  it("keeps a sign and large amounts whole", () => {
    expect(cutDecimals("-12.5")).toBe("-12.5")
    expect(cutDecimals("123456789012345678901234567890.1")).toBe("123456789012345678901234567890.1")
  })

  it("cuts to another count of decimals when asked", () => {
    expect(cutDecimals("1.234567", 4)).toBe("1.2345")
    expect(cutDecimals("0.00001", 4)).toBe("<0.0001")
  })

  it("returns text that is not a decimal as it is", () => {
    expect(cutDecimals("abc")).toBe("abc")
  })
})
