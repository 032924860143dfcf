import { describe, expect, it } from "vitest"
import { apktCodes, apktHints, isApktWarning } from "./ApktCode"

describe("ApktCode", () => {
  it("gives each code the meaning of the spec's table", () => {
    expect(apktCodes).toEqual({
      APKT001: "Network Not Found",
      APKT002: "Invalid App Configuration",
      APKT003: "Network Error: Wallet Load Failed",
      APKT004: "Wallet Request Timeout",
      APKT005: "Unverified Domain",
      APKT006: "Session Expired",
      APKT007: "Invalid Project ID",
      APKT008: "Project ID Missing",
      APKT009: "Server Error",
      APKT010: "Rate Limited",
      APKTW001: "Inactive Namespace Not Connected",
      APKTW002: "Invalid Email Address",
    })
  })

  it("keeps the spec's explanations beside three codes", () => {
    expect(apktHints).toEqual({
      APKT002: "origin not allowed",
      APKT006: "check system date and time",
      APKT009: "app configuration fetch failed",
    })
  })

  it("treats APKTW codes as warnings and APKT codes as errors", () => {
    expect(isApktWarning("APKTW001")).toBe(true)
    expect(isApktWarning("APKTW002")).toBe(true)
    expect(isApktWarning("APKT001")).toBe(false)
    expect(isApktWarning("APKT010")).toBe(false)
  })
})
