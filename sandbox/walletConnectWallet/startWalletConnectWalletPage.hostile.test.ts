// Hostile and broken requests against the WalletConnect wallet's control page over real TCP
// on 127.0.0.1 (issue 11): every one gets an exact 4xx (or its normal answer) with the page's
// JSON error body `{ error }`, the server stays up, and a well-behaved request still gets its
// normal answer afterwards. One relay, wallet and page for the whole file.
import { connect } from "node:net"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type MalformedRequest, malformedHttpRequests, sendRaw } from "../../test/hostile/rawHttp"
import { deriveDevnetAccounts, devnetMnemonic } from "../devnet/deriveDevnetAccounts"
import { type Relay, startRelay } from "../relay/startRelay"
import { createWalletConnectWallet, type WalletConnectWallet } from "./createWalletConnectWallet"
import {
  maxPageBodyBytes,
  startWalletConnectWalletPage,
  type WalletConnectWalletPage,
} from "./startWalletConnectWalletPage"

let relay: Relay
let wallet: WalletConnectWallet
let page: WalletConnectWalletPage
/** The Host header the page serves: its own loopback address. */
let host: string

beforeAll(async () => {
  relay = await startRelay()
  wallet = await createWalletConnectWallet({
    relayUrl: relay.url,
    projectId: "wc-page-hostile",
    // Never called here; port 9 is discard.
    rpcUrl: "http://127.0.0.1:9/v1/",
    privateKeys: deriveDevnetAccounts(devnetMnemonic, 1).map((account) => account.privateKey),
  })
  page = await startWalletConnectWalletPage({ wallet })
  host = new URL(page.url).host
}, 30_000)

afterAll(async () => {
  await page?.stop()
  await wallet?.close()
  await relay?.stop()
})

/** An answer as a client sees it: status, Connection header, and the JSON body (else its type). */
interface Seen {
  readonly status: number | undefined
  readonly connection?: string
  readonly body: unknown
}

const seen = (text: string, status: number | undefined): Seen => {
  const end = text.indexOf("\r\n\r\n")
  const head = end < 0 ? text : text.slice(0, end)
  const body = end < 0 ? "" : text.slice(end + 4)
  const connection = /\r\nconnection: *([^\r]*)/i.exec(head)?.[1]?.toLowerCase()
  const contentType = /\r\ncontent-type: *([^\r]*)/i.exec(head)?.[1]
  return {
    status,
    ...(connection === undefined ? {} : { connection }),
    // Anything but JSON (the page itself) is told by its content type.
    body:
      body === ""
        ? undefined
        : contentType?.startsWith("application/json")
          ? JSON.parse(body)
          : contentType,
  }
}

const raw = async (bytes: string): Promise<Seen> => {
  const answer = await sendRaw(page.url, bytes)
  expect(answer.timedOut).toBe(false)
  return seen(answer.text, answer.status)
}

/** A JSON error of the page's own shape. */
const error = (status: number, message: string, connection = "keep-alive"): Seen => ({
  status,
  connection,
  body: { error: message },
})

/** What Node's own parser refuses: answered by the server's clientError handler, then closed. */
const notValidHttp = (reason: string) =>
  error(400, `The request is not valid HTTP: ${reason}`, "close")
const headTooLarge = error(431, "The request head exceeds 16384 bytes", "close")

/** Answers that come from Node's parser, whatever the Host. */
const parserAnswers: Readonly<Record<string, Seen>> = {
  "not HTTP at all": notValidHttp("Invalid method encountered"),
  "NUL bytes": notValidHttp("Invalid char in url path"),
  "unknown method": notValidHttp("Invalid method encountered"),
  "bad content-length": notValidHttp("Invalid character in Content-Length"),
  // The page answers a request from a promise, after Node has parsed the rest of the bytes.
  "bad chunked body": notValidHttp("Invalid character in chunk size"),
  "header block over 16 KiB": headTooLarge,
  "request target over 16 KiB": headTooLarge,
  "a head that never ends": notValidHttp("Invalid EOF state"),
}

/** The exact answer to each shared malformed request sent as it is (Host: x, a foreign host). */
const answersAsSent = (name: string): Seen =>
  parserAnswers[name] ??
  error(403, "Forbidden host: x", /Connection: close/.test(bytesOf(name)) ? "close" : "keep-alive")

/** The exact answer to each shared malformed request sent with the page's own Host. */
const answersWithOwnHost: Readonly<Record<string, Seen>> = {
  ...parserAnswers,
  "request target //": error(404, "Not found: GET //"),
  "request target ///x": error(404, "Not found: GET ///x"),
  "WebSocket upgrade to //": error(404, "Not found: GET //"),
  "WebSocket upgrade to a bad absolute target": error(400, "Invalid request target: http://[::1"),
  "WebSocket upgrade with a bad key": {
    status: 200,
    connection: "keep-alive",
    body: "text/html; charset=utf-8",
  },
  "absolute target with a bad host": error(400, "Invalid request target: http://[::1"),
  "asterisk target": error(400, "Invalid request target: *"),
  "bad percent escape": error(404, "Not found: GET /%zz"),
  "dot segments": error(404, "Not found: GET /etc/passwd"),
  OPTIONS: error(405, "Method not allowed: OPTIONS", "close"),
  DELETE: error(405, "Method not allowed: DELETE", "close"),
  "JSON body that is not JSON": error(404, "Not found: POST /", "close"),
}

const bytesOf = (name: string): string =>
  malformedHttpRequests.find((request) => request.name === name)?.bytes ?? ""

/** A well-behaved request and its normal answer, to show the page still serves. */
const expectStillServing = async () => {
  const response = await fetch(`${page.url}/state`)
  expect(response.status).toBe(200)
  expect(await response.json()).toMatchObject({ address: wallet.address, proposals: [] })
}

const named = malformedHttpRequests.map((request): [string, MalformedRequest] => [
  request.name,
  request,
])

describe("the shared malformed requests", () => {
  it("every shared malformed request has an expected answer with the page's own Host", () => {
    expect(Object.keys(answersWithOwnHost).sort()).toEqual(
      malformedHttpRequests.map((request) => request.name).sort(),
    )
  })

  it.each(named)(
    "%s, from a foreign Host: an exact answer, and the page keeps serving",
    async (name, request) => {
      expect(await raw(request.bytes)).toEqual(answersAsSent(name))
      await expectStillServing()
    },
  )

  it.each(named)(
    "%s, with the page's own Host: an exact answer, and the page keeps serving",
    async (name, request) => {
      expect(await raw(request.bytes.replace("Host: x\r\n", `Host: ${host}\r\n`))).toEqual(
        answersWithOwnHost[name],
      )
      await expectStillServing()
    },
  )
})

const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${page.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  })
  return { status: response.status, body: await response.json() }
}

describe("page-specific hostile requests", () => {
  const cases: ReadonlyArray<readonly [string, () => Promise<unknown>, unknown]> = [
    [
      "a pair body that is not JSON",
      () => post("/pair", "{{{{"),
      { status: 400, body: { error: "The body must be JSON" } },
    ],
    [
      "a pair body whose uri is not text",
      () => post("/pair", JSON.stringify({ uri: 5 })),
      { status: 400, body: { error: "uri: Expected string" } },
    ],
    [
      "a policy body that is a JSON array",
      () => post("/policy", "[]"),
      { status: 400, body: { error: "(root): Expected object" } },
    ],
    [
      "a proposal id beyond any number",
      () => post(`/proposals/${"9".repeat(40)}/approve`, ""),
      { status: 404, body: { error: `No pending proposal ${"9".repeat(40)}` } },
    ],
    [
      "a session topic that is not hex",
      () => post("/sessions/..%2f..%2fstate/disconnect", ""),
      { status: 404, body: { error: "Not found: POST /sessions/..%2f..%2fstate/disconnect" } },
    ],
    [
      "a POST from another origin",
      () => post("/policy", "{}", { origin: "http://evil.example" }),
      { status: 403, body: { error: "Forbidden origin: http://evil.example" } },
    ],
  ]

  it.each(cases)("%s: an exact 4xx, and the page keeps serving", async (_, send, expected) => {
    expect(await send()).toEqual(expected)
    await expectStillServing()
  })

  it("HEAD /state answers as GET does, without a body", async () => {
    const asGet = await fetch(`${page.url}/state`)
    const head = await fetch(`${page.url}/state`, { method: "HEAD" })
    expect([head.status, head.headers.get("content-length"), await head.text()]).toEqual([
      200,
      asGet.headers.get("content-length"),
      "",
    ])
  })
})

/** The routes that read a body. */
const bodyRoutes = ["/pair", "/policy"]
const tooLarge = {
  status: 413,
  body: { error: `The request body exceeds ${maxPageBodyBytes} bytes` },
}

/**
 * Starts a chunked upload of `size` bytes to `path` and never finishes it, then resolves with
 * the whole answer: one that comes while the upload is still open proves the limit is applied
 * as the body streams in, not once it has all been buffered.
 */
const answerToOpenUpload = (path: string, size: number): Promise<Seen> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(page.url)
    const socket = connect({ host: hostname, port: Number(port) })
    let text = ""
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1")
      const end = text.indexOf("\r\n\r\n")
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1]
      if (end < 0 || length === undefined || text.length - end - 4 < Number(length)) return
      socket.destroy()
      resolve(seen(text, Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1])))
    })
    socket.on("error", reject)
    socket.on("close", () => reject(new Error(`closed without a whole answer: ${text}`)))
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    )
    socket.write(`${size.toString(16)}\r\n${"a".repeat(size)}\r\n`)
  })

describe("request bodies over the limit", () => {
  it("the page reads at most 64 KiB of a body", () => {
    expect(maxPageBodyBytes).toBe(64 * 1024)
  })

  it("POST /pair: a body over the limit is 413, not a 500", async () => {
    expect(
      await post("/pair", JSON.stringify({ uri: `wc:${"a".repeat(maxPageBodyBytes)}` })),
    ).toEqual(tooLarge)
    await expectStillServing()
  })

  it.each(bodyRoutes)(
    "POST %s: a declared Content-Length over the limit is 413 before any of the body is read",
    async (path) => {
      const answer = await raw(
        `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${maxPageBodyBytes + 1}\r\n\r\n{`,
      )
      expect({ status: answer.status, body: answer.body }).toEqual(tooLarge)
      await expectStillServing()
    },
  )

  it.each(bodyRoutes)(
    "POST %s: a chunked body is refused once it passes the limit, while it is still coming",
    async (path) => {
      const answer = await answerToOpenUpload(path, maxPageBodyBytes + 1)
      expect({ status: answer.status, body: answer.body }).toEqual(tooLarge)
      await expectStillServing()
    },
  )
})

describe("any request target", () => {
  /** Text a request target is made of: URL syntax, escapes, controls and non-ASCII. */
  const targetUnit = fc.oneof(
    fc.constantFrom(..."/?#%.:@[]*!$&'()+,;=~-_", "%2f", "%2e", "%00", "%zz", "..", "//", "state"),
    fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  )
  const target = fc
    .tuple(fc.boolean(), fc.array(targetUnit, { maxLength: 40 }))
    .map(([rooted, parts]) => `${rooted ? "/" : ""}${parts.join("")}`)

  it("gets a status below 500 with a JSON error for every error, never a hang or a crash", async () => {
    await fc.assert(
      fc.asyncProperty(target, fc.constantFrom("GET", "POST", "HEAD"), async (path, method) => {
        const answer = await sendRaw(
          page.url,
          `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
        )
        expect(answer.timedOut).toBe(false)
        expect(answer.status).toBeDefined()
        expect(answer.status).toBeLessThan(500)
        if ((answer.status ?? 0) >= 400 && method !== "HEAD") {
          expect(seen(answer.text, answer.status).body).toEqual({ error: expect.any(String) })
        }
      }),
      { numRuns: 100 },
    )
    await expectStillServing()
  })
})
