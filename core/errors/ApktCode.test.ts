import { describe, expect, it } from "vitest"
import { type ApktCode, apktCodes, apktHints, isApktWarning } from "./ApktCode"
import type { ErrorCategory } from "./CategorizedError"
import { KitError } from "./KitError"

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

  it.each<[ApktCode, ErrorCategory]>([
    ["APKT001", "VALIDATION_ERROR"],
    ["APKT002", "API_ERROR"],
    ["APKT003", "NETWORK_ERROR"],
    ["APKT004", "WALLET_ERROR"],
    ["APKT005", "API_ERROR"],
    ["APKT006", "API_ERROR"],
    ["APKT007", "API_ERROR"],
    ["APKT008", "VALIDATION_ERROR"],
    ["APKT009", "API_ERROR"],
    ["APKT010", "API_ERROR"],
    ["APKTW001", "WALLET_ERROR"],
    ["APKTW002", "VALIDATION_ERROR"],
  ])("a KitError %s is reported in category %s", (code, category) => {
    expect(new KitError({ code }).category).toBe(category)
  })

  it("APKT001 'Network Not Found' names the id it did not find, as a VALIDATION_ERROR", () => {
    expect(new KitError({ code: "APKT001", detail: "eip155:137" })).toMatchObject({
      message: "Network Not Found: eip155:137",
      category: "VALIDATION_ERROR",
    })
  })

  it("treats APKTW codes as warnings and APKT codes as errors", () => {
    expect(isApktWarning("APKTW001")).toBe(true)
    expect(isApktWarning("APKTW002")).toBe(true)
    expect(isApktWarning("APKT001")).toBe(false)
    expect(isApktWarning("APKT010")).toBe(false)
  })
})
