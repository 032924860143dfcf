// Hostile and broken requests against the sandbox API, its JSON-RPC proxy and its admin
// routes over real TCP on 127.0.0.1 (issue 11): every one gets an exact 4xx (or its normal
// answer) with the contract's ErrorBody, the server stays up, and a well-behaved request
// still gets its normal answer afterwards. One server and one anvil for the whole file.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { operations } from "../../core/api/generated/operations"
import { expectAnyTargetBelow500 } from "../../test/hostile/expectAnyTargetBelow500"
import {
  answerToOpenUpload,
  type MalformedRequest,
  malformedHttpRequests,
  type ParsedAnswer,
  type SeenAnswer,
  seenAnswer,
  sendRaw,
} from "../../test/hostile/rawHttp"
import { type Anvil, startAnvil } from "../devnet/startAnvil"
import { type SandboxApi, startSandboxApi } from "./startSandboxApi"

const projectId = "hostile-project"
// Small enough to keep oversized uploads cheap, large enough for a batch of 1000 calls.
const maxBodyBytes = 128 * 1024
let anvil: Anvil
let api: SandboxApi
/** What the server logged: handler failures and contract violations, none expected here. */
const logged: string[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, accounts: 2 })
  api = await startSandboxApi({
    devnets: [{ chainId: 31337, rpcUrl: anvil.rpcUrl, accounts: anvil.accounts, tokens: [] }],
    projectId,
    maxBodyBytes,
    log: (message) => logged.push(message),
  })
}, 30_000)

// A hostile request that reached a 500 path was logged before its 500 was sent, so before
// its test went on: none may have.
afterEach(() => {
  expect(logged).toEqual([])
})

afterAll(async () => {
  await api?.stop()
  await anvil?.stop()
})

/** Reads a raw HTTP answer: its status, Connection header and JSON body (undefined when empty). */
const seen = (answer: ParsedAnswer): SeenAnswer => seenAnswer(answer, (body) => JSON.parse(body))

const raw = async (bytes: string): Promise<SeenAnswer> => {
  const answer = await sendRaw(api.url, bytes)
  expect(answer.timedOut).toBe(false)
  return seen(answer)
}

const failed = (field: string, description: string) => ({
  status: "FAILED",
  reasons: [{ field, description }],
})

/** What Node's own parser refuses: answered by the server's clientError handler, then closed. */
const refused = (status: number, description: string): SeenAnswer => ({
  status,
  connection: "close",
  body: failed("request", description),
})

const notValidHttp = (reason: string) => refused(400, `The request is not valid HTTP: ${reason}`)
const headTooLarge = refused(431, "The request head exceeds 16384 bytes")

/** A plain 404 of the router, on a connection kept open or closed as the request asked. */
const noSuchPath = (path: string, connection = "keep-alive"): SeenAnswer => ({
  status: 404,
  connection,
  body: failed("path", `No such path: ${path}`),
})

const badTarget = (target: string): SeenAnswer => ({
  status: 400,
  connection: "keep-alive",
  body: failed("path", `Invalid request target: ${target}`),
})

/** The exact answer to each shared malformed request. */
const expectedAnswers: Readonly<Record<string, SeenAnswer>> = {
  "request target //": noSuchPath("//"),
  "request target ///x": noSuchPath("///x"),
  // Without an upgrade listener, Node serves an upgrade request as a plain one.
  "WebSocket upgrade to //": noSuchPath("//"),
  "WebSocket upgrade to a bad absolute target": badTarget("http://[::1"),
  "WebSocket upgrade with a bad key": noSuchPath("/"),
  "absolute target with a bad host": badTarget("http://[::1"),
  "asterisk target": badTarget("*"),
  "bad percent escape": noSuchPath("/%zz"),
  "dot segments": noSuchPath("/etc/passwd"),
  "not HTTP at all": notValidHttp("Invalid method encountered"),
  "NUL bytes": notValidHttp("Invalid char in url path"),
  "unknown method": notValidHttp("Invalid method encountered"),
  OPTIONS: { status: 204, connection: "close", body: undefined },
  DELETE: noSuchPath("/", "close"),
  "bad content-length": notValidHttp("Invalid character in Content-Length"),
  "bad chunked body": noSuchPath("/"),
  "JSON body that is not JSON": noSuchPath("/", "close"),
  "header block over 16 KiB": headTooLarge,
  "request target over 16 KiB": headTooLarge,
  "a head that never ends": notValidHttp("Invalid EOF state"),
}

/** A well-behaved request and its normal answer, to show the server still serves. */
const expectStillServing = async () => {
  const response = await fetch(`${api.url}/v1/supported-chains?projectId=${projectId}`)
  expect([response.status, await response.json()]).toEqual([
    200,
    { http: ["eip155:31337"], ws: [] },
  ])
}

describe("the shared malformed requests", () => {
  it("every shared malformed request has an expected answer here", () => {
    expect(Object.keys(expectedAnswers).sort()).toEqual(
      malformedHttpRequests.map((request) => request.name).sort(),
    )
  })

  it.each(
    malformedHttpRequests.map((request): [string, MalformedRequest] => [request.name, request]),
  )(
    "%s: an exact answer with the ErrorBody, and the server keeps serving",
    async (name, request) => {
      expect(await raw(request.bytes)).toEqual(expectedAnswers[name])
      await expectStillServing()
    },
  )
})

describe("any request target", () => {
  it("gets a status below 500 with an ErrorBody for every error, never a hang or a crash", async () => {
    await expectAnyTargetBelow500(api.url, {
      host: "x",
      numRuns: 150,
      expectErrorBody: (answer) => {
        expect(seen(answer).body).toMatchObject({ status: "FAILED" })
      },
    })
    await expectStillServing()
  })
})

interface Answer {
  readonly status: number
  readonly body: unknown
}

const call = async (path: string, init: RequestInit = {}): Promise<Answer> => {
  const response = await fetch(`${api.url}${path}`, init)
  const text = await response.text()
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text) }
}

const post = (path: string, body: string, contentType = "application/json") =>
  call(path, { method: "POST", headers: { "content-type": contentType }, body })

const alice = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
const pricePath = `/v1/fungible/price?projectId=${projectId}`
const balancePath = (address: string, query = "") =>
  `/v1/account/${address}/balance?projectId=${projectId}&currency=usd${query}`

describe("API-specific hostile requests", () => {
  const cases: ReadonlyArray<readonly [string, () => Promise<Answer>, Answer]> = [
    [
      "a JSON route given text that is not JSON",
      () => post(pricePath, "{{{{"),
      { status: 400, body: failed("body", "The body is not JSON") },
    ],
    [
      "a JSON route given no body",
      () => post(pricePath, ""),
      { status: 400, body: failed("body", "Missing JSON request body") },
    ],
    [
      "a JSON route given null",
      () => post(pricePath, "null"),
      { status: 400, body: failed("body", "Expected object") },
    ],
    [
      "a JSON route given 50 000 nested arrays",
      () =>
        post(
          pricePath,
          `{"projectId":"${projectId}","currency":"usd","addresses":${"[".repeat(50_000)}${"]".repeat(50_000)}}`,
        ),
      { status: 400, body: failed("addresses[0]", "Expected string") },
    ],
    [
      "a JSON route given a __proto__ key",
      () =>
        post(
          pricePath,
          `{"__proto__":{"polluted":true},"projectId":"${projectId}","currency":"usd","addresses":[]}`,
        ),
      { status: 400, body: failed("__proto__", "Unknown option") },
    ],
    [
      "a JSON route given a form-encoded body",
      () => post(pricePath, "projectId=x&currency=usd", "application/x-www-form-urlencoded"),
      { status: 400, body: failed("body", "The body is not JSON") },
    ],
    [
      "a JSON route given a multipart body",
      () => {
        const form = new FormData()
        form.set("projectId", projectId)
        return call(pricePath, { method: "POST", body: form })
      },
      { status: 400, body: failed("body", "The body is not JSON") },
    ],
    [
      "a query string of 15 000 characters",
      () => call(`/v1/supported-chains?projectId=${"p".repeat(15_000)}`),
      { status: 401, body: failed("projectId", "Unauthorized: invalid key") },
    ],
    [
      "a repeated projectId",
      () => call(`/v1/supported-chains?projectId=other&projectId=${projectId}`),
      {
        status: 400,
        body: failed("projectId", "Query parameter projectId is given 2 times; give it once"),
      },
    ],
    [
      "a repeated chainId",
      () => call(balancePath(alice, "&chainId=eip155:31337&chainId=eip155:1")),
      {
        status: 400,
        body: failed("chainId", "Query parameter chainId is given 2 times; give it once"),
      },
    ],
    [
      "an encoded path traversal in an asset path",
      () => call("/icons/..%2f..%2fetc%2fpasswd.svg"),
      { status: 404, body: failed("path", "No such path: /icons/..%2f..%2fetc%2fpasswd.svg") },
    ],
    [
      "an encoded path traversal in an address",
      () => call(`/v1/identity/..%2F..%2Fetc?projectId=${projectId}`),
      { status: 400, body: failed("address", "Invalid address: ../../etc") },
    ],
    [
      "an address that is not hex",
      () => call(balancePath("0xZZ")),
      { status: 400, body: failed("address", "Invalid address: 0xZZ") },
    ],
    [
      "a CAIP-10 address with a chain reference that is not a number",
      () => call(balancePath(`eip155:abc:${alice}`)),
      { status: 400, body: failed("address", `Invalid address: eip155:abc:${alice}`) },
    ],
    [
      "an address that is a NUL byte",
      () => call(`/v1/identity/%00?projectId=${projectId}`),
      { status: 400, body: failed("address", "Invalid address: \u0000") },
    ],
    [
      "a chain id beyond any number",
      () => call(balancePath(alice, `&chainId=eip155:${"9".repeat(40)}`)),
      { status: 400, body: failed("chainId", `Unsupported chain: eip155:${"9".repeat(40)}`) },
    ],
    [
      "a chain id of another namespace",
      () => call(`/v1/account/${alice}/history?projectId=${projectId}&chainId=solana:5eykt`),
      { status: 400, body: failed("chainId", "Unsupported chain: solana:5eykt") },
    ],
    [
      "an admin fault that is not JSON",
      () => post("/__sandbox/faults", "{{{{"),
      { status: 400, body: failed("body", "The body is not JSON") },
    ],
  ]

  it("a broken chunked body to a route that reads it: the parser's 400 with the ErrorBody", async () => {
    expect(
      await raw(
        "POST /e HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\n\r\n",
      ),
    ).toEqual(notValidHttp("Invalid character in chunk size"))
    await expectStillServing()
  })

  it.each(cases)(
    "%s: an exact 4xx with the ErrorBody, and the server keeps serving",
    async (_, send, expected) => {
      expect(await send()).toEqual(expected)
      await expectStillServing()
    },
  )
})

const rpcPath = `/v1/?chainId=eip155:31337&projectId=${projectId}`
const chainIdCall = (id: number) => ({ jsonrpc: "2.0", id, method: "eth_chainId", params: [] })

/** A well-behaved JSON-RPC call and its normal answer, to show the proxy still serves. */
const expectProxyStillServing = async () => {
  expect(await post(rpcPath, JSON.stringify(chainIdCall(1)))).toEqual({
    status: 200,
    body: { jsonrpc: "2.0", id: 1, result: "0x7a69" },
  })
}

describe("hostile JSON-RPC to the proxy at /v1/", () => {
  const cases: ReadonlyArray<readonly [string, string, Answer]> = [
    [
      "text that is not JSON",
      "{{{{",
      { status: 400, body: failed("body", "The body is not JSON") },
    ],
    ["no body", "", { status: 400, body: failed("body", "Missing JSON request body") }],
    [
      "a number",
      "42",
      {
        status: 400,
        body: failed("body", "A JSON-RPC request is an object, or a batch (array) of objects"),
      },
    ],
    [
      "an empty batch",
      "[]",
      { status: 400, body: failed("body", "A JSON-RPC batch holds at least one call") },
    ],
    [
      "a batch over the limit",
      JSON.stringify(Array.from({ length: 1001 }, (_, i) => chainIdCall(i))),
      {
        status: 400,
        body: failed("body", "A JSON-RPC batch holds at most 1000 calls; this one has 1001"),
      },
    ],
    [
      "a batch of entries that are not objects",
      JSON.stringify([1, "x", null, [], chainIdCall(1)]),
      {
        status: 400,
        body: {
          status: "FAILED",
          reasons: [0, 1, 2, 3].map((i) => ({
            field: `body[${i}]`,
            description: "A JSON-RPC call is an object",
          })),
        },
      },
    ],
  ]

  it.each(cases)(
    "%s: an exact 400 with the ErrorBody, and the proxy keeps serving",
    async (_, body, expected) => {
      expect(await post(rpcPath, body)).toEqual(expected)
      await expectProxyStillServing()
    },
  )

  it("a batch of exactly the limit is forwarded and answered call by call", async () => {
    const answer = await post(
      rpcPath,
      JSON.stringify(Array.from({ length: 1000 }, (_, i) => chainIdCall(i))),
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual(
      Array.from({ length: 1000 }, (_, i) => ({ jsonrpc: "2.0", id: i, result: "0x7a69" })),
    )
  })
})

/** Every route that takes a body: the contract's POST operations, the RPC proxy, the admin routes. */
const postRoutes = [
  ...operations
    .filter((operation) => operation.method === "post")
    .map((operation) => `${operation.path.replace("{id}", "session-1")}?projectId=${projectId}`),
  rpcPath,
  "/__sandbox/faults",
  "/__sandbox/reset",
]

const tooLarge = {
  status: 413,
  body: failed("body", `The request body exceeds ${maxBodyBytes} bytes`),
}

describe("request bodies over the limit", () => {
  it.each(postRoutes)("POST %s: a body over the limit is 413 with the ErrorBody", async (path) => {
    expect(await post(path, "a".repeat(maxBodyBytes + 1))).toEqual(tooLarge)
    await expectStillServing()
  })

  it.each(postRoutes)(
    "POST %s: a declared Content-Length over the limit is 413 before any of the body is read",
    async (path) => {
      const answer = await raw(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${maxBodyBytes + 1}\r\n\r\n{`,
      )
      expect({ status: answer.status, body: answer.body }).toEqual(tooLarge)
      await expectStillServing()
    },
  )

  it.each(postRoutes)(
    "POST %s: a chunked body is refused once it passes the limit, while it is still coming",
    async (path) => {
      const answer = seen(
        await answerToOpenUpload(api.url, { path, host: "x", size: maxBodyBytes + 1 }),
      )
      expect({ status: answer.status, body: answer.body }).toEqual(tooLarge)
      await expectStillServing()
    },
  )
})
