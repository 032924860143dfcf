import { Result, Schema } from "effect"
import fc from "fast-check"
import { getAddress } from "viem"
import { describe, expect, it } from "vitest"
import { anyCharacter, hostileValue } from "../../test/hostile/hostileValues"
import { growthRatio } from "../../test/hostile/linearGrowth"
import { EvmAddress, hasValidChecksum, isEvmAddress } from "./isEvmAddress"

const hex = "0123456789abcdefABCDEF"
const address = fc
  .string({ unit: fc.constantFrom(...hex), minLength: 40, maxLength: 40 })
  .map((digits) => `0x${digits}` as const)

describe("address (spec 5): 0x plus 40 hex characters, checksum optional", () => {
  it("every 0x plus 40 hex characters, in any case, is an address", () => {
    fc.assert(
      fc.property(address, (text) => {
        expect(isEvmAddress(text)).toBe(true)
        expect(Result.isSuccess(Schema.decodeUnknownResult(EvmAddress)(text))).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it("the EIP-55 checksummed form of an address has a valid checksum, and so does its lower case", () => {
    fc.assert(
      fc.property(address, (text) => {
        expect(hasValidChecksum(getAddress(text))).toBe(true)
        expect(hasValidChecksum(text.toLowerCase() as `0x${string}`)).toBe(true)
      }),
      { numRuns: 100 },
    )
  })

  it("a character removed, added or replaced by a non-hex one makes it no address", () => {
    const nonHex = anyCharacter.filter((c) => !hex.includes(c))
    fc.assert(
      fc.property(address, nonHex, fc.integer({ min: 2, max: 41 }), (text, c, at) => {
        for (const mutated of [
          text.slice(0, at) + text.slice(at + 1),
          `${text.slice(0, at)}0${text.slice(at)}`,
          text.slice(0, at) + c + text.slice(at + 1),
        ]) {
          expect(isEvmAddress(mutated)).toBe(false)
          expect(Result.isFailure(Schema.decodeUnknownResult(EvmAddress)(mutated))).toBe(true)
        }
      }),
      { numRuns: 200 },
    )
  })

  it("only a string is an address, and nothing throws", () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        const expected = typeof value === "string" && /^0x[0-9a-fA-F]{40}$/.test(value)
        expect(isEvmAddress(value)).toBe(expected)
        expect(hasValidChecksum(value as `0x${string}`)).toBe(
          expected && hasValidChecksum(value as `0x${string}`),
        )
        expect(Result.isSuccess(Schema.decodeUnknownResult(EvmAddress)(value))).toBe(expected)
      }),
      { numRuns: 200 },
    )
  })

  it("checking an address takes time linear in the text's length", () => {
    const input = (n: number) => `0x${"a".repeat(n)}`
    expect(growthRatio({ input, run: isEvmAddress, size: 4_000 })).toBeLessThan(40)
  })
})
