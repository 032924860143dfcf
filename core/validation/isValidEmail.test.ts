import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Email, EmailInvalidError, isValidEmail, validateEmail } from "./isValidEmail"

describe("isValidEmail", () => {
  it("accepts ordinary addresses", () => {
    for (const text of ["ada@example.com", "a.b+tag@mail.example.co.uk", "x@y.io"]) {
      expect(isValidEmail(text)).toBe(true)
    }
  })

  it("refuses text that is not an email address", () => {
    for (const text of [
      "",
      "ada",
      "ada@",
      "@example.com",
      "ada@example",
      "ada@.com",
      "ada@example..com",
      "ada@example.c",
      "a da@example.com",
      "ada@@example.com",
    ]) {
      expect(isValidEmail(text)).toBe(false)
    }
  })
})

describe("validateEmail", () => {
  it("invalid email input shows 'Please enter a valid email address'", () => {
    const result = validateEmail("not-an-email")
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) {
      expect(result.failure).toBeInstanceOf(EmailInvalidError)
      expect(result.failure.message).toBe("Please enter a valid email address")
    }
  })

  it("a valid email is returned as is", () => {
    expect(validateEmail("ada@example.com")).toEqual(Result.succeed("ada@example.com"))
  })

  it("the Email schema of email fields fails with the same text", () => {
    const form = Schema.Struct({ email: Email })
    const result = Schema.decodeUnknownResult(form)({ email: "nope" })
    expect(Result.isFailure(result) && result.failure.message).toBe(
      'Please enter a valid email address\n  at ["email"]',
    )
  })
})
