// The Bitcoin plugin as a developer lists it (issue 36 item 3): its descriptor is plain data,
// what foyer add reads and writes; on the real kernel its kit brings the Bitcoin adapter, so a
// WalletConnect session is also asked for the site's Bitcoin networks, and a wallet that
// approves a Bitcoin account is held under bip122 and signs a message that verifies.
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { base64, hex } from "@scure/base"
import { NETWORK } from "@scure/btc-signer"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  Accounts,
  bitcoin as bitcoinMainnet,
  ChainAdapters,
  Connections,
  type Kernel,
  makeKernel,
  Storage,
  Wallet,
} from "../../core"
import { bip84Path, deriveBitcoinAccount } from "../../sandbox/bitcoin/bitcoinKeys"
import { signBitcoinMessage, verifyBitcoinMessage } from "../../sandbox/bitcoin/bitcoinMessage"
import { devnetMnemonic } from "../../sandbox/devnet/deriveDevnetAccounts"
import { makeFakeWalletConnect } from "../../test/fakeWalletConnect"
import { kitStartReach } from "../../test/kitStartReach"
import {
  answeredPreflight,
  answerJson,
  type LocalServer,
  startLocalServer,
} from "../../test/localServer"
import { staticImportGraph } from "../../ui/bundle/staticImports"
import { bitcoinWalletConnectNamespace } from "./discovery/bitcoinWalletConnectNamespace"
import * as entry from "./index"
import { bitcoin } from "./index"
import meta from "./meta"
import template from "./template/config"

const repo = resolve(fileURLToPath(import.meta.url), "../../..")
// A mainnet P2WPKH account of the sandbox mnemonic (BIP-84, coin type 0).
const account = deriveBitcoinAccount(devnetMnemonic, bip84Path(0, 0), NETWORK)

// A stand-in for the provider API on 127.0.0.1: it supports no chain (no balance is read) and
// accepts analytics; nothing reaches the internet.
let api: LocalServer
beforeAll(async () => {
  api = await startLocalServer((request, response) => {
    if (answeredPreflight(request, response)) return
    if (request.method === "POST") return answerJson(response, 204)
    if (request.url.pathname === "/v1/supported-chains") {
      return answerJson(response, 200, { http: [], ws: [] })
    }
    answerJson(response, 404, { reasons: [] })
  })
})
afterAll(() => api.close())

const start = (wc?: ReturnType<typeof makeFakeWalletConnect>) =>
  Effect.runPromise(
    makeKernel(
      {
        projectId: "demo",
        networks: ["eip155:1", bitcoinMainnet.caipNetworkId],
        endpoints: { apiUrl: api.url, rpcUrl: api.url, analyticsUrl: api.url },
        plugins: [bitcoin()],
      },
      {
        storage: Storage.layerMemory,
        ...(wc === undefined ? {} : { walletConnect: { makeProvider: wc.makeProvider } }),
      },
    ),
  )

/** Connects WalletConnect on `kernel`, the fake wallet approving `accounts` once paired. */
const connectWalletConnect = (
  kernel: Kernel,
  wc: ReturnType<typeof makeFakeWalletConnect>,
  accounts: ReadonlyArray<string>,
) =>
  kernel.runtime.runPromise(
    Effect.gen(function* () {
      const connections = yield* Connections
      const stop = connections.store.subscribe(() => {
        if (connections.store.getSnapshot().wcUri === undefined) return
        stop()
        wc.approveAccounts(accounts, 1, { bip122: bitcoinWalletConnectNamespace.methods })
      })
      yield* connections.connect("walletConnect")
    }),
  )

describe("the bitcoin plugin", () => {
  it("exports only the factory (the entry's public API)", () => {
    expect(Object.keys(entry).sort()).toEqual(["bitcoin"])
  })

  it("is plain data: the bip122 namespace, known before its kit loads, and its kit as a lazy chunk", () => {
    const plugin = bitcoin()
    expect(plugin).toEqual({ id: "bitcoin", chainNamespaces: ["bip122"], kit: plugin.kit })
    expect(plugin.kit).toBeTypeOf("function")
  })

  it("nothing of it loads before the kit starts: its entry reaches no other file of the plugin", () => {
    const graph = staticImportGraph(resolve(repo, "plugins/bitcoin/index.ts"))
    const files = [...graph.files].map((file) => relative(repo, file))
    expect(files.filter((file) => file.startsWith("plugins/"))).toEqual([
      "plugins/bitcoin/index.ts",
    ])
    expect([...graph.dynamic].map((file) => relative(repo, file))).toContain(
      "plugins/bitcoin/bitcoinKit.ts",
    )
  })

  it("its kit holds only what lists the wallets (issue 36: no Bitcoin code before the visitor picks such a wallet): the kit, its options and discovery/, over the kernel and the Wallet Standard's registry; the adapter and what talks to a wallet are imported on a pick", () => {
    const start = kitStartReach("plugins/bitcoin/bitcoinKit.ts")
    expect(start.files.filter((file) => !file.startsWith("plugins/bitcoin/discovery/"))).toEqual([
      "plugins/bitcoin/bitcoinKit.ts",
    ])
    expect(start.packages).toEqual(["@wallet-standard/app", "effect"])
    expect(start.dynamic).toEqual([
      "plugins/bitcoin/bitcoinAdapter.ts",
      "plugins/bitcoin/bitcoinStandardSession.ts",
      "plugins/bitcoin/satsConnectConnector.ts",
    ])
  })

  it("meta.ts and the template describe the same plugin (what foyer add reads and writes)", () => {
    expect(meta).toMatchObject({ id: "bitcoin", factory: "bitcoin" })
    expect(meta.factory in entry).toBe(true)
    expect([template.id, template.chainNamespaces]).toEqual([meta.id, ["bip122"]])
  })

  it("on the kernel: its kit adds the Bitcoin adapter, and WalletConnect asks for the site's Bitcoin network with the bip122 methods", async () => {
    const wc = makeFakeWalletConnect(() => 1_700_000_300)
    const kernel = await start(wc)
    const namespaces = await kernel.runtime.runPromise(
      Effect.map(Effect.service(ChainAdapters), (adapters) => adapters.namespaces),
    )
    await connectWalletConnect(kernel, wc, [`eip155:1:0x${"a1".repeat(20)}`])
    expect(namespaces).toEqual(["eip155", "bip122"])
    expect(wc.requestedChains()).toEqual(["eip155:1", bitcoinMainnet.caipNetworkId])
    expect(wc.requestedNamespaces()).toEqual({ bip122: bitcoinWalletConnectNamespace })
    await kernel.dispose()
  })

  it("on the kernel: a WalletConnect wallet that approves a Bitcoin account is held under bip122 (its payment address shown) and signs a message (its hex answer given as base64) that verifies for it", async () => {
    const wc = makeFakeWalletConnect(() => 1_700_000_300)
    wc.answer("signMessage", (params) => {
      const { message } = params as { message: string }
      // WalletConnect's Bitcoin reference: the signature in hex, without 0x.
      const signature = base64.decode(signBitcoinMessage(account.privateKey, message))
      return { address: account.address, signature: hex.encode(signature) }
    })
    const kernel = await start(wc)
    await connectWalletConnect(kernel, wc, [`${bitcoinMainnet.caipNetworkId}:${account.address}`])
    const outcome = await kernel.runtime.runPromise(
      Effect.gen(function* () {
        const accounts = yield* Accounts
        const signature = yield* (yield* Wallet).signMessage("Sign in to Foyer")
        return { address: accounts.store.getSnapshot().bip122?.address, signature }
      }),
    )
    expect(outcome.address).toBe(account.address)
    expect(verifyBitcoinMessage(account.address, "Sign in to Foyer", outcome.signature)).toBe(true)
    expect(wc.requests.at(-1)).toMatchObject({
      method: "signMessage",
      chain: bitcoinMainnet.caipNetworkId,
      params: { address: account.address, message: "Sign in to Foyer", protocol: "ecdsa" },
    })
    await kernel.dispose()
  })
})
