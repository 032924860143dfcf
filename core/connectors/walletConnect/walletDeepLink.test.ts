import { describe, expect, it } from "vitest"
import { walletDeepLink } from "./walletDeepLink"

const uri = "wc:7f6e@2?relay-protocol=irn&symKey=587d&expiryTimestamp=1700000300"

describe("walletDeepLink", () => {
  it("appends wc?uri= to a universal link after one slash, the URI percent-encoded", () => {
    expect(walletDeepLink("https://link.wallet.example", uri)).toBe(
      "https://link.wallet.example/wc?uri=wc%3A7f6e%402%3Frelay-protocol%3Dirn%26symKey%3D587d%26expiryTimestamp%3D1700000300",
    )
    expect(walletDeepLink("https://link.wallet.example/", uri)).toBe(
      walletDeepLink("https://link.wallet.example", uri),
    )
  })

  it("appends wc?uri= to a native link after its ://", () => {
    expect(walletDeepLink("examplewallet://", "wc:a@2")).toBe("examplewallet://wc?uri=wc%3Aa%402")
    expect(walletDeepLink("examplewallet:", "wc:a@2")).toBe("examplewallet://wc?uri=wc%3Aa%402")
  })

  it("keeps a path in the link", () => {
    expect(walletDeepLink("http://127.0.0.1:8545/wallet", "wc:a@2")).toBe(
      "http://127.0.0.1:8545/wallet/wc?uri=wc%3Aa%402",
    )
  })
})
