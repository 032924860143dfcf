import { describe, expect, it } from "vitest"
import { chainNamespaces } from "./ChainNamespace"
import { isNamespaceSupported, type namespaceSupport } from "./namespaceSupport"

const supported = (capability: keyof typeof namespaceSupport) =>
  chainNamespaces.filter((namespace) => isNamespaceSupported(capability, namespace))

describe("namespaceSupport", () => {
  it("balance, send, onramp and pay-with-exchange support EVM and Solana", () => {
    expect(supported("balance")).toEqual(["eip155", "solana"])
    expect(supported("send")).toEqual(["eip155", "solana"])
    expect(supported("onramp")).toEqual(["eip155", "solana"])
    expect(supported("payWithExchange")).toEqual(["eip155", "solana"])
  })

  it("names and activity support EVM only", () => {
    expect(supported("names")).toEqual(["eip155"])
    expect(supported("activity")).toEqual(["eip155"])
  })

  it("the auth connector supports eip155 and solana", () => {
    expect(supported("authConnector")).toEqual(["eip155", "solana"])
  })

  it("nothing is supported without a namespace", () => {
    expect(isNamespaceSupported("balance", undefined)).toBe(false)
  })
})
