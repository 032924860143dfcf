import { describe, expect, it } from "vitest"
import { rpcUrl } from "./rpcUrl"

describe("rpcUrl (spec 7: the provider's RPC host, path /v1/, chainId and projectId added if missing)", () => {
  it("adds path /v1/ and the chainId and projectId query params", () => {
    expect(rpcUrl({ rpcHost: "https://rpc.example", chainId: "eip155:1", projectId: "abc" })).toBe(
      "https://rpc.example/v1/?chainId=eip155%3A1&projectId=abc",
    )
  })

  it("keeps chainId and projectId that are already present", () => {
    expect(
      rpcUrl({
        rpcHost: "https://rpc.example/v1/?projectId=mine&chainId=eip155:10",
        chainId: "eip155:1",
        projectId: "abc",
      }),
    ).toBe("https://rpc.example/v1/?projectId=mine&chainId=eip155:10")
  })

  it("adds only the missing one", () => {
    expect(
      rpcUrl({
        rpcHost: "http://127.0.0.1:9000/v1/?projectId=p",
        chainId: "eip155:31337",
        projectId: "x",
      }),
    ).toBe("http://127.0.0.1:9000/v1/?projectId=p&chainId=eip155%3A31337")
  })
})
