import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import { checkSiwxNonce, generateSiwxNonce, isSiwxNonce } from "./SiwxNonce"

describe("sign-in nonces", () => {
  it("a generated nonce has at least 8 alphanumeric characters (EIP-4361 nonce rule)", () => {
    const nonce = generateSiwxNonce()
    expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(isSiwxNonce(nonce)).toBe(true)
  })

  it("generated nonces differ", () => {
    const nonces = new Set(Array.from({ length: 50 }, generateSiwxNonce))
    expect(nonces.size).toBe(50)
  })

  it("a nonce is at least 8 letters or digits and nothing else", () => {
    expect(isSiwxNonce("12341234")).toBe(true)
    expect(isSiwxNonce("abcDEF12")).toBe(true)
    expect(isSiwxNonce("1234567")).toBe(false)
    expect(isSiwxNonce("1234-5678")).toBe(false)
    expect(isSiwxNonce("12345678 ")).toBe(false)
    expect(isSiwxNonce("ééééééééé")).toBe(false)
  })

  const check = (expected: string, actual: string) =>
    Effect.runSync(Effect.result(checkSiwxNonce({ expected, actual })))

  it("checkSiwxNonce accepts the issued nonce", () => {
    expect(check("abcd1234", "abcd1234")).toEqual(Result.succeed(undefined))
  })

  it("checkSiwxNonce refuses another nonce with SiwxNonceMismatchError", () => {
    const result = check("abcd1234", "ABCD1234")
    expect(Result.isFailure(result) && result.failure._tag).toBe("SiwxNonceMismatchError")
    expect(Result.isFailure(result) && result.failure.message).toBe(
      "The sign-in message's nonce 'ABCD1234' is not the nonce issued ('abcd1234')",
    )
  })

  it("checkSiwxNonce refuses a malformed nonce as an invalid message", () => {
    const result = check("short", "short")
    expect(Result.isFailure(result) && result.failure.message).toBe(
      "Invalid sign-in message: the nonce 'short' is not at least 8 letters or digits",
    )
  })
})
