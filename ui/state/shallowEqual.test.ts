import { describe, expect, it } from "vitest"
import { shallowEqual } from "./shallowEqual"

describe("shallowEqual", () => {
  it("compares top-level values with Object.is", () => {
    const inner = { a: 1 }
    expect(shallowEqual({ a: 1, b: inner }, { a: 1, b: inner })).toBe(true)
    expect(shallowEqual({ a: 1, b: inner }, { a: 1, b: { a: 1 } })).toBe(false)
    expect(shallowEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false)
    expect(shallowEqual([1, 2], [1, 2])).toBe(true)
    expect(shallowEqual([1, 2], { 0: 1, 1: 2 })).toBe(false)
    expect(shallowEqual(Number.NaN, Number.NaN)).toBe(true)
    expect(shallowEqual(null, {})).toBe(false)
  })
})
