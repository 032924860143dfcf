import { describe, expect, it } from "vitest"
import { checkAdminCaller, isLoopbackAddress } from "./checkAdminCaller"

const own = "http://127.0.0.1:4000"

describe("checkAdminCaller", () => {
  it("loopback addresses are 127.0.0.0/8 and ::1, also IPv4-mapped", () => {
    const loopback = ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]
    const remote = [
      "10.0.0.2",
      "192.168.1.5",
      "::ffff:10.0.0.2",
      "fe80::1",
      "128.0.0.1",
      "",
      undefined,
    ]
    expect(loopback.map(isLoopbackAddress)).toEqual(loopback.map(() => true))
    expect(remote.map(isLoopbackAddress)).toEqual(remote.map(() => false))
  })

  it("the admin routes refuse a caller that is not on loopback", () => {
    expect(checkAdminCaller({ remoteAddress: "192.168.1.5", origin: undefined }, own)).toBe(
      "The sandbox admin routes answer loopback callers only, not 192.168.1.5",
    )
    expect(checkAdminCaller({ remoteAddress: undefined, origin: undefined }, own)).toBe(
      "The sandbox admin routes answer loopback callers only, not an unknown address",
    )
  })

  it("the admin routes refuse a browser page of another origin, even on loopback", () => {
    expect(
      checkAdminCaller({ remoteAddress: "127.0.0.1", origin: "https://evil.example" }, own),
    ).toBe("The sandbox admin routes do not answer pages of other origins (https://evil.example)")
  })

  it("the admin routes accept loopback callers without an origin, or from the sandbox's own", () => {
    expect(checkAdminCaller({ remoteAddress: "127.0.0.1", origin: undefined }, own)).toBeUndefined()
    expect(checkAdminCaller({ remoteAddress: "::1", origin: own }, own)).toBeUndefined()
  })
})
