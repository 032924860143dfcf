import { base64urlnopad } from "@scure/base"
import { describe, expect, it } from "vitest"
import { openSealedJson, sealJson } from "./sealedValue"

const key = new Uint8Array(32).fill(1)

describe("sealJson / openSealedJson (AES-256-GCM under the site's key)", () => {
  it("opens what it sealed, and seals the same value differently each time (random nonce)", () => {
    const value = { state: "s", nested: [1, "two"] }
    const first = sealJson(key, "social-login-attempt", value)
    const second = sealJson(key, "social-login-attempt", value)
    expect(first).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(second).not.toBe(first)
    expect(openSealedJson(key, "social-login-attempt", first)).toEqual({ value })
    expect(openSealedJson(key, "social-login-attempt", second)).toEqual({ value })
  })

  it("does not open under another key or for another purpose", () => {
    const sealed = sealJson(key, "social-login-attempt", { a: 1 })
    expect(
      openSealedJson(new Uint8Array(32).fill(2), "social-login-attempt", sealed),
    ).toBeUndefined()
    expect(openSealedJson(key, "social-login-result", sealed)).toBeUndefined()
  })

  it("does not open once any byte changed, nor another version, nor text that is no seal", () => {
    const bytes = base64urlnopad.decode(sealJson(key, "social-login-result", { a: 1 }))
    for (let index = 0; index < bytes.length; index++) {
      const changed = bytes.slice()
      changed[index] = (changed[index] ?? 0) ^ 1
      expect(
        openSealedJson(key, "social-login-result", base64urlnopad.encode(changed)),
      ).toBeUndefined()
    }
    expect(
      openSealedJson(key, "social-login-result", base64urlnopad.encode(bytes.subarray(0, 20))),
    ).toBeUndefined()
    for (const text of ["", "not base64!", "AAAA"]) {
      expect(openSealedJson(key, "social-login-result", text)).toBeUndefined()
    }
  })

  it("refuses a key that is not 32 bytes", () => {
    expect(() => sealJson(new Uint8Array(16), "social-login-attempt", 1)).toThrow(RangeError)
    expect(() => openSealedJson(new Uint8Array(31), "social-login-attempt", "")).toThrow(RangeError)
  })
})
