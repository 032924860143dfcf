import { describe, expect, it } from "vitest"
import {
  isAuthority,
  isChainIdText,
  isRequestId,
  isScheme,
  isStatement,
  isUri,
} from "./eip4361Grammar"

describe("EIP-4361 value rules", () => {
  it("domain is an RFC 3986 authority: user info, host (name, IPv4, IPv6) and port", () => {
    for (const domain of [
      "example.com",
      "localhost:3000",
      "127.0.0.1:8080",
      "test@127.0.0.1",
      "user:pw@example.com:443",
      "[::1]:8545",
      "[::cafe]",
      "not_rfc4501",
      "xn--bcher-kva.example",
    ]) {
      expect(isAuthority(domain), domain).toBe(true)
    }
    for (const domain of [
      "",
      "#notrfc4501",
      "example.com/path",
      "exa mple.com",
      "https://example.com",
      "[not-ipv6]",
      "[::1",
      "example.com:80a",
      "a@b@c",
    ]) {
      expect(isAuthority(domain), domain).toBe(false)
    }
  })

  it("uri and resources are RFC 3986 URIs", () => {
    for (const uri of [
      "https://service.org/login",
      "ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu",
      "https://[::cafe]",
      "https://127.0.0.1/?query=one#begin",
      "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66",
      "did:key:z6MkiTBz1ymuepAQ4HEHYSF1H8quG5GLVVQR3djdX3mDooWp",
      "mailto:a@example.com",
      "https://example.com/a%20b",
    ]) {
      expect(isUri(uri), uri).toBe(true)
    }
    for (const uri of [
      "",
      "_not_a_rfc3986_valid_uri_",
      ":not_a_rfc3986_valid_uri_",
      "https://service.org/login - https://service.org/login/2",
      "https://exa mple.com",
      "https://example.com/%zz",
      "1http://example.com",
      "https://example.com/<x>",
      "https://[::1/",
    ]) {
      expect(isUri(uri), uri).toBe(false)
    }
  })

  it("scheme is a letter then letters, digits, '+', '-' or '.'", () => {
    expect(isScheme("https")).toBe(true)
    expect(isScheme("coap+ws")).toBe(true)
    expect(isScheme("1https")).toBe(false)
    expect(isScheme("")).toBe(false)
  })

  it("statement is one non-empty line of RFC 3986 reserved or unreserved characters and spaces", () => {
    expect(isStatement("I accept the ServiceOrg Terms of Service: https://service.org/tos")).toBe(
      true,
    )
    expect(isStatement("Sign in (it's free) & stay ~ [safe]; a=b, c?d#e@f!g$h*i+j")).toBe(true)
    expect(isStatement("")).toBe(false)
    expect(isStatement("two\nlines")).toBe(false)
    for (const text of ['say "hi"', "100%", "<b>", "a{b}", "a|b", "a\\b", "a^b", "a`b", "café"]) {
      expect(isStatement(text), text).toBe(false)
    }
  })

  it("request id is RFC 3986 pchars, possibly none", () => {
    expect(isRequestId("")).toBe(true)
    expect(isRequestId("some_id")).toBe(true)
    expect(isRequestId("a:b@c%20")).toBe(true)
    expect(isRequestId("a/b")).toBe(false)
    expect(isRequestId("a b")).toBe(false)
  })

  it("chain id is decimal digits written canonically", () => {
    expect(isChainIdText("1")).toBe(true)
    expect(isChainIdText("31337")).toBe(true)
    expect(isChainIdText("0")).toBe(true)
    expect(isChainIdText("01")).toBe(false)
    expect(isChainIdText("?")).toBe(false)
    expect(isChainIdText("0x1")).toBe(false)
    expect(isChainIdText("")).toBe(false)
  })
})
