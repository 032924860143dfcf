// Hostile and broken requests against the sandbox API, its JSON-RPC proxy and its admin
// routes over real TCP on 127.0.0.1 (issue 11): every one gets an exact 4xx (or its normal
// answer) with the contract's ErrorBody, the server stays up, and a well-behaved request
// still gets its normal answer afterwards. One server and one anvil for the whole file.
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type MalformedRequest, malformedHttpRequests, sendRaw } from "../../test/hostile/rawHttp"
import { type Anvil, startAnvil } from "../devnet/startAnvil"
import { type SandboxApi, startSandboxApi } from "./startSandboxApi"

const projectId = "hostile-project"
let anvil: Anvil
let api: SandboxApi

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, accounts: 2 })
  api = await startSandboxApi({
    devnets: [{ chainId: 31337, rpcUrl: anvil.rpcUrl, accounts: anvil.accounts, tokens: [] }],
    projectId,
    log: () => {},
  })
}, 30_000)

afterAll(async () => {
  await api?.stop()
  await anvil?.stop()
})

/** An answer as a client sees it: status, the headers that matter here, and the parsed body. */
interface Seen {
  readonly status: number | undefined
  readonly connection?: string
  readonly body: unknown
}

/** Reads a raw HTTP answer: its status, Connection header and JSON body (undefined when empty). */
const seen = (text: string, status: number | undefined): Seen => {
  const end = text.indexOf("\r\n\r\n")
  const head = end < 0 ? text : text.slice(0, end)
  const body = end < 0 ? "" : text.slice(end + 4)
  const connection = /\r\nconnection: *([^\r]*)/i.exec(head)?.[1]?.toLowerCase()
  return {
    status,
    ...(connection === undefined ? {} : { connection }),
    body: body === "" ? undefined : JSON.parse(body),
  }
}

const raw = async (bytes: string): Promise<Seen> => {
  const answer = await sendRaw(api.url, bytes)
  expect(answer.timedOut).toBe(false)
  return seen(answer.text, answer.status)
}

const failed = (field: string, description: string) => ({
  status: "FAILED",
  reasons: [{ field, description }],
})

/** What Node's own parser refuses: answered by the server's clientError handler, then closed. */
const refused = (status: number, description: string): Seen => ({
  status,
  connection: "close",
  body: failed("request", description),
})

const notValidHttp = (reason: string) => refused(400, `The request is not valid HTTP: ${reason}`)
const headTooLarge = refused(431, "The request head exceeds 16384 bytes")

/** A plain 404 of the router, on a connection kept open or closed as the request asked. */
const noSuchPath = (path: string, connection = "keep-alive"): Seen => ({
  status: 404,
  connection,
  body: failed("path", `No such path: ${path}`),
})

const badTarget = (target: string): Seen => ({
  status: 400,
  connection: "keep-alive",
  body: failed("path", `Invalid request target: ${target}`),
})

/** The exact answer to each shared malformed request. */
const expectedAnswers: Readonly<Record<string, Seen>> = {
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
  /** Text a request target is made of: URL syntax, escapes, controls and non-ASCII. */
  const targetUnit = fc.oneof(
    fc.constantFrom(..."/?#%.:@[]*!$&'()+,;=~-_", "%2f", "%2e", "%00", "%zz", "..", "//"),
    fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  )
  const target = fc
    .tuple(fc.boolean(), fc.array(targetUnit, { maxLength: 40 }))
    .map(([rooted, parts]) => `${rooted ? "/" : ""}${parts.join("")}`)

  it("gets a status below 500 with an ErrorBody for every error, never a hang or a crash", async () => {
    await fc.assert(
      fc.asyncProperty(target, fc.constantFrom("GET", "POST", "HEAD"), async (path, method) => {
        const answer = await sendRaw(
          api.url,
          `${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
        )
        expect(answer.timedOut).toBe(false)
        expect(answer.status).toBeDefined()
        expect(answer.status).toBeLessThan(500)
        if ((answer.status ?? 0) >= 400 && method !== "HEAD") {
          expect(seen(answer.text, answer.status).body).toMatchObject({ status: "FAILED" })
        }
      }),
      { numRuns: 150 },
    )
    await expectStillServing()
  })
})
