import { describe, expect, it } from "vitest"
import { chainNamespaces, isChainNamespace, namespaceDisplayNames } from "./ChainNamespace"

describe("ChainNamespace", () => {
  it("the namespaces are eip155, solana, polkadot, bip122, cosmos, sui and stacks", () => {
    expect(chainNamespaces).toEqual([
      "eip155",
      "solana",
      "polkadot",
      "bip122",
      "cosmos",
      "sui",
      "stacks",
    ])
  })

  it("display names by namespace are EVM Networks, Solana, Polkadot, Bitcoin, Cosmos, Sui, Stacks", () => {
    expect(namespaceDisplayNames).toEqual({
      eip155: "EVM Networks",
      solana: "Solana",
      polkadot: "Polkadot",
      bip122: "Bitcoin",
      cosmos: "Cosmos",
      sui: "Sui",
      stacks: "Stacks",
    })
  })

  it("only the known namespaces are recognised", () => {
    expect(isChainNamespace("eip155")).toBe(true)
    expect(isChainNamespace("bip122")).toBe(true)
    expect(isChainNamespace("EIP155")).toBe(false)
    expect(isChainNamespace("tron")).toBe(false)
    expect(isChainNamespace(155)).toBe(false)
  })
})
