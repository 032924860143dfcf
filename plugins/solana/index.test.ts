// @vitest-environment happy-dom
// The Solana plugin as a developer lists it (issue 36 items 1-2): its descriptor is plain data,
// what foyer add reads and writes, and on the real kernel its kit brings the Wallet Standard
// wallets and the Solana adapter, so the sandbox's Solana test wallet connects and signs.
import { relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { ed25519 } from "@noble/curves/ed25519"
import { base58 } from "@scure/base"
import { Effect } from "effect"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import {
  Accounts,
  ChainAdapters,
  ConnectionState,
  Connections,
  Connectors,
  makeKernel,
  Storage,
  solanaDevnet,
  Wallet,
} from "../../core"
import {
  answeredPreflight,
  answerJson,
  type LocalServer,
  startLocalServer,
} from "../../test/localServer"
import { staticImportGraph } from "../../ui/bundle/staticImports"
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

afterEach(unregisterSolanaTestWallets)

const repo = resolve(fileURLToPath(import.meta.url), "../../..")

// A stand-in for the provider API on 127.0.0.1, so nothing reaches the internet: it supports
// no chain (no balance is read), accepts analytics, and knows nothing else.
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

describe("the solana plugin", () => {
  it("exports only the factory (the entry's public API)", () => {
    expect(Object.keys(entry).sort()).toEqual(["solana"])
  })

  it("is plain data: the solana namespace, known before its kit loads, and its kit as a lazy chunk", () => {
    const plugin = solana()
    expect(plugin).toEqual({ id: "solana", chainNamespaces: ["solana"], kit: plugin.kit })
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
    // The connect has the kit read the account's balance (the provider answers it supports no
    // chain): let that end before the kit and then the stand-in go.
    await kernel.runtime.runPromise(
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
