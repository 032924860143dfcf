import { http } from "viem"
import { afterEach, describe, expect, it } from "vitest"
import { type LocalServer, startLocalServer } from "../../test/localServer"
import { fallbackRank, rankPingMethod } from "./fallbackRank"

let server: LocalServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const start = async () => {
  server = await startLocalServer((req, res) => {
    const call = JSON.parse(req.body) as { id: number }
    res.end(JSON.stringify({ jsonrpc: "2.0", id: call.id, result: true }))
  })
  return server
}

describe("fallbackRank (spec 9 fallback transport)", () => {
  it("polling 4000 ms, sample count 10, weights stability 0.7 and latency 0.3", () => {
    const { interval, sampleCount, weights } = fallbackRank()
    expect({ interval, sampleCount, weights }).toEqual({
      interval: 4_000,
      sampleCount: 10,
      weights: { stability: 0.7, latency: 0.3 },
    })
  })

  it("a ranking ping asks the URL net_listening", async () => {
    const at = await start()
    const ping = fallbackRank(new AbortController().signal).ping
    expect(await ping?.({ transport: http(at.url)({}) })).toBe(true)
    expect(at.requests.map((r) => JSON.parse(r.body).method)).toEqual([rankPingMethod])
  })

  it("once the kit is disposed (its signal aborted), a ping sends nothing and never settles, ending viem's ranking loop", async () => {
    const at = await start()
    const disposed = new AbortController()
    disposed.abort()
    const transport = http(at.url)({})
    let settled = false
    fallbackRank(disposed.signal)
      .ping?.({ transport })
      ?.then(() => {
        settled = true
      })
    // A request sent after the ping's turn has come and gone: the server sees it alone.
    await transport.request({ method: "eth_chainId" })
    expect(at.requests.map((r) => JSON.parse(r.body).method)).toEqual(["eth_chainId"])
    expect(settled).toBe(false)
  })
})
