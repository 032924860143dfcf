import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileString, hostileValue } from "../../../test/hostile/hostileValues"
import { growthRatio } from "../../../test/hostile/linearGrowth"
import { defaultAllowedOrigins, isOriginAllowed } from "./isOriginAllowed"

const label = fc
  .string({ unit: fc.constantFrom(..."abcxyz0129-"), minLength: 1, maxLength: 10 })
  .filter((text) => !text.startsWith("-") && !text.endsWith("-"))
const scheme = fc.constantFrom("http", "https")
const port = fc.integer({ min: 1, max: 65535 })
const octet = fc.integer({ min: 0, max: 255 })

describe("allowed origins (spec 6): localhost, {ip}, *.pages.dev, *.vercel.app, *.ngrok-free.app, the secure-mobile hosts", () => {
  it("localhost and any IPv4 host are allowed on any port", () => {
    fc.assert(
      fc.property(scheme, port, fc.tuple(octet, octet, octet, octet), (s, p, ip) => {
        expect(isOriginAllowed(`${s}://localhost:${p}`, defaultAllowedOrigins)).toBe(true)
        expect(isOriginAllowed(`${s}://${ip.join(".")}:${p}`, defaultAllowedOrigins)).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it("a subdomain of a wildcard domain is allowed, at any depth; the bare domain and lookalikes are not", () => {
    const suffix = fc.constantFrom("pages.dev", "vercel.app", "ngrok-free.app")
    fc.assert(
      fc.property(
        scheme,
        fc.array(label, { minLength: 1, maxLength: 3 }),
        suffix,
        (s, labels, d) => {
          const sub = labels.join(".")
          expect(isOriginAllowed(`${s}://${sub}.${d}`, defaultAllowedOrigins)).toBe(true)
          expect(isOriginAllowed(`${s}://${d}`, defaultAllowedOrigins)).toBe(false)
          expect(isOriginAllowed(`${s}://${sub}${d}`, defaultAllowedOrigins)).toBe(false)
          expect(isOriginAllowed(`${s}://${sub}.${d}.evil.com`, defaultAllowedOrigins)).toBe(false)
          expect(isOriginAllowed(`ftp://${sub}.${d}`, defaultAllowedOrigins)).toBe(false)
        },
      ),
      { numRuns: 200 },
    )
  })

  it("only a string origin and a list of string patterns are read: nothing throws, nothing is turned into text", () => {
    fc.assert(
      fc.property(hostileValue, hostileValue, (origin, patterns) => {
        const allowed = isOriginAllowed(origin as string, patterns as ReadonlyArray<string>)
        if (typeof origin !== "string" || !Array.isArray(patterns)) expect(allowed).toBe(false)
        const withDefaults = isOriginAllowed(origin as string, [
          patterns as string,
          ...defaultAllowedOrigins,
        ])
        if (typeof origin !== "string") expect(withDefaults).toBe(false)
        const localhost = isOriginAllowed("http://localhost", patterns as ReadonlyArray<string>)
        expect(localhost).toBe(Array.isArray(patterns) && patterns.includes("localhost"))
      }),
      { numRuns: 200 },
    )
    expect(isOriginAllowed(["http://localhost"] as unknown as string, defaultAllowedOrigins)).toBe(
      false,
    )
    expect(isOriginAllowed("http://localhost", [["localhost"]] as unknown as string[])).toBe(false)
  })

  it("any text as origin or pattern gives an answer, never a throw", () => {
    fc.assert(
      fc.property(hostileString, hostileString, (origin, pattern) => {
        expect(typeof isOriginAllowed(origin, [pattern])).toBe("boolean")
        expect(
          typeof isOriginAllowed(`https://${origin}`, [pattern, ...defaultAllowedOrigins]),
        ).toBe("boolean")
      }),
      { numRuns: 200 },
    )
  })

  it("checking an origin takes time linear in its length and in the patterns' lengths", () => {
    const origin = (n: number) => `https://${"a.".repeat(n)}vercel.app`
    expect(
      growthRatio({
        input: origin,
        run: (o) => isOriginAllowed(o, defaultAllowedOrigins),
        size: 500,
      }),
    ).toBeLessThan(40)
    const pattern = (n: number) => [`https://${"a".repeat(n)}:1x`, `[${":".repeat(n)}`]
    expect(
      growthRatio({
        input: pattern,
        run: (p) => isOriginAllowed("https://a.example", p),
        size: 1_000,
      }),
    ).toBeLessThan(40)
  })
})
