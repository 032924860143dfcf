// The template's sandbox switch, tested where it is written: cli/templates is left out of the
// test run and the type-check, so this file imports it explicitly.
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeKernel } from "../../core/Kernel"
import { Storage } from "../../core/storage/Storage"
import type { FoyerOptions } from "../../ui"
import { foyerOptions, parseFoyerSandbox } from "../templates/base/src/foyerOptions"

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

  it("under foyer dev, swaps in the sandbox's project id, endpoints and devnets", async () => {
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
    expect(options).not.toHaveProperty("defaultNetwork")
    // The kernel accepts the options: the devnets resolve with the sandbox's RPC URLs.
    const kernel = await Effect.runPromise(makeKernel(options, { storage: Storage.layerMemory }))
    try {
      expect(
        kernel.networks.map((network) => [
          network.caipNetworkId,
          network.name,
          network.rpcUrls.default.http,
        ]),
      ).toEqual([
        ["eip155:31337", "Foyer Devnet", ["http://127.0.0.1:8545"]],
        ["eip155:31338", "Foyer Devnet 2", ["http://127.0.0.1:8546"]],
      ])
      expect(kernel.config.projectId).toBe("sandbox")
    } finally {
      await kernel.dispose()
    }
  })

  it("rejects a VITE_FOYER_SANDBOX it cannot use, saying what is wrong", () => {
    const problem = (json: string) => () => parseFoyerSandbox(json)
    expect(problem("{")).toThrow("VITE_FOYER_SANDBOX is not valid: it is not JSON")
    expect(problem("[]")).toThrow("VITE_FOYER_SANDBOX is not valid: expected an object")
    expect(problem(JSON.stringify({ ...sandbox, relayUrl: 1 }))).toThrow(
      'VITE_FOYER_SANDBOX is not valid: "relayUrl" must be a string',
    )
    expect(problem(JSON.stringify({ ...sandbox, networks: [] }))).toThrow(
      'VITE_FOYER_SANDBOX is not valid: "networks" must be a non-empty list',
    )
    expect(problem(JSON.stringify({ ...sandbox, networks: [{ caipNetworkId: "x" }] }))).toThrow(
      'VITE_FOYER_SANDBOX is not valid: each network needs a string "caipNetworkId", "name" and "rpcUrl"',
    )
    expect(
      problem(
        JSON.stringify({
          ...sandbox,
          networks: [{ caipNetworkId: "eip155:1", name: "Ethereum", rpcUrl: "http://x" }],
        }),
      ),
    ).toThrow('VITE_FOYER_SANDBOX is not valid: "eip155:1" is not a sandbox devnet')
  })
})
