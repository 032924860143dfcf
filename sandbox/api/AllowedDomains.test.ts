import { describe, expect, it } from "vitest"
import { loopbackDomains, makeAllowedDomains } from "./AllowedDomains"

describe("the domains a project's pages are on (issue 30 M2)", () => {
  it("an entry host:port allows that authority only; a bare host allows it without a port", () => {
    const domains = makeAllowedDomains(["dapp.example", "127.0.0.1:4173"])
    expect(domains.allows("dapp.example")).toBe(true)
    expect(domains.allows("DAPP.example")).toBe(true)
    expect(domains.allows("dapp.example:8080")).toBe(false)
    expect(domains.allows("127.0.0.1:4173")).toBe(true)
    expect(domains.allows("127.0.0.1:4174")).toBe(false)
    expect(domains.allows("127.0.0.1")).toBe(false)
    expect(domains.allows("evil.example")).toBe(false)
    expect(domains.allows("dapp.example.evil.example")).toBe(false)
  })

  it("host:* allows the host on any port or none; the default is loopback on any port", () => {
    const domains = makeAllowedDomains(loopbackDomains)
    for (const domain of ["localhost", "localhost:5173", "127.0.0.1:1", "[::1]:8080", "127.1:80"]) {
      expect(domains.allows(domain)).toBe(true)
    }
    for (const domain of ["127.0.0.2:80", "localhost.evil.example", "[::2]:80", "0.0.0.0:80"]) {
      expect(domains.allows(domain)).toBe(false)
    }
    expect(domains.entries()).toEqual(["localhost:*", "127.0.0.1:*", "[::1]:*"])
  })

  it("user info, a path or a text that is no authority is never allowed", () => {
    const domains = makeAllowedDomains(["dapp.example:*"])
    for (const domain of [
      "me@dapp.example",
      "dapp.example/",
      "dapp.example:x",
      "",
      " ",
      "dapp example",
    ]) {
      expect(domains.allows(domain)).toBe(false)
    }
  })

  it("add allows one more entry from then on", () => {
    const domains = makeAllowedDomains([])
    expect(domains.allows("127.0.0.1:4173")).toBe(false)
    domains.add("127.0.0.1:4173")
    expect(domains.allows("127.0.0.1:4173")).toBe(true)
    expect(domains.entries()).toEqual(["127.0.0.1:4173"])
  })

  it("an entry that is not host, host:port or host:* throws naming it", () => {
    for (const entry of [
      "https://dapp.example",
      "dapp.example/app",
      "me@dapp.example",
      "a:1:*",
      "",
    ]) {
      expect(() => makeAllowedDomains([entry])).toThrow(
        `Not an allowed domain: '${entry}' (expected host, host:port or host:*, e.g. dapp.example or 127.0.0.1:5173)`,
      )
    }
  })
})
