import { describe, expect, it } from "vitest"
import { toTransactionRequest, toTransactionValue } from "./toTransactionRequest"

const to = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"

describe("toTransactionValue", () => {
  it("numeric values are kept as wei", () => {
    expect(toTransactionValue(10n)).toBe(10n)
    expect(toTransactionValue(42)).toBe(42n)
    expect(toTransactionValue("1000000000000000000")).toBe(1000000000000000000n)
    expect(toTransactionValue("0x10")).toBe(16n)
    expect(toTransactionValue(" 7 ")).toBe(7n)
  })

  it("a non-numeric value becomes zero", () => {
    for (const value of ["abc", "", "0x", "1e18", Number.NaN, undefined, null, {}]) {
      expect(toTransactionValue(value)).toBe(0n)
    }
  })

  it("negative and fractional amounts are no amount of wei and become zero", () => {
    for (const value of [-1, -1n, "-5", 1.5, "1.5", Number.POSITIVE_INFINITY]) {
      expect(toTransactionValue(value)).toBe(0n)
    }
  })
})

describe("toTransactionRequest", () => {
  it("gas and gas price are optional", () => {
    expect(toTransactionRequest({ to, value: "abc" })).toEqual({ to, value: 0n })
    expect(Object.keys(toTransactionRequest({ to, gas: undefined }))).toEqual(["to", "value"])
  })

  it("keeps data, gas and gas price when given", () => {
    expect(
      toTransactionRequest({ to, value: 5n, data: "0xabcdef", gas: 21000n, gasPrice: 2n }),
    ).toEqual({ to, value: 5n, data: "0xabcdef", gas: 21000n, gasPrice: 2n })
  })
})
