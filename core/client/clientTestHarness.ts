/**
 * Shared set-up for the FoyerClient tests (not part of the public API): a local provider API
 * answering supported-chains, balance and identity over real HTTP, fake wallets announced on
 * the test window, and a client over a storage backend a test can inspect and reuse (a
 * "page reload" is a second client over the same backend).
 */
import type { ServerResponse } from "node:http"
import { Effect, Option } from "effect"
import { Window } from "happy-dom"
import { afterEach, beforeEach } from "vitest"
import {
  answeredPreflight,
  answerJson,
  type LocalServer,
  type SeenRequest,
  startLocalServer,
} from "../../test/localServer"
import type { Eip6963ProviderInfo } from "../connectors/Eip6963"
import {
  announceWallet,
  type FakeCall,
  type FakeWallet,
  fakeWalletInfo,
} from "../connectors/fakeWallet"
import type { FoyerOptions } from "../Kernel"
import type { ReadableStore } from "../state/Store"
import { makeStorage, memoryBackend, Storage, type StorageBackend } from "../storage/Storage"
import type { StorageKey } from "../storage/StorageKey"
import { createFoyerClient, type FoyerClientEnvironment } from "./createFoyerClient"
import type { FoyerClient } from "./FoyerClient"

/** Two test accounts. */
export const alice = `0x${"a1".repeat(20)}` as const
/** See {@link alice}. */
export const bob = `0x${"b2".repeat(20)}` as const

/** How the local provider API answers; tests change it and `resetApi` restores it. */
export const apiBehaviour = {
  balance: "ok" as "ok" | "fail",
  /** "unknown" answers 404, which is neither retried nor cached: every load asks again. */
  identity: "ok" as "ok" | "unknown",
  supported: ["eip155:1", "eip155:10"],
  /** What the node's pending-transaction filter shows at each read (JSON-RPC at /v1/). */
  pendingTransactions: [] as ReadonlyArray<string>,
}

/** Restores the default answers of the local provider API. */
export const resetApi = () => {
  apiBehaviour.balance = "ok"
  apiBehaviour.identity = "ok"
  apiBehaviour.supported = ["eip155:1", "eip155:10"]
  apiBehaviour.pendingTransactions = []
}

/** The node's answer to one JSON-RPC call (the pending-transaction filter only). */
const rpcResult = (method: unknown): unknown => {
  if (method === "eth_newPendingTransactionFilter") return "0x1"
  if (method === "eth_getFilterChanges") return apiBehaviour.pendingTransactions
  return undefined
}

const json = answerJson

const answer = (request: SeenRequest, response: ServerResponse) => {
  const path = request.url.pathname
  if (answeredPreflight(request, response)) return
  if (path === "/v1/supported-chains") {
    return json(response, 200, { http: apiBehaviour.supported, ws: [] })
  }
  if (path === "/v1/" && request.method === "POST") {
    const body: unknown = JSON.parse(request.body)
    const calls = Array.isArray(body) ? body : [body]
    const answers = calls.map((call: { id?: unknown; method?: unknown }) => {
      const result = rpcResult(call.method)
      return result === undefined
        ? { jsonrpc: "2.0", id: call.id, error: { code: -32601, message: "Method not found" } }
        : { jsonrpc: "2.0", id: call.id, result }
    })
    return json(response, 200, Array.isArray(body) ? answers : answers[0])
  }
  const balance = /^\/v1\/account\/([^/]+)\/balance$/.exec(path)
  if (balance !== null) {
    if (apiBehaviour.balance === "fail") {
      return json(response, 400, { reasons: [{ field: "address", description: "bad" }] })
    }
    const chainId = request.url.searchParams.get("chainId") ?? ""
    return json(response, 200, {
      balances: [
        {
          name: "Ether",
          symbol: "ETH",
          chainId,
          value: 3750,
          price: 3000,
          quantity: { decimals: "18", numeric: "1.25" },
          iconUrl: "https://icons.example/eth.png",
        },
      ],
    })
  }
  const identity = /^\/v1\/identity\/([^/]+)$/.exec(path)
  if (identity !== null) {
    if (apiBehaviour.identity === "unknown") return json(response, 404, { reasons: [] })
    return json(response, 200, {
      name: `${identity[1]?.slice(0, 6)}.foyer.id`,
      avatar: "https://avatars.example/a.png",
      resolvedAt: "2025-01-01T00:00:00Z",
    })
  }
  return json(response, 404, { reasons: [] })
}

/** Starts the local provider API. */
export const startApi = (): Promise<LocalServer> => startLocalServer(answer)

/** The JSON-RPC methods the local node received at /v1/, in order. */
export const rpcMethods = (server: LocalServer): ReadonlyArray<string> =>
  server.requests
    .filter((r) => r.method === "POST" && r.url.pathname === "/v1/")
    .flatMap((r) => {
      const body: unknown = JSON.parse(r.body)
      return (Array.isArray(body) ? body : [body]).map((call: { method: string }) => call.method)
    })

/** The paths of the GET requests the local API received (CORS preflights left out). */
export const seenPaths = (server: LocalServer): ReadonlyArray<string> =>
  server.requests.filter((r) => r.method === "GET").map((r) => r.url.pathname)

/** Options for a kit on Ethereum and Optimism whose endpoints are the local server. */
export const testOptions = (server: LocalServer, overrides: Partial<FoyerOptions> = {}) =>
  ({
    projectId: "foyer-test",
    networks: ["eip155:1", "eip155:10"],
    endpoints: { apiUrl: server.url, analyticsUrl: server.url, rpcUrl: server.url },
    ...overrides,
  }) satisfies FoyerOptions

/** Everything a test started, stopped in `cleanUp`. */
const cleanups: Array<() => unknown> = []
let page: Window | undefined

/** The test's page window (happy-dom), a fresh one per test. */
export const testWindow = (): Window => {
  page ??= new Window({ url: "https://dapp.example/" })
  return page
}

/** Stops every client and announcement a test started, and closes its window. */
export const cleanUp = async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  await page?.happyDOM.close()
  page = undefined
}

/** Announces `wallet` on the test window under `rdns` until the test ends. */
export const announce = (
  rdns: string,
  wallet: FakeWallet,
  info: Partial<Eip6963ProviderInfo> = {},
) => {
  cleanups.push(announceWallet(testWindow(), fakeWalletInfo(rdns, info), wallet.provider))
}

/** Makes `wallet` a legacy `window.ethereum`. */
export const injectLegacy = (wallet: FakeWallet) =>
  Object.defineProperty(testWindow(), "ethereum", {
    value: wallet.provider,
    configurable: true,
    writable: true,
  })

/** Starts a client on the test window over `backend` (a fresh one by default). */
export const startClient = async (
  server: LocalServer,
  setup: {
    readonly backend?: StorageBackend
    readonly options?: Partial<FoyerOptions>
    readonly environment?: FoyerClientEnvironment
  } = {},
): Promise<FoyerClient> => {
  const backend = setup.backend ?? memoryBackend()
  const client = await createFoyerClient(testOptions(server, setup.options), {
    window: testWindow(),
    isMobile: false,
    storage: Storage.layer(backend),
    ...setup.environment,
  })
  cleanups.push(() => client.dispose())
  return client
}

// The balance load asks the wallet for its assets (EIP-7811) whenever it runs, beside what a
// connection asks: tests of the connection look at the rest.
const balanceMethods: ReadonlySet<string> = new Set(["wallet_getCapabilities", "wallet_getAssets"])

/** The calls `wallet` received for the connection: the balance load's asks left out. */
export const connectionCalls = (wallet: FakeWallet): ReadonlyArray<FakeCall> =>
  wallet.calls.filter((call) => !balanceMethods.has(call.method))

/** The methods of {@link connectionCalls}, in order. */
export const connectionMethods = (wallet: FakeWallet): ReadonlyArray<string> =>
  connectionCalls(wallet).map((call) => call.method)

/** Reads a typed item from a storage backend. */
export const readStored = <A>(backend: StorageBackend, key: StorageKey<A>): A | undefined =>
  Option.getOrUndefined(Effect.runSync(makeStorage(backend).get(key)))

/** Resolves with the store's snapshot once `predicate` holds. */
export const waitFor = <S>(store: ReadableStore<S>, predicate: (state: S) => boolean): Promise<S> =>
  new Promise((resolve) => {
    const check = () => {
      const state = store.getSnapshot()
      if (!predicate(state)) return false
      unsubscribe()
      resolve(state)
      return true
    }
    const unsubscribe = store.subscribe(() => {
      check()
    })
    check()
  })

/** Records every value `select` takes in `store` from now on (the current one first). */
export const record = <S, A>(store: ReadableStore<S>, select: (state: S) => A): Array<A> => {
  const seen = [select(store.getSnapshot())]
  cleanups.push(
    store.subscribe(() => {
      const next = select(store.getSnapshot())
      if (next !== seen[seen.length - 1]) seen.push(next)
    }),
  )
  return seen
}

/** The local API of the running test; see {@link localApiPerTest}. */
export interface LocalApi {
  /** This test's server (a fresh one per test, so counted requests are the test's own). */
  readonly server: LocalServer
}

/**
 * Registers the hooks every client test file needs: before each test a fresh local API with
 * the default behaviour, after it every client, announcement and window stopped, then the API.
 */
export const localApiPerTest = (): LocalApi => {
  let current: LocalServer | undefined
  beforeEach(async () => {
    resetApi()
    current = await startApi()
  })
  afterEach(async () => {
    await cleanUp()
    await current?.close()
    current = undefined
  })
  return {
    get server() {
      if (current === undefined) throw new Error("localApiPerTest: no test is running")
      return current
    },
  }
}
