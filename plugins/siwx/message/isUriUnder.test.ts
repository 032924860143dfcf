import { describe, expect, it } from "vitest"
import { isUriUnder } from "./isUriUnder"

describe("isUriUnder: a sign-in message's URI against the one a verifier expects", () => {
  it("the expected URI itself, or any page of its origin, matches", () => {
    expect(isUriUnder("https://dapp.example", "https://dapp.example")).toBe(true)
    expect(isUriUnder("https://dapp.example", "https://dapp.example/")).toBe(true)
    expect(isUriUnder("https://dapp.example", "https://dapp.example/app?tab=1#top")).toBe(true)
    // The WHATWG parser lowers the host's case and drops the scheme's default port.
    expect(isUriUnder("https://dapp.example", "HTTPS://DAPP.example:443/app")).toBe(true)
  })

  it("another origin does not: another host, a host that only begins alike, another scheme or port", () => {
    expect(isUriUnder("https://dapp.example", "https://evil.test/")).toBe(false)
    expect(isUriUnder("https://dapp.example", "https://dapp.example.evil.test/")).toBe(false)
    expect(isUriUnder("https://dapp.example", "https://dapp.example@evil.test/")).toBe(false)
    expect(isUriUnder("https://dapp.example", "http://dapp.example/")).toBe(false)
    expect(isUriUnder("https://dapp.example", "https://dapp.example:8443/")).toBe(false)
  })

  it("an expected path covers itself and the paths below it, not a longer name beside it", () => {
    expect(isUriUnder("https://dapp.example/app", "https://dapp.example/app")).toBe(true)
    expect(isUriUnder("https://dapp.example/app", "https://dapp.example/app/settings")).toBe(true)
    expect(isUriUnder("https://dapp.example/app/", "https://dapp.example/app/settings")).toBe(true)
    expect(isUriUnder("https://dapp.example/app", "https://dapp.example/application")).toBe(false)
    expect(isUriUnder("https://dapp.example/app", "https://dapp.example/")).toBe(false)
    // Dot segments are resolved before the paths are compared.
    expect(isUriUnder("https://dapp.example/app", "https://dapp.example/app/../admin")).toBe(false)
  })

  it("an expected URI with a query or fragment, or without an origin, matches itself only", () => {
    expect(isUriUnder("https://dapp.example/?a=1", "https://dapp.example/?a=1")).toBe(true)
    expect(isUriUnder("https://dapp.example/?a=1", "https://dapp.example/?a=2")).toBe(false)
    expect(isUriUnder("https://dapp.example/#x", "https://dapp.example/page#x")).toBe(false)
    expect(isUriUnder("did:key:z6Mk", "did:key:z6Mk")).toBe(true)
    expect(isUriUnder("did:key:z6Mk", "did:key:z6Mk/more")).toBe(false)
    expect(isUriUnder("urn:x", "not a uri")).toBe(false)
  })
})
