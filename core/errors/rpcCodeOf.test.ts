import { describe, expect, it } from "vitest"
import { rpcCodeOf } from "./rpcCodeOf"

describe("rpcCodeOf", () => {
  it("reads a numeric code", () => {
    expect(rpcCodeOf({ code: 4001 })).toBe(4001)
    expect(rpcCodeOf({ code: -32603 })).toBe(-32603)
  })

  it("reads an integer written as a string", () => {
    expect(rpcCodeOf({ code: "5002" })).toBe(5002)
    expect(rpcCodeOf({ code: " -32000 " })).toBe(-32000)
  })

  it("ignores codes that are not integers", () => {
    expect(rpcCodeOf({ code: "ACTION_REJECTED" })).toBeUndefined()
    expect(rpcCodeOf({ code: 1.5 })).toBeUndefined()
    expect(rpcCodeOf({ code: "APKT003" })).toBeUndefined()
    expect(rpcCodeOf({})).toBeUndefined()
    expect(rpcCodeOf("4001")).toBeUndefined()
  })
})
