import { Effect, Result } from "effect"
import { validateSiweMessage } from "viem/siwe"
import { describe, expect, it } from "vitest"
import { checkSiwxTimeWindow } from "./checkSiwxTimeWindow"

const window = {
  issuedAt: "2026-03-01T12:00:00Z",
  notBefore: "2026-03-01T12:10:00+00:00",
  expirationTime: "2026-03-01T13:00:00.000Z",
}
const at = (iso: string, fields: Parameters<typeof checkSiwxTimeWindow>[0] = window) => {
  const result = Effect.runSync(Effect.result(checkSiwxTimeWindow(fields, new Date(iso))))
  return Result.isFailure(result) ? result.failure.message : "valid"
}

describe("checkSiwxTimeWindow", () => {
  it("a message is valid from its not-before until just before its expiration time", () => {
    expect(at("2026-03-01T12:10:00Z")).toBe("valid")
    expect(at("2026-03-01T12:59:59.999Z")).toBe("valid")
  })

  it("a message has expired at its expiration instant", () => {
    expect(at("2026-03-01T13:00:00Z")).toBe(
      "The sign-in message expired at 2026-03-01T13:00:00.000Z (now 2026-03-01T13:00:00.000Z)",
    )
  })

  it("a message is not valid before its not-before time", () => {
    expect(at("2026-03-01T12:09:59Z")).toBe(
      "The sign-in message is not valid before 2026-03-01T12:10:00+00:00 (now 2026-03-01T12:09:59.000Z)",
    )
  })

  it("a message issued after now is refused", () => {
    expect(at("2026-03-01T11:59:59Z")).toBe(
      "The sign-in message is issued at 2026-03-01T12:00:00Z, after now (2026-03-01T11:59:59.000Z)",
    )
  })

  it("without not-before and expiration, a message is valid from its issued-at on", () => {
    expect(at("2026-03-01T12:00:00Z", { issuedAt: window.issuedAt })).toBe("valid")
    expect(at("2126-03-01T12:00:00Z", { issuedAt: window.issuedAt })).toBe("valid")
  })

  it("times are compared as instants, whatever their offset", () => {
    expect(at("2026-03-01T12:30:00Z", { issuedAt: "2026-03-01T14:29:00+02:00" })).toBe("valid")
    expect(at("2026-03-01T12:28:00Z", { issuedAt: "2026-03-01T14:29:00+02:00" })).toContain(
      "after now",
    )
  })

  it("a time that is not RFC 3339 is an invalid message naming the field", () => {
    expect(at("2026-03-01T12:30:00Z", { issuedAt: "yesterday" })).toBe(
      "Invalid sign-in message: the issuedAt 'yesterday' is not an RFC 3339 date-time",
    )
  })
})

describe("checkSiwxTimeWindow agrees with viem's validateSiweMessage", () => {
  // viem checks not-before and expiration only; from the issued-at instant on, both agree.
  it("on not-before and expiration, at and around each edge", () => {
    const message = {
      address: "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",
      domain: "app.test",
      nonce: "abcd1234",
      version: "1",
      issuedAt: new Date(window.issuedAt),
      notBefore: new Date(window.notBefore),
      expirationTime: new Date(window.expirationTime),
    } as const
    for (const time of [
      "2026-03-01T12:00:00Z",
      "2026-03-01T12:09:59.999Z",
      "2026-03-01T12:10:00Z",
      "2026-03-01T12:59:59.999Z",
      "2026-03-01T13:00:00Z",
      "2026-03-02T00:00:00Z",
    ]) {
      expect(at(time) === "valid", time).toBe(
        validateSiweMessage({ message, time: new Date(time) }),
      )
    }
  })
})
