import { describe, expect, it } from "vitest"
import { readEmailLoginData } from "./EmailLoginData"

describe("readEmailLoginData", () => {
  it("reads the email and a verification step of spec 4 (VERIFY_OTP, VERIFY_DEVICE)", () => {
    expect(readEmailLoginData({ email: "ada@example.com", step: "VERIFY_OTP" })).toEqual({
      email: "ada@example.com",
      step: "VERIFY_OTP",
    })
    expect(readEmailLoginData({ email: "ada@example.com", step: "VERIFY_DEVICE", x: 1 })).toEqual({
      email: "ada@example.com",
      step: "VERIFY_DEVICE",
    })
  })

  it("is undefined for anything else: no data, CONNECT (no view), a missing email", () => {
    expect(readEmailLoginData(undefined)).toBeUndefined()
    expect(readEmailLoginData({ email: "ada@example.com", step: "CONNECT" })).toBeUndefined()
    expect(readEmailLoginData({ step: "VERIFY_OTP" })).toBeUndefined()
    expect(readEmailLoginData("ada@example.com")).toBeUndefined()
  })
})
