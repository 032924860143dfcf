import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseRequestTarget } from "./parseRequestTarget"

describe("parseRequestTarget", () => {
  it("reads the path and query of an origin-form target", () => {
    const url = parseRequestTarget("/v1/account/0xabc/balance?chainId=eip155:1")
    expect(url?.pathname).toBe("/v1/account/0xabc/balance")
    expect(url?.searchParams.get("chainId")).toBe("eip155:1")
  })

  it("keeps // a path instead of failing on an empty host (the relay crash of issue 11)", () => {
    expect(parseRequestTarget("//")?.pathname).toBe("//")
    expect(parseRequestTarget("///x?a=1")?.pathname).toBe("///x")
  })

  it("refuses targets that are not in origin form", () => {
    for (const target of [undefined, "", "*", "http://[::1", "http://host/path", "host:443"]) {
      expect(parseRequestTarget(target)).toBeUndefined()
    }
  })

  it("never throws, whatever the target", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (tail) => {
        const url = parseRequestTarget(`/${tail}`)
        expect(url === undefined || url.pathname.startsWith("/")).toBe(true)
        parseRequestTarget(tail)
      }),
      { numRuns: 2_000 },
    )
  })
})
