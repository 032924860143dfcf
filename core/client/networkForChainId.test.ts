import { describe, expect, it } from "vitest"
import { ethereum, optimism } from "../chains/defaultNetworks"
import { networkForChainId } from "./networkForChainId"

describe("networkForChainId", () => {
  it("is the configured network with that chain id", () => {
    expect(networkForChainId([ethereum, optimism], "eip155", 10)).toBe(optimism)
  })

  it("is an unsupported 'Unknown Network' for a chain the site did not configure", () => {
    expect(networkForChainId([ethereum], "eip155", 137)).toEqual({
      id: 137,
      caipNetworkId: "eip155:137",
      chainNamespace: "eip155",
      name: "Unknown Network",
      nativeCurrency: { name: "", symbol: "", decimals: 0 },
      rpcUrls: { default: { http: [] } },
    })
  })
})
