import { once } from "node:events"
import { createInterface } from "node:readline"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { spawnTypeScript } from "../../test/processes"
import { deriveBitcoinAccounts } from "../bitcoin/bitcoinKeys"
import { bitcoinRegtestCaipNetworkId } from "../bitcoin/startBitcoinRegtest"
import { deriveDevnetAccounts, devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import { type Relay, startRelay } from "../relay/startRelay"
import { deriveSolanaAccounts } from "../solana/deriveSolanaAccounts"
import { solanaDevnetCaipNetworkId } from "../solana/startSolanaDevnet"
import { walletConnectBitcoinEvents, walletConnectBitcoinMethods } from "./bitcoinNamespace"
import { walletConnectSolanaEvents, walletConnectSolanaMethods } from "./solanaNamespace"

let relay: Relay

beforeAll(async () => {
  relay = await startRelay()
})

afterAll(async () => {
  await relay?.stop()
})

describe("sandbox/walletConnectWallet/cli.ts", () => {
  it("starts the wallet on the given relay with the policy, one-click auth, Solana and Bitcoin asked for, prints its accounts and page, serves /state, and on SIGTERM exits 0", async () => {
    const child = spawnTypeScript(new URL("./cli.ts", import.meta.url), [
      "--relay-url",
      relay.url,
      // Never called: nothing in this test reaches the RPC.
      "--rpc-url",
      "http://127.0.0.1:9/v1/",
      "--requests",
      "approve",
      "--no-one-click-auth",
      // Never called either: the namespace is only offered.
      "--solana-rpc-url",
      "http://127.0.0.1:9",
      "--bitcoin-esplora-url",
      "http://127.0.0.1:9",
    ])
    const exited = once(child, "exit")
    try {
      const printed: string[] = []
      for await (const line of createInterface({ input: child.stdout })) {
        printed.push(line)
        if (line.includes("Wallet page")) break
      }
      const banner = printed.join("\n")
      const pageUrl = /Wallet page\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(banner)?.[1]
      expect(pageUrl, banner).toBeDefined()
      const address = deriveDevnetAccounts(devnetMnemonic, 1)[0]!.address
      const solanaAddress = deriveSolanaAccounts(devnetMnemonic, 1)[0]!.address
      const bitcoinAddress = deriveBitcoinAccounts(1)[0]!.address
      expect(banner).toContain(
        `Account      ${address}\n  Solana       ${solanaAddress}\n  Bitcoin      ${bitcoinAddress}\n`,
      )

      const state = await (await fetch(`${pageUrl}/state`)).json()
      expect(state).toEqual({
        address,
        chainId: 31337,
        namespaces: [
          expect.objectContaining({ namespace: "eip155", address }),
          {
            namespace: "solana",
            chains: [solanaDevnetCaipNetworkId],
            address: solanaAddress,
            methods: [...walletConnectSolanaMethods],
            events: [...walletConnectSolanaEvents],
          },
          {
            namespace: "bip122",
            chains: [bitcoinRegtestCaipNetworkId],
            address: bitcoinAddress,
            methods: [...walletConnectBitcoinMethods],
            events: [...walletConnectBitcoinEvents],
          },
        ],
        policy: { sessions: "manual", requests: "approve" },
        oneClickAuth: false,
        proposals: [],
        authentications: [],
        requests: [],
        sessions: [],
        errors: [],
      })

      child.kill("SIGTERM")
      expect(await exited).toEqual([0, null])
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
    }
  }, 60_000)
})
