import { describe, expect, it } from "vitest"
import { base } from "../chains/defaultNetworks"
import { foyerDevnet } from "../chains/foyerDevnet"
import { addEthereumChainParameters } from "./addEthereumChainParameters"

describe("addEthereumChainParameters", () => {
  it("describes the chain with its name, currency, public RPC and explorer", () => {
    expect(addEthereumChainParameters(base)).toEqual({
      chainId: "0x2105",
      chainName: "Base",
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: base.rpcUrls.chainDefault?.http,
      blockExplorerUrls: [base.blockExplorers?.default.url],
    })
  })

  it("prefers the chain's own RPC (chainDefault) over the kit's default endpoint", () => {
    const network = {
      ...base,
      rpcUrls: {
        default: { http: ["https://rpc.provider.example/v1/?chainId=eip155:8453&projectId=p"] },
        chainDefault: { http: ["https://mainnet.base.org"] },
      },
    }
    expect(addEthereumChainParameters(network).rpcUrls).toEqual(["https://mainnet.base.org"])
  })

  it("falls back to the default RPC and leaves out explorers the network does not have", () => {
    const devnet = foyerDevnet("http://127.0.0.1:8545")
    const { chainDefault: _unused, ...rpcUrls } = devnet.rpcUrls
    expect(addEthereumChainParameters({ ...devnet, rpcUrls })).toEqual({
      chainId: "0x7a69",
      chainName: "Foyer Devnet",
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: ["http://127.0.0.1:8545"],
    })
  })
})
