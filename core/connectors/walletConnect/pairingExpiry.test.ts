import { describe, expect, it } from "vitest"
import { pairingExpiry } from "./pairingExpiry"

describe("pairingExpiry", () => {
  it("reads the URI's expiryTimestamp (seconds) as epoch milliseconds", () => {
    expect(
      pairingExpiry("wc:7f6e@2?relay-protocol=irn&symKey=587d&expiryTimestamp=1700000300", 5),
    ).toBe(1_700_000_300_000)
  })

  it("without an expiryTimestamp the pairing lives 5 minutes from now", () => {
    expect(pairingExpiry("wc:7f6e@2?relay-protocol=irn&symKey=587d", 1_000)).toBe(301_000)
    expect(pairingExpiry("wc:7f6e@2", 1_000)).toBe(301_000)
  })

  it("a malformed expiryTimestamp counts as absent", () => {
    expect(pairingExpiry("wc:7f6e@2?expiryTimestamp=soon", 0)).toBe(300_000)
    expect(pairingExpiry("wc:7f6e@2?expiryTimestamp=-5", 0)).toBe(300_000)
  })
})
