import { createPublicClient } from "viem"
import { afterEach, describe, expect, it } from "vitest"
import { type LocalServer, startLocalServer } from "../../test/localServer"
import { rpcTransport } from "./rpcTransport"

let server: LocalServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

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
