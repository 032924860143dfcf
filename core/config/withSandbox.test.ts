import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import {
  foyerBitcoinRegtest,
  foyerBitcoinRegtestCaipNetworkId,
  foyerDevnet,
  foyerDevnet2,
  foyerSolanaDevnet,
  foyerSolanaDevnetCaipNetworkId,
} from "../chains/foyerDevnet"
import { type FoyerOptions, makeKernel } from "../Kernel"
import { definePlugin } from "../plugins/FoyerPlugin"
import { Storage } from "../storage/Storage"
import { foyerSandboxAt, parseFoyerSandbox, withSandbox } from "./withSandbox"

const config = {
  projectId: "my-project",
  networks: ["eip155:1", "eip155:8453"],
  defaultNetwork: "eip155:8453",
  customNetworks: [],
  themeMode: "dark",
  endpoints: { apiUrl: "https://api.example" },
  metadata: { name: "My dApp", description: "A dApp", url: "https://example.com", icons: [] },
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

const endpoints = {
  projectId: "demo",
  apiUrl: "http://127.0.0.1:4000",
  analyticsUrl: "http://127.0.0.1:4000",
  rpcUrl: "http://127.0.0.1:4000/v1/",
  relayUrl: "ws://127.0.0.1:4001",
}

describe("foyerSandboxAt", () => {
  it("describes the sandbox at these URLs: both EVM devnets, the Solana devnet and the Bitcoin chain through its RPC proxy, with the project id", () => {
    expect(foyerSandboxAt(endpoints)).toEqual({
      ...endpoints,
      networks: [
        {
          caipNetworkId: "eip155:31337",
          name: "Foyer Devnet",
          rpcUrl: "http://127.0.0.1:4000/v1/?chainId=eip155%3A31337&projectId=demo",
        },
        {
          caipNetworkId: "eip155:31338",
          name: "Foyer Devnet 2",
          rpcUrl: "http://127.0.0.1:4000/v1/?chainId=eip155%3A31338&projectId=demo",
        },
        {
          caipNetworkId: "solana:4bqj8iGQAF33q6CNycphcsExXpAzEcrk",
          name: "Foyer Solana Devnet",
          rpcUrl:
            "http://127.0.0.1:4000/v1/?chainId=solana%3A4bqj8iGQAF33q6CNycphcsExXpAzEcrk&projectId=demo",
        },
        {
          caipNetworkId: "bip122:0f9188f13cb7b2c71f2a335e3a4fc328",
          name: "Foyer Bitcoin Regtest",
          rpcUrl:
            "http://127.0.0.1:4000/v1/?chainId=bip122%3A0f9188f13cb7b2c71f2a335e3a4fc328&projectId=demo",
        },
      ],
    })
  })

  it("takes only the sandbox's fields from a larger object (the demo's configuration)", () => {
    const demoConfig = { ...endpoints, walletConnectWalletUrl: "http://127.0.0.1:4002/" }
    expect(foyerSandboxAt(demoConfig)).toEqual(foyerSandboxAt(endpoints))
  })
})

describe("withSandbox", () => {
  it("swaps in the sandbox's project id, endpoints and relay, and its devnets as the only networks", () => {
    expect(withSandbox(config, sandbox)).toEqual({
      projectId: "sandbox",
      networks: ["eip155:31337", "eip155:31338"],
      customNetworks: [foyerDevnet("http://127.0.0.1:8545"), foyerDevnet2("http://127.0.0.1:8546")],
      endpoints: {
        apiUrl: "http://127.0.0.1:4000",
        analyticsUrl: "http://127.0.0.1:4001",
        rpcUrl: "http://127.0.0.1:4002/v1/",
        relayUrl: "ws://127.0.0.1:4003",
      },
      // Everything else is the app's own choice, kept as it is.
      themeMode: "dark",
      metadata: { name: "My dApp", description: "A dApp", url: "https://example.com", icons: [] },
      plugins: [],
    })
  })

  it("drops a default network that is not a devnet and keeps one that is", () => {
    expect(withSandbox(config, sandbox)).not.toHaveProperty("defaultNetwork")
    expect(withSandbox({ ...config, defaultNetwork: "eip155:31338" }, sandbox).defaultNetwork).toBe(
      "eip155:31338",
    )
  })

  it("needs no project id or networks of its own", () => {
    expect(withSandbox({ themeMode: "light" }, sandbox)).toMatchObject({
      projectId: "sandbox",
      networks: ["eip155:31337", "eip155:31338"],
      themeMode: "light",
    })
  })

  it("refuses a network that is not a sandbox devnet", () => {
    const mainnet = { caipNetworkId: "eip155:1", name: "Ethereum", rpcUrl: "http://x" }
    expect(() => withSandbox(config, { ...sandbox, networks: [mainnet] })).toThrow(
      '"eip155:1" is not a sandbox devnet',
    )
  })

  it("gives options the kernel starts with: the devnets resolve with the sandbox's RPC URLs", async () => {
    const options = withSandbox(config, sandbox)
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
      expect(kernel.defaultNetwork.caipNetworkId).toBe("eip155:31337")
      expect(kernel.config.projectId).toBe("sandbox")
      expect(kernel.config.endpoints).toEqual({
        apiUrl: "http://127.0.0.1:4000",
        analyticsUrl: "http://127.0.0.1:4001",
        rpcUrl: "http://127.0.0.1:4002/v1/",
        relayUrl: "ws://127.0.0.1:4003",
      })
    } finally {
      await kernel.dispose()
    }
  })
})

describe("withSandbox and the Solana devnet", () => {
  const solanaNetwork = {
    caipNetworkId: foyerSolanaDevnetCaipNetworkId,
    name: "Foyer Solana Devnet",
    rpcUrl: "http://127.0.0.1:8899",
  }
  const withSolana = { ...sandbox, networks: [...sandbox.networks, solanaNetwork] }
  /** A plugin whose kit brings a Solana chain adapter, as the solana plugin's does. */
  const solanaPlugin = definePlugin({ id: "solana-family", chainNamespaces: ["solana"] })

  it("joins the networks when a plugin brings a Solana adapter, after the EVM devnets", () => {
    const options = withSandbox({ ...config, plugins: [solanaPlugin] }, withSolana)
    expect(options.networks).toEqual([
      "eip155:31337",
      "eip155:31338",
      foyerSolanaDevnetCaipNetworkId,
    ])
    expect(options.customNetworks?.at(-1)).toEqual(foyerSolanaDevnet("http://127.0.0.1:8899"))
    expect(
      withSandbox(
        { ...config, plugins: [solanaPlugin], defaultNetwork: foyerSolanaDevnetCaipNetworkId },
        withSolana,
      ).defaultNetwork,
    ).toBe(foyerSolanaDevnetCaipNetworkId)
  })

  it("is left out of a site that cannot connect a Solana wallet (no plugin brings the family)", () => {
    const options = withSandbox(
      { ...config, defaultNetwork: foyerSolanaDevnetCaipNetworkId },
      withSolana,
    )
    expect(options.networks).toEqual(["eip155:31337", "eip155:31338"])
    expect(options.customNetworks).toEqual([
      foyerDevnet("http://127.0.0.1:8545"),
      foyerDevnet2("http://127.0.0.1:8546"),
    ])
    expect(options).not.toHaveProperty("defaultNetwork")
  })

  it("the kernel resolves it from the catalogue with the sandbox's RPC URL", async () => {
    const options = withSandbox({ ...config, plugins: [solanaPlugin] }, withSolana)
    const kernel = await Effect.runPromise(makeKernel(options, { storage: Storage.layerMemory }))
    try {
      expect(
        kernel.networks.map((network) => [
          network.caipNetworkId,
          network.name,
          network.nativeCurrency.symbol,
          network.rpcUrls.default.http,
        ]),
      ).toEqual([
        ["eip155:31337", "Foyer Devnet", "ETH", ["http://127.0.0.1:8545"]],
        ["eip155:31338", "Foyer Devnet 2", "ETH", ["http://127.0.0.1:8546"]],
        [foyerSolanaDevnetCaipNetworkId, "Foyer Solana Devnet", "SOL", ["http://127.0.0.1:8899"]],
      ])
    } finally {
      await kernel.dispose()
    }
  })

  it("parseFoyerSandbox reads a description that lists it", () => {
    expect(parseFoyerSandbox(JSON.stringify(withSolana))).toEqual(withSolana)
  })
})

describe("withSandbox and the Bitcoin regtest chain", () => {
  const bitcoinNetwork = {
    caipNetworkId: foyerBitcoinRegtestCaipNetworkId,
    name: "Foyer Bitcoin Regtest",
    rpcUrl: "http://127.0.0.1:4002/v1/?chainId=bip122%3A0f9188f13cb7b2c71f2a335e3a4fc328",
  }
  const withBitcoin = { ...sandbox, networks: [...sandbox.networks, bitcoinNetwork] }
  /** A plugin whose kit brings a Bitcoin chain adapter, as a bitcoin plugin's does. */
  const bitcoinPlugin = definePlugin({ id: "bitcoin-family", chainNamespaces: ["bip122"] })

  it("joins the networks when a plugin brings a bip122 adapter, after the EVM devnets", () => {
    const options = withSandbox(
      { ...config, plugins: [bitcoinPlugin], defaultNetwork: foyerBitcoinRegtestCaipNetworkId },
      withBitcoin,
    )
    expect(options.networks).toEqual([
      "eip155:31337",
      "eip155:31338",
      foyerBitcoinRegtestCaipNetworkId,
    ])
    expect(options.customNetworks?.at(-1)).toEqual(foyerBitcoinRegtest(bitcoinNetwork.rpcUrl))
    expect(options.defaultNetwork).toBe(foyerBitcoinRegtestCaipNetworkId)
  })

  it("is left out of a site that cannot connect a Bitcoin wallet (no plugin brings bip122)", () => {
    const options = withSandbox(
      { ...config, defaultNetwork: foyerBitcoinRegtestCaipNetworkId },
      withBitcoin,
    )
    expect(options.networks).toEqual(["eip155:31337", "eip155:31338"])
    expect(options).not.toHaveProperty("defaultNetwork")
  })

  it("the kernel resolves it from the catalogue: Foyer Bitcoin Regtest, BTC", async () => {
    const options = withSandbox({ ...config, plugins: [bitcoinPlugin] }, withBitcoin)
    const kernel = await Effect.runPromise(makeKernel(options, { storage: Storage.layerMemory }))
    try {
      expect(
        kernel.networks.map((network) => [
          network.caipNetworkId,
          network.name,
          network.nativeCurrency.symbol,
          network.nativeCurrency.decimals,
        ]),
      ).toContainEqual([foyerBitcoinRegtestCaipNetworkId, "Foyer Bitcoin Regtest", "BTC", 8])
    } finally {
      await kernel.dispose()
    }
  })

  it("parseFoyerSandbox reads a description that lists it", () => {
    expect(parseFoyerSandbox(JSON.stringify(withBitcoin))).toEqual(withBitcoin)
  })
})

describe("parseFoyerSandbox", () => {
  it("reads the description foyer dev writes", () => {
    expect(parseFoyerSandbox(JSON.stringify(sandbox))).toEqual(sandbox)
    const described = foyerSandboxAt(sandbox)
    expect(parseFoyerSandbox(JSON.stringify(described))).toEqual(described)
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
