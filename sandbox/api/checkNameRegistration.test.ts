import { describe, expect, it } from "vitest"
import {
  checkNameRegistration,
  registrationTimestampToleranceSeconds,
} from "./checkNameRegistration"

const now = new Date("2026-03-01T12:00:00.000Z")
const nowSeconds = now.getTime() / 1000
const address = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const rules = {
  zone: "foyer.id",
  now,
  chainOf: (chainId: number) => (chainId === 31337 ? "devnet" : undefined),
  isRegistered: (name: string) => name === "alice.foyer.id",
}
const request = (payload: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
  coin_type: 2147514985,
  address,
  message: JSON.stringify({
    name: "grace.foyer.id",
    attributes: {},
    timestamp: nowSeconds,
    ...payload,
  }),
  signature: "0x",
  ...overrides,
})
const reasonOf = (payload: Record<string, unknown>, overrides: Record<string, unknown> = {}) => {
  const checked = checkNameRegistration(request(payload, overrides), rules)
  return checked._tag === "Failed" ? checked.reasons[0]?.description : "checked"
}

describe("checkNameRegistration (the real name service's rules, but the signature)", () => {
  it("a well-formed registration passes with its chain, checksummed address and attributes", () => {
    const checked = checkNameRegistration(
      request({ attributes: { bio: "Admiral" } }, { address: address.toLowerCase() }),
      rules,
    )
    expect(checked).toEqual({
      _tag: "Checked",
      name: "grace.foyer.id",
      attributes: { bio: "Admiral" },
      address,
      coinType: 2147514985,
      chain: "devnet",
      message: request({ attributes: { bio: "Admiral" } }).message,
    })
  })

  it("no attributes, null or {} are recorded as null", () => {
    for (const attributes of [undefined, null, {}]) {
      const checked = checkNameRegistration(request({ attributes }), rules)
      expect(checked).toMatchObject({ _tag: "Checked", attributes: null })
    }
  })

  it("the timestamp is in seconds, within 10 s of the server's clock either way", () => {
    expect(registrationTimestampToleranceSeconds).toBe(10)
    expect(reasonOf({ timestamp: nowSeconds - 10 })).toBe("checked")
    expect(reasonOf({ timestamp: nowSeconds + 10 })).toBe("checked")
    expect(reasonOf({ timestamp: nowSeconds * 1000 })).toBe(
      `Signature UNIXTIME timestamp is ahead of the server's clock: ${nowSeconds * 1000}`,
    )
    expect(reasonOf({ timestamp: nowSeconds - 11 })).toBe(
      `Signature UNIXTIME timestamp is too old: ${nowSeconds - 11}`,
    )
  })

  it("a message that is not the payload is refused: not JSON, no name, a timestamp that is no whole number", () => {
    const invalid =
      "Invalid registration message: expected JSON.stringify({ name, attributes, timestamp }) with the timestamp in seconds"
    expect(reasonOf({}, { message: "grace.foyer.id" })).toBe(invalid)
    expect(reasonOf({}, { message: "[]" })).toBe(invalid)
    expect(reasonOf({ name: 7 })).toBe(invalid)
    expect(reasonOf({ timestamp: nowSeconds + 0.5 })).toBe(invalid)
    expect(reasonOf({ timestamp: String(nowSeconds) })).toBe(invalid)
  })

  it("only a non-empty bio is an accepted attribute", () => {
    const unsupported = "Unsupported name attribute in payload"
    expect(reasonOf({ attributes: { bio: "" } })).toBe(unsupported)
    expect(reasonOf({ attributes: { bio: 1 } })).toBe(unsupported)
    expect(reasonOf({ attributes: { bio: "x", avatar: "y" } })).toBe(unsupported)
    expect(reasonOf({ attributes: ["bio"] })).toBe(unsupported)
    // At most 255 bytes, as the real service: 127 two-byte letters and one more byte pass.
    expect(reasonOf({ attributes: { bio: `${"é".repeat(127)}x` } })).toBe("checked")
    expect(reasonOf({ attributes: { bio: "é".repeat(128) } })).toBe(unsupported)
  })

  it("a label has 4 to 64 characters; a longer name is repeated only by its start", () => {
    expect(reasonOf({ name: `${"a".repeat(64)}.foyer.id` })).toBe("checked")
    expect(reasonOf({ name: `${"a".repeat(65)}.foyer.id` })).toBe(
      `Invalid name length: ${"a".repeat(65)}.foyer.id`,
    )
    expect(reasonOf({ name: `${"a".repeat(200)}.foyer.id` })).toBe(
      `Invalid name length: ${"a".repeat(100)}… (209 characters)`,
    )
  })

  it("the checks run in the service's order: name, zone, length, coin type, address, taken, time", () => {
    expect(reasonOf({ name: "Al.example" }, { coin_type: 60 })).toBe(
      "Invalid name format: Al.example",
    )
    expect(reasonOf({ name: "al.example.id" }, { coin_type: 60 })).toBe(
      "Name is not in the allowed zones: al.example.id",
    )
    expect(reasonOf({ name: "al.foyer.id" }, { coin_type: 60 })).toBe(
      "Invalid name length: al.foyer.id",
    )
    expect(reasonOf({}, { coin_type: 60, address: "0x1" })).toBe("Unsupported coin type: 60")
    expect(reasonOf({}, { address: "0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266" })).toBe(
      "Invalid address: 0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
    )
    expect(reasonOf({ name: "alice.foyer.id", timestamp: 0 })).toBe(
      "Name is already registered: alice.foyer.id",
    )
  })
})
