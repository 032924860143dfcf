import { describe, expect, it } from "vitest"
import {
  drawLoginCode,
  drawLoginCodeSalt,
  type LoginCodeBinding,
  LoginCodeKeyTooShortError,
  loginCodeAddress,
  makeLoginCodeHasher,
} from "./loginCode"

const key = new Uint8Array(32).fill(7)
const salt = new Uint8Array(16).fill(1)
const binding: LoginCodeBinding = { email: "alice@example.com", purpose: "login", salt }

/** A random source that answers `draws` in order. */
const sequence = (...draws: ReadonlyArray<number>) => {
  const left = [...draws]
  return () => {
    const next = left.shift()
    if (next === undefined) throw new Error("no draws left")
    return next
  }
}

describe("drawLoginCode", () => {
  it("gives 6 digits, leading zeros kept", () => {
    expect(drawLoginCode(sequence(4211))).toBe("004211")
    expect(drawLoginCode(sequence(999_999))).toBe("999999")
    expect(drawLoginCode(sequence(1_000_000))).toBe("000000")
  })

  it("has no modulo bias: a draw in the uint32 range's incomplete last block of 10^6 is thrown away", () => {
    // 4294 × 10^6 = 4_294_000_000 is the largest multiple of 10^6 below 2^32.
    expect(drawLoginCode(sequence(4_294_000_000, 2 ** 32 - 1, 4_293_999_999))).toBe("999999")
    expect(drawLoginCode(sequence(4_294_000_000, 123))).toBe("000123")
  })

  it("draws from the platform's CSPRNG by default: 6 digits, and not the same twice in a row of 20", () => {
    const codes = Array.from({ length: 20 }, () => drawLoginCode())
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(new Set(codes).size).toBeGreaterThan(1)
  })
})

describe("makeLoginCodeHasher", () => {
  it("refuses a key shorter than 32 bytes", () => {
    expect(() => makeLoginCodeHasher(new Uint8Array(31))).toThrow(
      new LoginCodeKeyTooShortError({ bytes: 31 }),
    )
    expect(new LoginCodeKeyTooShortError({ bytes: 31 }).message).toBe(
      "The login code key has 31 bytes; it needs at least 32 random bytes",
    )
  })

  it("the code matches its own hash; another code, key, salt, address or purpose does not", () => {
    const hasher = makeLoginCodeHasher(key)
    const codeHash = hasher.hash("123456", binding)
    expect(codeHash).toHaveLength(32)
    expect(hasher.matches("123456", binding, codeHash)).toBe(true)
    expect(hasher.matches("123457", binding, codeHash)).toBe(false)
    expect(
      makeLoginCodeHasher(new Uint8Array(32).fill(8)).matches("123456", binding, codeHash),
    ).toBe(false)
    expect(hasher.matches("123456", { ...binding, salt: new Uint8Array(16) }, codeHash)).toBe(false)
    expect(hasher.matches("123456", { ...binding, email: "bob@example.com" }, codeHash)).toBe(false)
    expect(hasher.matches("123456", { ...binding, purpose: "update-primary" }, codeHash)).toBe(
      false,
    )
  })

  it("keys the address as the site does: trimmed and lower-cased", () => {
    const hasher = makeLoginCodeHasher(key)
    expect(loginCodeAddress(" Alice@Example.COM ")).toBe("alice@example.com")
    const codeHash = hasher.hash("123456", { ...binding, email: "Alice@Example.com" })
    expect(hasher.matches("123456", binding, codeHash)).toBe(true)
  })

  it("a stored hash of another length is no match (and does not throw)", () => {
    const hasher = makeLoginCodeHasher(key)
    expect(hasher.matches("123456", binding, hasher.hash("123456", binding).slice(0, 31))).toBe(
      false,
    )
  })

  it("keeps its own copy of the key: zeroing the caller's buffer changes no hash", () => {
    const own = new Uint8Array(32).fill(9)
    const hasher = makeLoginCodeHasher(own)
    const before = hasher.hash("123456", binding)
    own.fill(0)
    expect(hasher.hash("123456", binding)).toEqual(before)
  })

  it("two salts drawn are different, 16 bytes each", () => {
    const [a, b] = [drawLoginCodeSalt(), drawLoginCodeSalt()]
    expect(a).toHaveLength(16)
    expect(a).not.toEqual(b)
  })
})
