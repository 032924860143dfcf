import { describe, expect, it } from "vitest"
import { isSessionStale } from "./isSessionStale"

describe("isSessionStale (spec 4)", () => {
  it("a session requested with the same chains is kept, in any order", () => {
    expect(isSessionStale(["eip155:1", "eip155:10"], ["eip155:10", "eip155:1"])).toBe(false)
  })

  it("a session is dropped when the requested chain list gained a network", () => {
    expect(isSessionStale(["eip155:1"], ["eip155:1", "eip155:10"])).toBe(true)
  })

  it("a session is dropped when the requested chain list lost a network", () => {
    expect(isSessionStale(["eip155:1", "eip155:10"], ["eip155:1"])).toBe(true)
  })

  it("a session with no requested chains at all is stale", () => {
    expect(isSessionStale([], ["eip155:1"])).toBe(true)
  })
})
