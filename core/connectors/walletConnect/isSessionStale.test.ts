import { describe, expect, it } from "vitest"
import { isSessionStale } from "./isSessionStale"

const session = (chains: ReadonlyArray<string>) => ({
  requiredNamespaces: {},
  optionalNamespaces: { eip155: { chains } },
})

describe("isSessionStale (spec 4)", () => {
  it("a session requested with the same chains is kept, in any order", () => {
    expect(isSessionStale(session(["eip155:1", "eip155:10"]), ["eip155:10", "eip155:1"])).toBe(
      false,
    )
  })

  it("a session is dropped when the requested chain list gained a network", () => {
    expect(isSessionStale(session(["eip155:1"]), ["eip155:1", "eip155:10"])).toBe(true)
  })

  it("a session is dropped when the requested chain list lost a network", () => {
    expect(isSessionStale(session(["eip155:1", "eip155:10"]), ["eip155:1"])).toBe(true)
  })

  it("required and optional namespaces both count, and a chain-keyed namespace is a chain", () => {
    expect(
      isSessionStale(
        {
          requiredNamespaces: { eip155: { chains: ["eip155:1"] } },
          optionalNamespaces: { "eip155:10": {} },
        },
        ["eip155:1", "eip155:10"],
      ),
    ).toBe(false)
  })

  it("a session with no requested chains at all is stale", () => {
    expect(isSessionStale({}, ["eip155:1"])).toBe(true)
  })
})
