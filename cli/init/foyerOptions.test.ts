// The template's sandbox switch, tested where it is written: cli/templates is left out of the
// test run and the type-check, so this file imports it explicitly. What the sandbox does to
// the options is withSandbox's, tested in core/config/withSandbox.test.ts.
import { describe, expect, it } from "vitest"
import type { FoyerOptions } from "../../ui"
import { foyerOptions } from "../templates/base/src/foyerOptions"

const config = {
  projectId: "my-project",
  networks: ["eip155:1", "eip155:8453"],
  defaultNetwork: "eip155:8453",
  themeMode: "dark",
  plugins: [],
} satisfies FoyerOptions

const sandbox = {
  projectId: "sandbox",
  apiUrl: "http://127.0.0.1:4000",
  analyticsUrl: "http://127.0.0.1:4001",
  rpcUrl: "http://127.0.0.1:4002/v1/",
  relayUrl: "ws://127.0.0.1:4003",
  networks: [
    { caipNetworkId: "eip155:31337", name: "Foyer Devnet", rpcUrl: "http://127.0.0.1:8545" },
    { caipNetworkId: "eip155:31338", name: "Foyer Devnet 2", rpcUrl: "http://127.0.0.1:8546" },
  ],
}

describe("the template's foyerOptions", () => {
  it("uses the config as it is when VITE_FOYER_SANDBOX is absent or empty", () => {
    expect(foyerOptions(config, undefined)).toBe(config)
    expect(foyerOptions(config, "")).toBe(config)
  })

  it("under foyer dev, swaps in the sandbox's project id, endpoints and devnets", () => {
    const options = foyerOptions(config, JSON.stringify(sandbox))
    expect(options).toMatchObject({
      projectId: "sandbox",
      networks: ["eip155:31337", "eip155:31338"],
      themeMode: "dark",
      endpoints: {
        apiUrl: "http://127.0.0.1:4000",
        analyticsUrl: "http://127.0.0.1:4001",
        rpcUrl: "http://127.0.0.1:4002/v1/",
        relayUrl: "ws://127.0.0.1:4003",
      },
      plugins: [],
    })
    expect(
      options.customNetworks?.map((network) => [network.caipNetworkId, network.rpcUrls]),
    ).toEqual([
      [
        "eip155:31337",
        {
          default: { http: ["http://127.0.0.1:8545"] },
          chainDefault: { http: ["http://127.0.0.1:8545"] },
        },
      ],
      [
        "eip155:31338",
        {
          default: { http: ["http://127.0.0.1:8546"] },
          chainDefault: { http: ["http://127.0.0.1:8546"] },
        },
      ],
    ])
    // The configured default network is not a devnet, so it goes with the networks.
    expect(options).not.toHaveProperty("defaultNetwork")
  })

  it("stops the app with what is wrong when VITE_FOYER_SANDBOX cannot be used", () => {
    expect(() => foyerOptions(config, "{")).toThrow(
      "VITE_FOYER_SANDBOX is not valid: it is not JSON",
    )
  })
})
