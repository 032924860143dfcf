import { Effect, Schema } from "effect"
import { createPublicClient } from "viem"
import { afterEach, describe, expect, it, onTestFinished } from "vitest"
import { type LocalServer, startLocalServer } from "../../test/localServer"
import { makeBalanceSources } from "../accounts/balances/BalanceSources"
import { foyerDevnet } from "../chains/foyerDevnet"
import { FoyerConfig } from "../config/FoyerConfig"
import { makeWallet } from "../wallet/Wallet"
import { rankPingMethod } from "./fallbackRank"
import { rpcTransport } from "./rpcTransport"

let server: LocalServer | undefined
const others: Array<LocalServer> = []
afterEach(async () => {
  await server?.close()
  server = undefined
  for (const other of others.splice(0)) await other.close()
})

/**
 * A signal the test's transports end with: their ranking loops stop when the test does, so a
 * loop of an earlier test never pings a later test's server (a freed port may be handed out
 * again) nor lends it its cached transport.
 */
const testSignal = (): AbortSignal => {
  const ended = new AbortController()
  onTestFinished(() => ended.abort())
  return ended.signal
}

type RpcCall = { readonly id: number; readonly method: string }

const answer = (calls: RpcCall | RpcCall[]) => {
  const one = (c: RpcCall) => ({
    jsonrpc: "2.0",
    id: c.id,
    result: c.method === "eth_chainId" ? "0x7a69" : "0x10",
  })
  return JSON.stringify(Array.isArray(calls) ? calls.map(one) : one(calls))
}

const client = (url: string) =>
  createPublicClient({
    transport: rpcTransport({ rpcHost: url, chainId: "eip155:31337", projectId: "p" }),
  })

describe("rpcTransport (spec 7 blockchain RPC)", () => {
  it("sends to /v1/ with chainId and projectId", async () => {
    server = await startLocalServer((req, res) => res.end(answer(JSON.parse(req.body))))
    expect(await client(server.url).getChainId()).toBe(31337)
    expect(server.requests[0]?.url.pathname).toBe("/v1/")
    expect(Object.fromEntries(server.requests[0]?.url.searchParams ?? [])).toEqual({
      chainId: "eip155:31337",
      projectId: "p",
    })
  })

  it("batches concurrent JSON-RPC calls into one HTTP POST", async () => {
    server = await startLocalServer((req, res) => res.end(answer(JSON.parse(req.body))))
    const c = client(server.url)
    const [chainId, block] = await Promise.all([c.getChainId(), c.getBlockNumber()])
    expect([chainId, block]).toEqual([31337, 16n])
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.method).toBe("POST")
    expect(JSON.parse(server.requests[0]?.body ?? "")).toHaveLength(2)
  })

  it("retries a 503 and succeeds on the next attempt", async () => {
    server = await startLocalServer((req, res) => {
      if (server?.requests.length === 1) {
        res.statusCode = 503
        res.end("busy")
      } else res.end(answer(JSON.parse(req.body)))
    })
    expect(await client(server.url).getChainId()).toBe(31337)
    expect(server.requests).toHaveLength(2)
  })

  it("retries 3 times and then fails", async () => {
    server = await startLocalServer((_req, res) => {
      res.statusCode = 500
      res.end("down")
    })
    await expect(client(server.url).getChainId()).rejects.toThrow("HTTP request failed")
    expect(server.requests).toHaveLength(4)
  })

  it("does not retry a status outside the list (400)", async () => {
    server = await startLocalServer((_req, res) => {
      res.statusCode = 400
      res.end("bad")
    })
    await expect(client(server.url).getChainId()).rejects.toThrow("HTTP request failed")
    expect(server.requests).toHaveLength(1)
  })
})

/** A local node: answers every call, or fails every one with `status` (JSON-RPC calls still read). */
const node = async (status?: number): Promise<LocalServer> => {
  const started = await startLocalServer((req, res) => {
    if (status === undefined) return void res.end(answer(JSON.parse(req.body)))
    res.statusCode = status
    res.end("down")
  })
  others.push(started)
  return started
}

/** The JSON-RPC methods `at` received, batches opened. */
const methodsAt = (at: LocalServer): ReadonlyArray<string> =>
  at.requests
    .flatMap((r) => {
      const body: RpcCall | RpcCall[] = JSON.parse(r.body)
      return Array.isArray(body) ? body : [body]
    })
    .map((call) => call.method)

/** The JSON-RPC methods `at` received, ranking pings left out. */
const readsAt = (at: LocalServer): ReadonlyArray<string> =>
  methodsAt(at).filter((method) => method !== rankPingMethod)

/** The transport the kit reads with (Wallet, balances): `urls`, then the provider's RPC. */
const readsFrom = (provider: LocalServer, urls: ReadonlyArray<string>) =>
  rpcTransport({
    rpcHost: provider.url,
    chainId: "eip155:31337",
    projectId: "p",
    urls,
    signal: testSignal(),
  })({})

describe("rpcTransport over several RPC URLs (spec 9 fallback transport)", () => {
  it("a network whose own URL is the provider's reads from that one URL, unranked", async () => {
    server = await node()
    const providerUrl = `${server.url}/v1/?chainId=eip155%3A31337&projectId=p`
    const transport = readsFrom(server, [providerUrl])
    expect(transport.config.type).toBe("http")
    expect(await transport.request({ method: "eth_blockNumber" })).toBe("0x10")
    expect(server.requests.map((r) => `${r.url.pathname}${r.url.search}`)).toEqual([
      "/v1/?chainId=eip155%3A31337&projectId=p",
    ])
  })

  it("making the transport sends nothing; made, it pings every URL (the ranking's first sample)", async () => {
    server = await node()
    const own = await node()
    const made = rpcTransport({
      rpcHost: server.url,
      chainId: "eip155:31337",
      projectId: "p",
      urls: [own.url],
      signal: testSignal(),
    })
    expect([server.requests, own.requests]).toEqual([[], []])
    expect(made({}).config.type).toBe("fallback")
    await Promise.all([server.received(1), own.received(1)])
    expect([server, own].map(methodsAt)).toEqual([[rankPingMethod], [rankPingMethod]])
  })

  it("the network's own URLs come first; a request one of them fails goes on to the next URL at once, not retried there", async () => {
    server = await node()
    const failing = await node(503)
    const transport = readsFrom(server, [failing.url])
    expect(await transport.request({ method: "eth_blockNumber" })).toBe("0x10")
    expect(readsAt(failing)).toEqual(["eth_blockNumber"])
    expect(readsAt(server)).toEqual(["eth_blockNumber"])
  })

  it("after the ranking's first sample, the failing URL drops behind: reads go to the answering one alone", async () => {
    server = await node()
    const failing = await node(500)
    const transport = readsFrom(server, [failing.url])
    // The first sample is taken as the transport is made; once ranked, a read skips the
    // failing URL. Asked until then (each read answers meanwhile, through the fallback).
    for (;;) {
      const before = readsAt(failing).length
      expect(await transport.request({ method: "eth_blockNumber" })).toBe("0x10")
      if (readsAt(failing).length === before) break
    }
    const answered = readsAt(server).length
    for (let i = 0; i < 3; i++) await transport.request({ method: "eth_chainId" })
    expect(readsAt(server).slice(answered)).toEqual(["eth_chainId", "eth_chainId", "eth_chainId"])
    expect(readsAt(failing)).not.toContain("eth_chainId")
  })

  it("when every URL fails with a retryable status, the whole round is retried 3 times", async () => {
    server = await node(503)
    const failing = await node(502)
    const transport = readsFrom(server, [failing.url])
    await expect(transport.request({ method: "eth_blockNumber" })).rejects.toThrow(
      "HTTP request failed",
    )
    expect(readsAt(failing)).toHaveLength(4)
    expect(readsAt(server)).toHaveLength(4)
  })
})

/** How many ranking pings `at` has received. */
const pingsAt = (at: LocalServer): number =>
  methodsAt(at).filter((method) => method === rankPingMethod).length

describe("one ranked fallback transport per network (spec 9: one ranking loop over its URLs)", () => {
  it("readers of the same network's URLs share one transport: each URL gets one ping a sample, not one per reader", async () => {
    server = await node()
    const own = await node()
    const reader = () => {
      // Each reader ends with its own owner (the Wallet's, the balances').
      const disposed = new AbortController()
      onTestFinished(() => disposed.abort())
      return rpcTransport({
        rpcHost: server?.url ?? "",
        chainId: "eip155:31337",
        projectId: "p",
        urls: [own.url],
        signal: disposed.signal,
      })({})
    }
    const [first, second] = [reader(), reader()]
    expect(second).toBe(first)
    expect(await first.request({ method: "eth_blockNumber" })).toBe("0x10")
    expect(await second.request({ method: "eth_chainId" })).toBe("0x7a69")
    expect([pingsAt(own), pingsAt(server)]).toEqual([1, 1])
  })

  it("the ranking ends once every reader is disposed; a reader after that gets a fresh transport", async () => {
    server = await node()
    const own = await node()
    const wallet = new AbortController()
    const balances = new AbortController()
    const reader = (signal: AbortSignal) =>
      rpcTransport({
        rpcHost: server?.url ?? "",
        chainId: "eip155:31337",
        projectId: "p",
        urls: [own.url],
        signal,
      })({})
    const first = reader(wallet.signal)
    expect(reader(balances.signal)).toBe(first)
    wallet.abort()
    // The balances still read: the same transport, still ranked.
    expect(reader(balances.signal)).toBe(first)
    balances.abort()
    const later = new AbortController()
    onTestFinished(() => later.abort())
    expect(reader(later.signal)).not.toBe(first)
  })

  it("the Wallet's node reads and the balances' of one network share its ranking, and both go on from a failing URL to the next", async () => {
    server = await node(503)
    const failing = await node(503)
    const own = await node()
    const network = {
      ...foyerDevnet(failing.url),
      rpcUrls: { default: { http: [failing.url, own.url] } },
    }
    const config = Schema.decodeUnknownSync(FoyerConfig)({
      projectId: "p",
      networks: [network.caipNetworkId],
      customNetworks: [network],
      endpoints: { rpcUrl: server.url },
    })
    const walletDisposed = new AbortController()
    const accountsDisposed = new AbortController()
    onTestFinished(() => {
      walletDisposed.abort()
      accountsDisposed.abort()
    })
    const wallet = makeWallet({
      config,
      currentWallet: Effect.succeed(undefined),
      activeNetwork: Effect.succeed(network),
      signal: walletDisposed.signal,
    })
    const balances = makeBalanceSources({
      config,
      currentWallet: Effect.succeed(undefined),
      signal: accountsDisposed.signal,
    })
    const block = await Effect.runPromise(wallet.publicRequest("eth_blockNumber", []))
    const chainId = await Effect.runPromise(balances.nodeRequest(network, "eth_chainId", []))
    expect([block, chainId]).toEqual(["0x10", "0x7a69"])
    // Answered by the one URL that answers, past the failing one before it.
    expect(readsAt(own)).toEqual(["eth_blockNumber", "eth_chainId"])
    expect([failing, own, server].map(pingsAt)).toEqual([1, 1, 1])
  })
})
