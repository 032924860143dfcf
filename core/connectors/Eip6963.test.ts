import { describe, expect, it } from "vitest"
import { eventDetail, parseAnnouncement } from "./Eip6963"
import { fakeWalletInfo, makeFakeWallet } from "./fakeWallet"

describe("parseAnnouncement", () => {
  const provider = makeFakeWallet().provider

  it("reads name, rdns, uuid, icon and provider, trimming name and rdns", () => {
    expect(
      parseAnnouncement({
        info: {
          uuid: "u1",
          name: "  MetaMask ",
          icon: "data:image/png;base64,AA",
          rdns: " io.metamask ",
        },
        provider,
      }),
    ).toEqual({
      info: { uuid: "u1", name: "MetaMask", icon: "data:image/png;base64,AA", rdns: "io.metamask" },
      provider,
    })
  })

  it("a missing uuid or icon reads as empty text", () => {
    expect(parseAnnouncement({ info: { name: "W", rdns: "io.w" }, provider })?.info).toEqual({
      uuid: "",
      name: "W",
      icon: "",
      rdns: "io.w",
    })
  })

  it("rejects details without a name, an rdns or a provider with request", () => {
    expect(parseAnnouncement("wallet")).toBeUndefined()
    expect(parseAnnouncement({ info: fakeWalletInfo("io.a") })).toBeUndefined()
    expect(
      parseAnnouncement({ info: fakeWalletInfo("io.a"), provider: { request: 1 } }),
    ).toBeUndefined()
    expect(
      parseAnnouncement({ info: { ...fakeWalletInfo("io.a"), name: "" }, provider }),
    ).toBeUndefined()
    expect(
      parseAnnouncement({ info: { ...fakeWalletInfo("io.a"), rdns: 7 }, provider }),
    ).toBeUndefined()
  })

  it("a name disguised with bidi and invisible characters is read clean (issue 11)", () => {
    // Rendered as given, "\u202EksaMateM\u200B" reads "MetaMask".
    const read = (name: string) =>
      parseAnnouncement({ info: { ...fakeWalletInfo("io.evil"), name }, provider })?.info.name
    expect(read("\u202EksaMateM\u200B")).toBe("ksaMateM")
    expect(read("Meta\u2066Mask\u2069 \u200F")).toBe("MetaMask")
    expect(read("\u202E\u200B\uFEFF")).toBe("Unknown Wallet")
  })

  it("a detail whose reading throws (a getter, a Proxy trap) is malformed, not an error of the page", () => {
    const throwing = () => {
      throw new Error("hostile")
    }
    const info = fakeWalletInfo("io.hostile")
    expect(parseAnnouncement(Object.defineProperty({ provider }, "info", { get: throwing }))).toBe(
      undefined,
    )
    expect(
      parseAnnouncement({
        info: Object.defineProperty({ ...info }, "name", { get: throwing }),
        provider,
      }),
    ).toBeUndefined()
    expect(parseAnnouncement(new Proxy({}, { get: throwing }))).toBeUndefined()
    expect(parseAnnouncement({ info, provider: new Proxy({}, { get: throwing }) })).toBeUndefined()
    expect(eventDetail(new Proxy({}, { has: throwing }))).toBeUndefined()
    expect(eventDetail(Object.defineProperty({}, "detail", { get: throwing }))).toBeUndefined()
  })

  it("eventDetail reads a CustomEvent's detail and nothing from other values", () => {
    expect(eventDetail({ detail: 1 })).toBe(1)
    expect(eventDetail({ type: "x" })).toBeUndefined()
    expect(eventDetail(undefined)).toBeUndefined()
  })
})
