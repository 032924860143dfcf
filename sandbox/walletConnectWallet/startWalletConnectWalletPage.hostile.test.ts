// Hostile and broken requests against the WalletConnect wallet's control page over real TCP
// on 127.0.0.1 (issue 11): every one gets an exact 4xx (or its normal answer) with the page's
// JSON error body `{ error }`, the server stays up, and a well-behaved request still gets its
// normal answer afterwards. One relay, wallet and page for the whole file.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
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

/** Reads a raw HTTP answer: its status, Connection header, and the JSON body (else its type). */
const seen = (answer: ParsedAnswer): SeenAnswer =>
  // Anything but JSON (the page itself) is told by its content type.
  seenAnswer(answer, (body, headers) =>
    headers["content-type"]?.startsWith("application/json")
      ? JSON.parse(body)
      : headers["content-type"],
  )

const raw = async (bytes: string): Promise<SeenAnswer> => {
  const answer = await sendRaw(page.url, bytes)
  expect(answer.timedOut).toBe(false)
  return seen(answer)
}

/** A JSON error of the page's own shape. */
const error = (status: number, message: string, connection = "keep-alive"): SeenAnswer => ({
  status,
  connection,
  body: { error: message },
})

/** What Node's own parser refuses: answered by the server's clientError handler, then closed. */
const notValidHttp = (reason: string) =>
  error(400, `The request is not valid HTTP: ${reason}`, "close")
const headTooLarge = error(431, "The request head exceeds 16384 bytes", "close")

/** Answers that come from Node's parser, whatever the Host. */
const parserAnswers: Readonly<Record<string, SeenAnswer>> = {
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
const answersAsSent = (name: string): SeenAnswer =>
  parserAnswers[name] ??
  error(403, "Forbidden host: x", /Connection: close/.test(bytesOf(name)) ? "close" : "keep-alive")

/** The exact answer to each shared malformed request sent with the page's own Host. */
const answersWithOwnHost: Readonly<Record<string, SeenAnswer>> = {
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
      const answer = seen(
        await answerToOpenUpload(page.url, { path, host, size: maxPageBodyBytes + 1 }),
      )
      expect({ status: answer.status, body: answer.body }).toEqual(tooLarge)
      await expectStillServing()
    },
  )
})

describe("any request target", () => {
  it("gets a status below 500 with a JSON error for every error, never a hang or a crash", async () => {
    await expectAnyTargetBelow500(page.url, {
      host: host,
      routeWords: ["state"],
      numRuns: 100,
      expectErrorBody: (answer) => {
        expect(seen(answer).body).toEqual({ error: expect.any(String) })
      },
    })
    await expectStillServing()
  })
})
