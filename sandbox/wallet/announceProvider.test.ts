import { describe, expect, it } from "vitest"
import { announceProvider, type Eip6963ProviderDetail } from "./announceProvider"
import { testWalletInfo } from "./testWalletInfo"

const provider = { request: async () => null }

describe("announceProvider (EIP-6963)", () => {
  it("announces at once and again on every eip6963:requestProvider, until stopped", () => {
    const target = new EventTarget()
    const seen: Eip6963ProviderDetail[] = []
    target.addEventListener("eip6963:announceProvider", (event) => {
      seen.push((event as CustomEvent<Eip6963ProviderDetail>).detail)
    })
    const info = testWalletInfo()
    const stop = announceProvider(target, { info, provider })
    target.dispatchEvent(new Event("eip6963:requestProvider"))
    stop()
    target.dispatchEvent(new Event("eip6963:requestProvider"))
    expect(seen).toHaveLength(2)
    expect(seen[0]).toBe(seen[1])
    expect(Object.isFrozen(seen[0])).toBe(true)
    expect(seen[0]?.provider).toBe(provider)
  })

  it("names the wallet 'Foyer Test Wallet' with rdns dev.foyer.testwallet and an SVG data icon", () => {
    const info = testWalletInfo()
    expect(info.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect({ name: info.name, rdns: info.rdns }).toEqual({
      name: "Foyer Test Wallet",
      rdns: "dev.foyer.testwallet",
    })
    expect(info.icon.startsWith("data:image/svg+xml,")).toBe(true)
    expect(testWalletInfo().uuid).not.toBe(info.uuid)
  })
})
