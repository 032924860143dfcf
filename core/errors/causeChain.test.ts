import { describe, expect, it } from "vitest"
import { causeChain, maxCauseChainLength } from "./causeChain"

describe("causeChain", () => {
  it("lists the error first, then its nested causes in order", () => {
    const root = new Error("root")
    const middle = new Error("middle", { cause: root })
    const top = new Error("top", { cause: middle })
    expect(causeChain(top)).toEqual([top, middle, root])
  })

  it("follows data.originalError, originalError and a JSON-RPC response's error", () => {
    const original = { code: 4902 }
    const wrapped = { code: -32603, data: { originalError: original } }
    const response = { jsonrpc: "2.0", id: 1, error: { code: 4001, message: "no" } }
    const legacy = { originalError: { code: 5000 } }
    expect(causeChain(wrapped)).toEqual([wrapped, original])
    expect(causeChain(response)).toEqual([response, response.error])
    expect(causeChain(legacy)).toEqual([legacy, legacy.originalError])
  })

  it("visits each object once, even when causes form a cycle", () => {
    const a: { cause?: unknown } = {}
    const b = { cause: a }
    a.cause = b
    expect(causeChain(a)).toEqual([a, b])
  })

  it(`stops after ${maxCauseChainLength} errors`, () => {
    let error: unknown = { depth: 0 }
    for (let depth = 1; depth < 100; depth++) error = { depth, cause: error }
    expect(causeChain(error)).toHaveLength(maxCauseChainLength)
  })

  it("gives an empty chain for null or undefined and a one-item chain for a string", () => {
    expect(causeChain(undefined)).toEqual([])
    expect(causeChain(null)).toEqual([])
    expect(causeChain("boom")).toEqual(["boom"])
  })
})
