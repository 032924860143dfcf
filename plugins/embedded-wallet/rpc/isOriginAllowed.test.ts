import { describe, expect, it } from "vitest"
import { defaultAllowedOrigins, isOriginAllowed } from "./isOriginAllowed"

const allowed = (origin: string) => isOriginAllowed(origin, defaultAllowedOrigins)

describe("isOriginAllowed", () => {
  it("allowed origins default to localhost, {ip}, *.pages.dev, *.vercel.app, *.ngrok-free.app and two secure-mobile hosts", () => {
    expect(defaultAllowedOrigins).toEqual([
      "localhost",
      "{ip}",
      "*.pages.dev",
      "*.vercel.app",
      "*.ngrok-free.app",
      "secure-mobile.walletconnect.com",
      "secure-mobile.walletconnect.org",
    ])
  })

  it("localhost is allowed on any port", () => {
    expect(allowed("http://localhost")).toBe(true)
    expect(allowed("http://localhost:5173")).toBe(true)
    expect(allowed("https://localhost:8443")).toBe(true)
  })

  it("{ip} allows any IPv4 or IPv6 host, on any port", () => {
    expect(allowed("http://127.0.0.1:3000")).toBe(true)
    expect(allowed("http://192.168.1.20")).toBe(true)
    expect(allowed("http://[::1]:5173")).toBe(true)
    expect(allowed("http://[2001:db8::1]")).toBe(true)
  })

  it("something that only looks like an IP is not one", () => {
    expect(allowed("http://127.0.0.1.example.com")).toBe(false)
    expect(allowed("http://1.2.3.4.5")).toBe(false)
  })

  it("wildcards match subdomains, at any depth, but not the bare domain", () => {
    expect(allowed("https://my-app.vercel.app")).toBe(true)
    expect(allowed("https://preview.my-app.pages.dev")).toBe(true)
    expect(allowed("https://abc123.ngrok-free.app")).toBe(true)
    expect(allowed("https://vercel.app")).toBe(false)
    expect(allowed("https://evilvercel.app")).toBe(false)
    expect(allowed("https://vercel.app.evil.com")).toBe(false)
  })

  it("the secure-mobile hosts are allowed exactly", () => {
    expect(allowed("https://secure-mobile.walletconnect.com")).toBe(true)
    expect(allowed("https://secure-mobile.walletconnect.org")).toBe(true)
    expect(allowed("https://x.secure-mobile.walletconnect.com")).toBe(false)
    expect(allowed("https://walletconnect.com")).toBe(false)
  })

  it("ports are allowed for localhost and IPs only, unless a pattern names one", () => {
    expect(allowed("https://my-app.vercel.app:8443")).toBe(false)
    expect(allowed("https://secure-mobile.walletconnect.com:444")).toBe(false)
    expect(allowed("https://secure-mobile.walletconnect.com:443")).toBe(true)
    expect(isOriginAllowed("https://shop.example:8443", ["shop.example:8443"])).toBe(true)
    expect(isOriginAllowed("https://shop.example:9000", ["shop.example:8443"])).toBe(false)
  })

  it("other sites are refused", () => {
    expect(allowed("https://example.com")).toBe(false)
    expect(allowed("https://localhost.example.com")).toBe(false)
  })

  it("a pattern with a scheme matches that scheme only", () => {
    expect(isOriginAllowed("https://shop.example", ["https://shop.example"])).toBe(true)
    expect(isOriginAllowed("http://shop.example", ["https://shop.example"])).toBe(false)
    expect(isOriginAllowed("http://shop.example", ["shop.example"])).toBe(true)
  })

  it("hosts compare case-insensitively", () => {
    expect(isOriginAllowed("https://Shop.Example", ["*.EXAMPLE", "shop.example"])).toBe(true)
    expect(isOriginAllowed("https://A.Vercel.App", defaultAllowedOrigins)).toBe(true)
  })

  it("opaque, malformed and non-web origins are refused", () => {
    for (const origin of ["null", "", "not a url", "file:///tmp/x", "chrome-extension://abc"]) {
      expect(allowed(origin)).toBe(false)
    }
  })

  it("with no patterns nothing is allowed", () => {
    expect(isOriginAllowed("http://localhost", [])).toBe(false)
  })
})
