import { describe, expect, it } from "vitest"
import { clientKey } from "./siteRateLimits"

describe("clientKey", () => {
  it("keys an IPv4 client by its address, an IPv4-mapped IPv6 one too", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7")
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7")
  })

  it("keys an IPv6 client by its /64: a host taking a fresh address per request stays one client", () => {
    const keys = ["2001:db8:0:1::1", "2001:DB8:0:1:ffff:1:2:3", "2001:0db8:0000:0001::9%eth0"].map(
      clientKey,
    )
    expect(keys).toEqual(["2001:db8:0:1::/64", "2001:db8:0:1::/64", "2001:db8:0:1::/64"])
    expect(clientKey("2001:db8:0:2::1")).toBe("2001:db8:0:2::/64")
    expect(clientKey("::1")).toBe("0:0:0:0::/64")
    expect(clientKey("2001:db8::")).toBe("2001:db8:0:0::/64")
    expect(clientKey("64:ff9b::203.0.113.7")).toBe("64:ff9b:0:0::/64")
  })

  it("keys a client without a readable address as one unknown client", () => {
    expect([clientKey(undefined), clientKey("not an address")]).toEqual(["unknown", "unknown"])
  })
})
