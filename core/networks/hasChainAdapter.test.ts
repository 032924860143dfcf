import { describe, expect, it } from "vitest"
import { bitcoin, ethereum, optimism, solana } from "../chains/defaultNetworks"
import { adapterNamespaces, hasChainAdapter } from "./hasChainAdapter"

describe("hasChainAdapter", () => {
  it("the kernel's own chain adapters are its connectors' family: EVM", () => {
    expect(adapterNamespaces).toEqual(["eip155"])
  })

  it("a site with an EVM network has an adapter, whatever else it configures", () => {
    expect(hasChainAdapter([ethereum, optimism])).toBe(true)
    expect(hasChainAdapter([solana, bitcoin, optimism])).toBe(true)
  })

  it("a site with only other families' networks has no adapters (spec 2)", () => {
    expect(hasChainAdapter([solana])).toBe(false)
    expect(hasChainAdapter([solana, bitcoin])).toBe(false)
    expect(hasChainAdapter([])).toBe(false)
  })

  it("a plugin's family counts once its namespace is given", () => {
    expect(hasChainAdapter([solana], ["eip155", "solana"])).toBe(true)
    expect(hasChainAdapter([bitcoin], ["eip155", "solana"])).toBe(false)
  })
})
