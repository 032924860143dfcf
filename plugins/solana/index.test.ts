// @vitest-environment happy-dom
// The Solana plugin as a developer lists it (issue 36 items 1-2): its descriptor is plain data,
// what foyer add reads and writes, and on the real kernel its kit brings the Wallet Standard
// wallets and the Solana adapter, so the sandbox's Solana test wallet connects and signs.
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { Effect, Predicate } from "effect"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import {
  Accounts,
  ChainAdapters,
  ConnectionState,
  Connections,
  Connectors,
  type Kernel,
  makeKernel,
  Storage,
  solanaDevnet,
  Wallet,
} from "../../core"
import { kitStartReach } from "../../test/kitStartReach"
import {
  answeredPreflight,
  answerJson,
  type LocalServer,
  startLocalServer,
} from "../../test/localServer"
import { staticImportGraph } from "../../ui/bundle/staticImports"
import { walletStandardConnectorId } from "./discovery/walletStandardConnector"
import * as entry from "./index"
import { solana } from "./index"
import meta from "./meta"
import {
  registerSolanaTestWallet,
  solanaTestPublicKeys,
  solanaTestWalletId,
  unregisterSolanaTestWallets,
} from "./solanaFixtures"
import template from "./template/config"
import {
  addressOfSeed,
  base64Bytes,
  decodeWire,
  registerRecordingWallet,
  testLifetime,
} from "./transfers/transferFixtures"

afterEach(unregisterSolanaTestWallets)

const repo = resolve(fileURLToPath(import.meta.url), "../../..")

// A stand-in for the provider API on 127.0.0.1, so nothing reaches the internet: it supports
// no chain (no balance is read), accepts analytics, and knows nothing else.
// It also stands in for the Solana devnet's node behind the provider's RPC (/v1/?chainId=...):
// it gives a blockhash and takes a signed transaction, answering its signature; nothing else.
let api: LocalServer
beforeAll(async () => {
  api = await startLocalServer((request, response) => {
    if (answeredPreflight(request, response)) return
    if (request.url.pathname === "/v1/" && request.method === "POST") {
      return answerJson(response, 200, answerSolanaRpc(JSON.parse(request.body)))
    }
    if (request.method === "POST") return answerJson(response, 204)
    if (request.url.pathname === "/v1/supported-chains") {
      return answerJson(response, 200, { http: [], ws: [] })
    }
    answerJson(response, 404, { reasons: [] })
  })
})
afterAll(() => api.close())

/** One JSON-RPC call's answer from the stand-in node (a batch is answered call by call). */
const answerSolanaRpc = (body: unknown): unknown => {
  if (Array.isArray(body)) return body.map(answerSolanaRpc)
  const id = Predicate.hasProperty(body, "id") ? body.id : null
  const method = Predicate.hasProperty(body, "method") ? body.method : undefined
  const params: unknown = Predicate.hasProperty(body, "params") ? body.params : undefined
  const result = (value: unknown) => ({ jsonrpc: "2.0", id, result: value })
  if (method === "getLatestBlockhash") return result(inContextValue(testLifetime))
  if (method === "sendTransaction" && Array.isArray(params)) {
    const { signatures } = decodeWire(base64Bytes(params[0]))
    return result(base58.encode(Uint8Array.from(Object.values(signatures)[0] ?? [])))
  }
  return { jsonrpc: "2.0", id, error: { code: -32601, message: "Method not found" } }
}

const inContextValue = (value: unknown) => ({ context: { slot: 1 }, value })

const start = (plugins: ReadonlyArray<ReturnType<typeof solana>>) =>
  Effect.runPromise(
    makeKernel(
      {
        projectId: "demo",
        networks: ["eip155:1", solanaDevnet.caipNetworkId],
        endpoints: { apiUrl: api.url, rpcUrl: api.url, analyticsUrl: api.url },
        plugins,
      },
      { storage: Storage.layerMemory },
    ),
  )

/**
 * The connect has the kit read the account's balance (the provider answers it supports no
 * chain): let that end before the kit and then the stand-in go.
 */
const balanceSettled = (kernel: Kernel) =>
  kernel.runtime.runPromise(
    Effect.flatMap(Effect.service(Accounts), (accounts) =>
      Effect.promise(
        () =>
          new Promise<void>((resolve) => {
            const settled = () => {
              const account = accounts.store.getSnapshot().solana
              return account?.balance !== undefined && !account.balanceLoading
            }
            if (settled()) return resolve()
            const stop = accounts.store.subscribe(() => {
              if (!settled()) return
              stop()
              resolve()
            })
          }),
      ),
    ),
  )

describe("the solana plugin", () => {
  it("exports only the factory (the entry's public API)", () => {
    expect(Object.keys(entry).sort()).toEqual(["solana"])
  })

  it("is plain data: the solana namespace, known before its kit loads, and its kit as a lazy chunk", () => {
    const plugin = solana()
    expect(plugin).toEqual({
      id: "solana",
      options: {},
      chainNamespaces: ["solana"],
      kit: plugin.kit,
    })
    expect(solana({ preflightCommitment: "finalized" }).options).toEqual({
      preflightCommitment: "finalized",
    })
    expect(plugin.kit).toBeTypeOf("function")
  })

  it("nothing of it loads before the kit starts: its entry reaches no other file of the plugin and not the Wallet Standard", () => {
    const graph = staticImportGraph(resolve(repo, "plugins/solana/index.ts"))
    const files = [...graph.files].map((file) => relative(repo, file))
    expect(files.filter((file) => file.startsWith("plugins/"))).toEqual(["plugins/solana/index.ts"])
    expect([...graph.packages].filter((name) => name.startsWith("@wallet-standard/"))).toEqual([])
    expect([...graph.dynamic].map((file) => relative(repo, file))).toContain(
      "plugins/solana/solanaKit.ts",
    )
  })

  it("its kit holds only what lists the wallets (issue 36: no Solana code before the visitor picks such a wallet): the kit, its options and discovery/, over the kernel and the Wallet Standard's registry; the adapter and what talks to a wallet are imported on a pick", () => {
    const start = kitStartReach("plugins/solana/solanaKit.ts")
    expect(start.files.filter((file) => !file.startsWith("plugins/solana/discovery/"))).toEqual([
      "plugins/solana/SolanaOptions.ts",
      "plugins/solana/solanaKit.ts",
    ])
    expect(start.packages).toEqual(["@wallet-standard/app", "effect"])
    expect(start.dynamic).toEqual([
      "plugins/solana/solanaAdapter.ts",
      "plugins/solana/solanaStandardSession.ts",
    ])
  })

  it("meta.ts and the template describe the same plugin (what foyer add reads and writes)", () => {
    expect(meta).toMatchObject({ id: "solana", factory: "solana" })
    expect(meta.factory in entry).toBe(true)
    expect([template.id, template.chainNamespaces]).toEqual([meta.id, ["solana"]])
  })

  it("on the kernel: its kit adds the Solana adapter beside the kernel's EVM one", async () => {
    const kernel = await start([solana()])
    const namespaces = await kernel.runtime.runPromise(
      Effect.map(Effect.service(ChainAdapters), (adapters) => adapters.namespaces),
    )
    expect(namespaces).toEqual(["eip155", "solana"])
    await kernel.dispose()
  })

  it("on the kernel: the page's Wallet Standard Solana wallet is listed, connects under solana and signs a message that verifies", async () => {
    const { control } = registerSolanaTestWallet()
    const kernel = await start([solana()])
    const outcome = await kernel.runtime.runPromise(
      Effect.gen(function* () {
        const listed = (yield* Connectors).store.getSnapshot().map((info) => info.id)
        const connections = yield* Connections
        yield* connections.connect(solanaTestWalletId)
        const signature = yield* (yield* Wallet).signMessage("Hello from Foyer")
        return { listed, state: connections.store.getSnapshot(), signature }
      }),
    )
    await balanceSettled(kernel)
    await kernel.dispose()
    expect(outcome.listed).toContain(solanaTestWalletId)
    expect(ConnectionState.connectionsOf(outcome.state, "solana")).toEqual([
      {
        connectorId: solanaTestWalletId,
        accounts: [{ address: control.addresses[0] }],
        chainId: solanaDevnet.id,
        caipNetwork: solanaDevnet,
      },
    ])
    expect(
      ed25519.verify(
        base58.decode(outcome.signature),
        new TextEncoder().encode("Hello from Foyer"),
        solanaTestPublicKeys[0] ?? new Uint8Array(),
      ),
    ).toBe(true)
  })

  it("spec 5: a preflightCommitment outside processed, confirmed, finalized, recent, single, singleGossip, root, max fails the start, naming the plugin and the allowed values", async () => {
    const error = await start([
      // @ts-expect-error: a value outside spec 5's list, as an app in JavaScript could give
      solana({ preflightCommitment: "fast" }),
    ]).then(
      () => undefined,
      (cause: unknown) => cause,
    )
    expect(error).toMatchObject({ _tag: "PluginConfigInvalidError", plugin: "solana" })
    expect(String(error instanceof Error ? error.message : error)).toBe(
      'Plugin "solana" has invalid options:\n- preflightCommitment: Expected "processed" | "confirmed" | "finalized" | "recent" | "single" | "singleGossip" | "root" | "max"',
    )
  })

  it("on the kernel: Wallet.transfer sends SOL from the Solana wallet's account through the provider's RPC, with the plugin's preflightCommitment (spec 5: max is sent as finalized)", async () => {
    // A wallet that signs only: the kit itself sends, through the kernel's RPC for the network.
    const recording = registerRecordingWallet("signOnly")
    const kernel = await start([solana({ preflightCommitment: "max" })])
    const receiver = addressOfSeed(7)
    const id = await kernel.runtime.runPromise(
      Effect.gen(function* () {
        yield* (yield* Connections).connect(walletStandardConnectorId("Recording signOnly"))
        return yield* (yield* Wallet).transfer({ to: receiver, units: 1_000_000n })
      }),
    )
    await balanceSettled(kernel)
    await kernel.dispose()
    expect(recording.signed).toMatchObject([
      {
        account: { address: recording.control.addresses[0] },
        chain: solanaDevnet.caipNetworkId,
        options: { preflightCommitment: "finalized" },
      },
    ])
    const calls: ReadonlyArray<unknown> = api.requests
      .filter(
        (request) =>
          request.method === "POST" &&
          request.url.pathname === "/v1/" &&
          request.url.searchParams.get("chainId") === solanaDevnet.caipNetworkId,
      )
      .flatMap((request): ReadonlyArray<unknown> => [JSON.parse(request.body)].flat())
    const sent = calls.find(
      (call) => Predicate.hasProperty(call, "method") && call.method === "sendTransaction",
    )
    const params =
      Predicate.hasProperty(sent, "params") && Array.isArray(sent.params) ? sent.params : []
    expect(params[1]).toEqual({ encoding: "base64", preflightCommitment: "finalized" })
    // What the node got is the System transfer, signed by the account; its signature is the id.
    const { messageBytes, instructions } = decodeWire(base64Bytes(params[0]))
    expect(instructions.map((instruction) => instruction.accounts)).toEqual([
      [recording.control.addresses[0], receiver],
    ])
    expect(
      ed25519.verify(base58.decode(id), messageBytes, solanaTestPublicKeys[0] ?? new Uint8Array()),
    ).toBe(true)
  })

  it("a page that does not list it has no Solana wallet and no Solana adapter, even with one in the page", async () => {
    registerSolanaTestWallet()
    const kernel = await start([])
    const { listed, namespaces } = await kernel.runtime.runPromise(
      Effect.gen(function* () {
        return {
          listed: (yield* Connectors).store.getSnapshot().map((info) => info.id),
          namespaces: (yield* ChainAdapters).namespaces,
        }
      }),
    )
    await kernel.dispose()
    expect(listed).not.toContain(solanaTestWalletId)
    expect(namespaces).toEqual(["eip155"])
  })
})
