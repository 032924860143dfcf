import { describe, expect, it } from "vitest"
import { defaultNetworks, ethereum, solana } from "./defaultNetworks"
import { foyerDevnet, foyerDevnet2 } from "./foyerDevnet"
import { makeNetworkCatalogue } from "./NetworkCatalogue"

describe("makeNetworkCatalogue", () => {
  it("holds the default listed chains when given nothing", () => {
    expect(makeNetworkCatalogue().networks).toEqual(defaultNetworks)
  })

  it("looks networks up by caipNetworkId", () => {
    const catalogue = makeNetworkCatalogue()
    expect(catalogue.byCaipNetworkId("eip155:1")).toBe(ethereum)
    expect(catalogue.byCaipNetworkId("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp")).toBe(solana)
    expect(catalogue.byCaipNetworkId("eip155:999")).toBeUndefined()
  })

  it("looks networks up by id, numeric or textual, optionally within a namespace", () => {
    const catalogue = makeNetworkCatalogue()
    expect(catalogue.byId(1)).toBe(ethereum)
    expect(catalogue.byId("1")).toBe(ethereum)
    expect(catalogue.byId("5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp", "solana")).toBe(solana)
    expect(catalogue.byId(1, "solana")).toBeUndefined()
    expect(catalogue.byId(999)).toBeUndefined()
  })

  it("an empty network id gives no image or lookup", () => {
    const withImage = { ...ethereum, assets: { imageUrl: "https://img.example/eth.png" } }
    const catalogue = makeNetworkCatalogue({ extra: [withImage] })
    expect(catalogue.byCaipNetworkId("")).toBeUndefined()
    expect(catalogue.byCaipNetworkId(undefined)).toBeUndefined()
    expect(catalogue.byId("")).toBeUndefined()
    expect(catalogue.byId(undefined)).toBeUndefined()
    expect(catalogue.imageOf("")).toBeUndefined()
    expect(catalogue.imageOf(undefined)).toBeUndefined()
    expect(catalogue.imageOf("eip155:1")).toEqual({ imageUrl: "https://img.example/eth.png" })
  })

  it("extra networks are appended, such as the sandbox devnets with runtime RPC URLs", () => {
    const catalogue = makeNetworkCatalogue({
      extra: [foyerDevnet("http://127.0.0.1:8545"), foyerDevnet2("http://127.0.0.1:8546")],
    })
    expect(catalogue.networks).toHaveLength(defaultNetworks.length + 2)
    expect(catalogue.byId(31337)?.name).toBe("Foyer Devnet")
    expect(catalogue.byCaipNetworkId("eip155:31338")?.rpcUrls.default.http).toEqual([
      "http://127.0.0.1:8546",
    ])
  })

  it("an extra network with a known caipNetworkId overrides it in place", () => {
    const overridden = { ...ethereum, rpcUrls: { default: { http: ["https://rpc.example/1"] } } }
    const catalogue = makeNetworkCatalogue({ extra: [overridden] })
    expect(catalogue.networks).toHaveLength(defaultNetworks.length)
    expect(catalogue.networks[0]).toBe(overridden)
    expect(catalogue.byId(1)).toBe(overridden)
  })

  it("a custom base replaces the defaults", () => {
    const catalogue = makeNetworkCatalogue({ base: [solana] })
    expect(catalogue.networks).toEqual([solana])
    expect(catalogue.byId(1)).toBeUndefined()
  })
})
