import { describe, expect, it } from "vitest"
import { base } from "../chains/defaultNetworks"
import { foyerDevnet } from "../chains/foyerDevnet"
import { customRpcUrls } from "./rpcUrls"

const withUrls = (http: ReadonlyArray<string>) => ({
  ...base,
  rpcUrls: { default: { http } },
})

describe("customRpcUrls: the RPC URLs a developer gave a network", () => {
  it("a customNetworks entry's rpcUrls.default.http, in their order", () => {
    const urls = ["https://base.one.example/rpc", "https://base.two.example/rpc"]
    expect(customRpcUrls({ customNetworks: [withUrls(urls)] }, "eip155:8453")).toEqual(urls)
  })

  it("none for a network of the built-in catalogue: its public URLs are for wallets, not read from", () => {
    expect(customRpcUrls({ customNetworks: [] }, "eip155:8453")).toEqual([])
    expect(
      customRpcUrls({ customNetworks: [foyerDevnet("http://127.0.0.1:8545")] }, "eip155:8453"),
    ).toEqual([])
  })

  it("the last entry of an id wins, as in the network catalogue", () => {
    const config = {
      customNetworks: [withUrls(["https://old.example"]), withUrls(["https://new.example"])],
    }
    expect(customRpcUrls(config, "eip155:8453")).toEqual(["https://new.example"])
  })

  it("only web URLs are kept (a ws:// or a stray text is no HTTP transport)", () => {
    const config = {
      customNetworks: [withUrls(["wss://base.example", "not a url", "http://127.0.0.1:8545"])],
    }
    expect(customRpcUrls(config, "eip155:8453")).toEqual(["http://127.0.0.1:8545"])
  })
})
