import { describe, expect, it } from "vitest"
import { defaultAllowedOrigins } from "../../rpc/isOriginAllowed"
import { FrameAncestorPatternError, frameAncestors } from "./frameAncestors"

describe("frameAncestors", () => {
  it("spec 6 default allowed origins: localhost on any port and scheme, wildcard and exact hosts on https, {ip} as the loopback address", () => {
    expect(frameAncestors(defaultAllowedOrigins).split(" ")).toEqual([
      "http://localhost:*",
      "https://localhost:*",
      "http://127.0.0.1:*",
      "https://*.pages.dev",
      "https://*.vercel.app",
      "https://*.ngrok-free.app",
      "https://secure-mobile.walletconnect.com",
      "https://secure-mobile.walletconnect.org",
    ])
  })

  it("writes a pattern with a scheme or a port as it is, a port without a scheme for both schemes", () => {
    expect(
      frameAncestors([
        "https://app.example.com",
        "http://127.0.0.1:5173",
        "HTTPS://Shop.Example.com:8443/",
        "localhost:3000",
        "https://localhost",
        "{ip}:8080",
        "https://*.example.org",
      ]).split(" "),
    ).toEqual([
      "https://app.example.com",
      "http://127.0.0.1:5173",
      "https://shop.example.com:8443",
      "http://localhost:3000",
      "https://localhost:3000",
      "https://localhost:*",
      "http://127.0.0.1:8080",
      "https://*.example.org",
    ])
  })

  it("says 'none' for no pattern, and each source once", () => {
    expect(frameAncestors([])).toBe("'none'")
    expect(frameAncestors(["localhost", " localhost "])).toBe(
      "http://localhost:* https://localhost:*",
    )
  })

  it("refuses, at start, a pattern CSP cannot write or that would break out of the directive", () => {
    const refused = [
      "[::1]",
      "http://[::1]:5173",
      "ftp://example.com",
      "example.com; script-src *",
      "example.com 'unsafe-inline'",
      "example.com,evil.com",
      "exa_mple.com",
      "*",
      "http://example.com/path",
      "",
    ]
    for (const pattern of refused) {
      expect(() => frameAncestors([pattern]), pattern).toThrow(FrameAncestorPatternError)
    }
    expect(() => frameAncestors(["[::1]"])).toThrow(
      'The embedding origin pattern "[::1]" cannot be written in CSP: CSP has no source for an IPv6 host',
    )
  })
})
