import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { rawCall, rawRequest } from "./solanaDevnetFixtures"
import { type SolanaDevnet, startSolanaDevnet } from "./startSolanaDevnet"

describe("the Solana devnet's JSON-RPC framing", () => {
  let devnet: SolanaDevnet

  beforeAll(async () => {
    devnet = await startSolanaDevnet({ accounts: 1 })
  })

  afterAll(() => devnet?.stop())

  it("answers an unknown method with -32601 and the call's id", async () => {
    expect(
      (await rawCall(devnet.rpcUrl, { jsonrpc: "2.0", id: "x7", method: "getBlockProduction" }))
        .json,
    ).toEqual({
      jsonrpc: "2.0",
      error: { code: -32601, message: "Method not found" },
      id: "x7",
    })
  })

  it.each([
    [
      "getBalance",
      ["not an address"],
      'Invalid params: the account address must be a base58 address (32 bytes); got "not an address"',
    ],
    [
      "getBalance",
      [],
      "Invalid params: the account address must be a base58 address (32 bytes); got nothing",
    ],
    [
      "getSlot",
      [{ commitment: "recent" }],
      'Invalid params: unknown variant "recent" for commitment, expected one of `processed`, `confirmed`, `finalized`',
    ],
    [
      "getAccountInfo",
      ["11111111111111111111111111111111", { encoding: "base64+zstd" }],
      'Invalid params: encoding "base64+zstd" is not served by the sandbox devnet (Node 20 has no zstd); use "base64"',
    ],
    [
      "getMultipleAccounts",
      [Array.from({ length: 101 }, () => "11111111111111111111111111111111")],
      "Invalid params: Too many inputs provided; max 100",
    ],
    [
      "sendTransaction",
      ["AQ==!", { encoding: "base64" }],
      "Invalid params: invalid base64 encoding of transaction",
    ],
    [
      "getSignaturesForAddress",
      ["11111111111111111111111111111111", { limit: 1001 }],
      "Invalid params: Invalid limit; max 1000",
    ],
    [
      "getTokenAccountsByOwner",
      ["11111111111111111111111111111111", { programId: "11111111111111111111111111111111" }],
      "Invalid param: unrecognized Token program id",
    ],
    [
      "getBalance",
      { address: "11111111111111111111111111111111" },
      "Invalid params: params must be an array (Solana's parameters are positional)",
    ],
  ])(
    "answers %s with bad params %j with -32602 saying what is wrong",
    async (method, params, message) => {
      const { json } = await rawCall(devnet.rpcUrl, { jsonrpc: "2.0", id: 3, method, params })
      expect(json).toEqual({ jsonrpc: "2.0", error: { code: -32602, message }, id: 3 })
    },
  )

  it("refuses history reads below confirmed, as Solana does", async () => {
    const signature = "1".repeat(64)
    for (const method of ["getTransaction", "getSignaturesForAddress"]) {
      const first = method === "getTransaction" ? signature : devnet.accounts[0]!.address
      const { json } = await rawRequest(devnet.rpcUrl, method, [first, { commitment: "processed" }])
      expect({ method, json }).toMatchObject({
        method,
        json: {
          error: { code: -32602, message: "Method does not support commitment below `confirmed`" },
        },
      })
    }
  })

  it("answers a context slot the devnet has not reached with -32016", async () => {
    const { json } = await rawRequest(devnet.rpcUrl, "getSlot", [{ minContextSlot: 1_000_000 }])
    expect(json).toMatchObject({
      error: { code: -32016, message: "Minimum context slot has not been reached" },
    })
  })

  it("answers a batch in the calls' order, each with its id, and leaves notifications out", async () => {
    const { status, json } = await rawCall(devnet.rpcUrl, [
      { jsonrpc: "2.0", id: 1, method: "getSlot" },
      { jsonrpc: "2.0", id: "two", method: "noSuchMethod" },
      { jsonrpc: "2.0", method: "getHealth" },
      { jsonrpc: "2.0", id: 3, method: "getBalance", params: ["nope"] },
      { jsonrpc: "2.0", id: 4, method: "getBalance", params: [devnet.accounts[0]!.address] },
      "not a call",
    ])
    expect(status).toBe(200)
    expect(json).toEqual([
      { jsonrpc: "2.0", result: 0, id: 1 },
      { jsonrpc: "2.0", error: { code: -32601, message: "Method not found" }, id: "two" },
      {
        jsonrpc: "2.0",
        error: { code: -32602, message: expect.stringContaining("base58 address") },
        id: 3,
      },
      {
        jsonrpc: "2.0",
        result: { context: { apiVersion: "4.3.0", slot: 0 }, value: 10_000_000_000_000 },
        id: 4,
      },
      { jsonrpc: "2.0", error: { code: -32600, message: "Invalid request" }, id: null },
    ])
  })

  it("answers what is not JSON-RPC with -32700 or -32600, and a batch of notifications with nothing", async () => {
    const error = (code: number, message: string) => ({
      jsonrpc: "2.0",
      error: { code, message },
      id: null,
    })
    expect((await rawCall(devnet.rpcUrl, "{not json")).json).toEqual(error(-32700, "Parse error"))
    expect((await rawCall(devnet.rpcUrl, [])).json).toEqual(error(-32600, "Invalid request"))
    expect((await rawCall(devnet.rpcUrl, 42)).json).toEqual(error(-32600, "Invalid request"))
    expect((await rawCall(devnet.rpcUrl, { id: 1, method: "getSlot" })).json).toEqual({
      ...error(-32600, "Invalid request"),
      id: 1,
    })
    expect(await rawCall(devnet.rpcUrl, [{ jsonrpc: "2.0", method: "getSlot" }])).toEqual({
      status: 204,
      json: undefined,
    })
  })

  it("writes u64 values as plain JSON numbers, as Solana does", async () => {
    const response = await fetch(devnet.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "getAccountInfo",
        params: [devnet.accounts[0]!.address, { encoding: "base64" }],
      }),
    })
    expect(await response.text()).toContain(
      '"lamports":10000000000000,"owner":"11111111111111111111111111111111","rentEpoch":18446744073709551615,"space":0',
    )
  })

  it("lets pages of any origin call it (CORS preflight), serves /health, and refuses other HTTP methods", async () => {
    const preflight = await fetch(devnet.rpcUrl, {
      method: "OPTIONS",
      headers: {
        origin: "http://127.0.0.1:5173",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,solana-client",
        "access-control-request-private-network": "true",
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*")
    expect(preflight.headers.get("access-control-allow-headers")).toBe("content-type,solana-client")
    expect(preflight.headers.get("access-control-allow-private-network")).toBe("true")
    const health = await fetch(`${devnet.rpcUrl}/health`)
    expect([health.status, await health.text()]).toEqual([200, "ok"])
    expect((await fetch(devnet.rpcUrl, { method: "PUT" })).status).toBe(405)
  })
})
