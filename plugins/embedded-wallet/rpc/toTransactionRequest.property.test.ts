import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileRecord, hostileValue } from "../../../test/hostile/hostileValues"
import { growthRatio } from "../../../test/hostile/linearGrowth"
import {
  type TransactionRequestInput,
  toTransactionRequest,
  toTransactionValue,
} from "./toTransactionRequest"

const expectedValue = (value: unknown): bigint => {
  if (typeof value === "bigint") return value >= 0n ? value : 0n
  if (typeof value === "number") return Number.isInteger(value) && value >= 0 ? BigInt(value) : 0n
  if (typeof value === "string" && /^\s*(?:\d+|0x[0-9a-fA-F]+)\s*$/.test(value)) {
    return BigInt(value.trim())
  }
  return 0n
}

describe("transaction values (spec 5): a non-numeric value becomes zero; gas and gas price are optional", () => {
  it("a wei amount as a bigint, a whole number, or decimal or 0x-hex text is kept exactly", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (wei) => {
        expect(toTransactionValue(wei)).toBe(wei)
        expect(toTransactionValue(wei.toString())).toBe(wei)
        expect(toTransactionValue(`0x${wei.toString(16)}`)).toBe(wei)
        expect(toTransactionValue(` ${wei} `)).toBe(wei)
      }),
      { numRuns: 200 },
    )
  })

  it("anything else, including negatives, fractions, NaN and text with other characters, is zero; nothing throws", () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        const wei = toTransactionValue(value)
        expect(wei).toBe(expectedValue(value))
        expect(wei >= 0n).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it("a request keeps to, data, gas and gas price as given and leaves out the absent ones", () => {
    fc.assert(
      fc.property(hostileRecord(["to", "value", "data", "gas", "gasPrice"]), (input) => {
        const request = toTransactionRequest(input as unknown as TransactionRequestInput)
        expect(request.value).toBe(expectedValue(input.value))
        expect(request.to).toBe(input.to)
        for (const key of ["data", "gas", "gasPrice"] as const) {
          expect(key in request).toBe(input[key] !== undefined)
          if (input[key] !== undefined) expect(request[key]).toBe(input[key])
        }
      }),
      { numRuns: 200 },
    )
  })

  it("reading a value takes time linear in its text's length", () => {
    const input = (n: number) => `${"1".repeat(n)}x`
    expect(growthRatio({ input, run: toTransactionValue, size: 2_000 })).toBeLessThan(40)
  })
})
