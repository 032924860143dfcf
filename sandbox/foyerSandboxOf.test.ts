// What foyer dev and the e2e demo tell the kit about a real running sandbox.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  foyerBitcoinRegtest,
  foyerBitcoinRegtestCaipNetworkId,
  foyerSolanaDevnet,
  foyerSolanaDevnetCaipNetworkId,
} from "../core/chains/foyerDevnet"
import { foyerSandboxOf } from "./foyerSandboxOf"
import { type Sandbox, startSandbox } from "./startSandbox"

const projectId = "sandbox-of-test"
let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await startSandbox({ projectId })
}, 60_000)

afterAll(async () => {
  await sandbox?.stop()
})

describe("foyerSandboxOf", () => {
  it("names the sandbox's project id, endpoints and relay, and every devnet it runs, the Solana devnet and the Bitcoin chain last", () => {
    const described = foyerSandboxOf(sandbox, projectId)
    expect(described).toEqual({
      projectId,
      apiUrl: sandbox.urls.api,
      analyticsUrl: sandbox.urls.analytics,
      rpcUrl: sandbox.urls.rpc,
      relayUrl: sandbox.urls.relay,
      networks: [...sandbox.urls.devnets, sandbox.urls.solana, sandbox.urls.bitcoin].map(
        (devnet) => ({
          caipNetworkId: devnet.caipNetworkId,
          name: devnet.name,
          rpcUrl: `${sandbox.urls.rpc}?chainId=${encodeURIComponent(devnet.caipNetworkId)}&projectId=${projectId}`,
        }),
      ),
    })
  })

  it("gives each JSON-RPC devnet an RPC URL that reaches that devnet through the sandbox", async () => {
    const networks = foyerSandboxOf(sandbox, projectId).networks.filter(
      (network) => !network.caipNetworkId.startsWith("bip122:"),
    )
    const chainIds = await Promise.all(
      networks.map(async (network) => {
        // Each family's own question: the EVM chain id, the Solana genesis hash.
        const method = network.caipNetworkId.startsWith("solana:")
          ? "getGenesisHash"
          : "eth_chainId"
        const response = await fetch(network.rpcUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: [] }),
        })
        return [network.caipNetworkId, ((await response.json()) as { result: string }).result]
      }),
    )
    expect(chainIds).toEqual([
      ["eip155:31337", "0x7a69"],
      ["eip155:31338", "0x7a6a"],
      [foyerSolanaDevnetCaipNetworkId, sandbox.solana.genesisHash],
    ])
  })

  it("the Bitcoin chain's RPC URL says where its Esplora API is, which answers regtest's genesis", async () => {
    const network = foyerSandboxOf(sandbox, projectId).networks.at(-1)!
    expect(network.caipNetworkId).toBe(foyerBitcoinRegtestCaipNetworkId)
    const response = await fetch(network.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getblockhash", params: [0] }),
    })
    expect([response.status, await response.json()]).toEqual([
      400,
      {
        status: "FAILED",
        reasons: [
          {
            field: "chainId",
            description: `${foyerBitcoinRegtestCaipNetworkId} is a Bitcoin chain: the sandbox serves it over the Esplora API at ${sandbox.urls.bitcoin.esploraUrl}, not JSON-RPC`,
          },
        ],
      },
    ])
    const genesis = await fetch(`${sandbox.urls.bitcoin.esploraUrl}/block-height/0`)
    expect((await genesis.text()).slice(0, 32)).toBe(foyerBitcoinRegtestCaipNetworkId.slice(7))
    expect(foyerBitcoinRegtest(network.rpcUrl).name).toBe(sandbox.urls.bitcoin.name)
  })

  it("the kit's Foyer Solana Devnet is the sandbox's: the same CAIP-2 id and name, its reference the genesis hash's prefix", () => {
    const network = foyerSolanaDevnet(sandbox.urls.solana.rpcUrl)
    expect([network.caipNetworkId, network.name, network.id]).toEqual([
      sandbox.urls.solana.caipNetworkId,
      sandbox.urls.solana.name,
      sandbox.solana.genesisHash.slice(0, 32),
    ])
  })
})
