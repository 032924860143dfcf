// The relay under hostile input (issue 11): malformed HTTP requests and upgrades on its port,
// then bad frames over real authenticated WebSockets. Nothing may take the process down, every
// bad input gets an exact answer or a close, and a well-behaved client works after all of it.
import { once } from "node:events"
import { generateKeyPair, signJWT } from "@walletconnect/relay-auth"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { malformedHttpRequests, sendRaw } from "../../test/hostile/rawHttp"
import { type Relay, startRelay } from "./startRelay"

let relay: Relay

beforeAll(async () => {
  relay = await startRelay()
})

afterAll(async () => {
  await relay?.stop()
})

/** What the relay did with one raw request: its status, a close without one, or nothing. */
const outcome = async (bytes: string): Promise<number | "closed" | "timed out"> => {
  const answer = await sendRaw(relay.url, bytes)
  if (answer.timedOut) return "timed out"
  return answer.status ?? "closed"
}

const plainGet = "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"

describe("malformed HTTP requests on the relay's port", () => {
  it("answers each with a 4xx, a 426 or a close, and keeps serving", async () => {
    const outcomes: Record<string, number | "closed" | "timed out"> = {}
    for (const request of malformedHttpRequests)
      outcomes[request.name] = await outcome(request.bytes)
    expect(outcomes).toEqual({
      "request target //": 426,
      "request target ///x": 426,
      // A path of "//" is still a path: the upgrade is refused for its missing auth.
      "WebSocket upgrade to //": 401,
      "WebSocket upgrade to a bad absolute target": 400,
      "WebSocket upgrade with a bad key": 401,
      "absolute target with a bad host": 426,
      "asterisk target": 426,
      "bad percent escape": 426,
      "dot segments": 426,
      "not HTTP at all": 400,
      "NUL bytes": 400,
      "unknown method": 400,
      OPTIONS: 426,
      DELETE: 426,
      "bad content-length": 400,
      "bad chunked body": 426,
      "JSON body that is not JSON": 426,
      "header block over 16 KiB": 431,
      "request target over 16 KiB": 431,
      "a head that never ends": 400,
    })
    expect(await outcome(plainGet)).toBe(426)
  })
})

/** Opens a socket authenticated as a fresh client, as @walletconnect/core connects. */
const connect = async (): Promise<WebSocket> => {
  const jwt = await signJWT("session", relay.url, 86_400, generateKeyPair())
  const socket = new WebSocket(`${relay.url}/?auth=${jwt}`)
  await once(socket, "open")
  return socket
}

/** Sends a frame and resolves with the next frame the relay sends back, parsed. */
const exchange = async (socket: WebSocket, frame: string): Promise<unknown> => {
  const answer = once(socket, "message")
  socket.send(frame)
  const [data] = await answer
  return JSON.parse(String(data))
}

/** Resolves with the code and reason the relay closed a socket with. */
const closeOf = async (socket: WebSocket): Promise<[number, string]> => {
  const [code, reason] = await once(socket, "close")
  return [code, String(reason)]
}

const topic = "ab".repeat(32)
const request = (id: unknown, method: string, params: unknown) =>
  JSON.stringify({ id, jsonrpc: "2.0", method, params })
const error = (id: unknown, code: number, message: string, data?: string) => ({
  jsonrpc: "2.0",
  id,
  error: { code, message, ...(data === undefined ? {} : { data }) },
})

describe("bad frames over an authenticated WebSocket", () => {
  it("answers each with the exact JSON-RPC error and keeps the connection open", async () => {
    const socket = await connect()
    const longId = "i".repeat(10_000)
    const cases: ReadonlyArray<[string, string, unknown]> = [
      ["not JSON", "{oops", error(null, -32700, "Parse error")],
      [
        "JSON that is not an object",
        "[1,2]",
        error(null, -32600, "Invalid request: expected a JSON-RPC 2.0 object"),
      ],
      [
        "a JSON string",
        '"irn_subscribe"',
        error(null, -32600, "Invalid request: expected a JSON-RPC 2.0 object"),
      ],
      ["JSON null", "null", error(null, -32600, "Invalid request: expected a JSON-RPC 2.0 object")],
      [
        "the wrong jsonrpc",
        JSON.stringify({ id: 1, jsonrpc: "1.0", method: "irn_subscribe", params: { topic } }),
        error(1, -32600, "Invalid request: expected jsonrpc 2.0, an id and a method"),
      ],
      [
        "an unknown method",
        request(2, "irn_teleport", {}),
        error(2, -32601, "Method not found: irn_teleport"),
      ],
      [
        "a topic of the wrong type",
        request(3, "irn_subscribe", { topic: 42 }),
        error(3, -32602, "Invalid params: topic: Expected string"),
      ],
      [
        "a topic that is not 32 bytes of hex",
        request(4, "irn_subscribe", { topic: "not-a-topic" }),
        error(4, -32602, "Invalid params: topic: Expected a topic: 64 hex digits (32 bytes)"),
      ],
      [
        "params that are not an object",
        request(5, "irn_publish", "params"),
        error(5, -32602, "Invalid params: (root): Expected object"),
      ],
      [
        "an id too large to be finite",
        '{"id":1e400,"jsonrpc":"2.0","method":"irn_subscribe","params":{}}',
        error(null, -32600, "Invalid request: expected jsonrpc 2.0, an id and a method"),
      ],
      [
        "a 10 000-character id",
        request(longId, "irn_teleport", {}),
        error(longId, -32601, "Method not found: irn_teleport"),
      ],
      [
        "a batch over 500 topics",
        request(6, "irn_batchSubscribe", { topics: Array.from({ length: 501 }, () => topic) }),
        error(
          6,
          -32600,
          "Invalid payload: The batch contains too many items",
          "BatchLimitExceeded",
        ),
      ],
      [
        "a ttl of 1e308 seconds",
        request(7, "irn_publish", { topic, message: "bQ==", ttl: 1e308, tag: 1108 }),
        error(7, -32000, "Request handler error: TTL too long", "TtlTooLong"),
      ],
      [
        "a ttl of 1 second",
        request(8, "irn_publish", { topic, message: "bQ==", ttl: 1, tag: 1108 }),
        error(8, -32000, "Request handler error: TTL too short", "TtlTooShort"),
      ],
      [
        "a message over 98 304 bytes",
        request(9, "irn_publish", { topic, message: "m".repeat(98_305), ttl: 300, tag: 1108 }),
        error(9, -32600, "Invalid payload: Payload size exceeded", "PayloadSizeExceeded"),
      ],
    ]
    try {
      const answers: Record<string, unknown> = {}
      for (const [name, frame] of cases) answers[name] = await exchange(socket, frame)
      expect(answers).toEqual(Object.fromEntries(cases.map(([name, , answer]) => [name, answer])))
      expect(socket.readyState).toBe(WebSocket.OPEN)
    } finally {
      socket.close()
    }
  })

  it.each([
    ["a frame over 256 KiB", (socket: WebSocket) => socket.send("x".repeat(262_145)), [1009, ""]],
    [
      "a binary frame",
      (socket: WebSocket) => socket.send(Buffer.from(request(1, "irn_subscribe", { topic }))),
      [1003, "Send JSON-RPC in text frames"],
    ],
    [
      "a text frame that is not UTF-8",
      (socket: WebSocket) => socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false }),
      [1007, ""],
    ],
  ] as const)(
    "closes the connection that sends %s, and only that one",
    async (_what, send, expected) => {
      const [bystander, sender] = [await connect(), await connect()]
      try {
        const closed = closeOf(sender)
        send(sender)
        expect(await closed).toEqual(expected)
        expect(await exchange(bystander, request(1, "irn_subscribe", { topic }))).toEqual({
          jsonrpc: "2.0",
          id: 1,
          result: expect.stringMatching(/^[0-9a-f]{64}$/),
        })
      } finally {
        bystander.close()
      }
    },
  )

  it("after all of it, a well-behaved pair of clients still subscribe, publish and receive", async () => {
    const [dapp, wallet] = [await connect(), await connect()]
    try {
      const sessionTopic = "cd".repeat(32)
      expect(await exchange(wallet, request(1, "irn_subscribe", { topic: sessionTopic }))).toEqual({
        jsonrpc: "2.0",
        id: 1,
        result: expect.stringMatching(/^[0-9a-f]{64}$/),
      })
      const delivered = once(wallet, "message")
      expect(
        await exchange(
          dapp,
          request(2, "irn_publish", {
            topic: sessionTopic,
            message: "aGVsbG8=",
            ttl: 300,
            tag: 1108,
          }),
        ),
      ).toEqual({ jsonrpc: "2.0", id: 2, result: true })
      const [data] = await delivered
      expect(JSON.parse(String(data))).toEqual({
        jsonrpc: "2.0",
        id: expect.any(Number),
        method: "irn_subscription",
        params: {
          id: expect.stringMatching(/^[0-9a-f]{64}$/),
          data: {
            topic: sessionTopic,
            message: "aGVsbG8=",
            publishedAt: expect.any(Number),
            tag: 1108,
          },
        },
      })
    } finally {
      dapp.close()
      wallet.close()
    }
  })
})

describe("a fault while accepting a connection", () => {
  it("refuses that upgrade with a 500 and keeps serving", async () => {
    const broken = await startRelay({
      now: () => {
        throw new Error("the clock broke")
      },
    })
    try {
      const jwt = await signJWT("session", broken.url, 86_400, generateKeyPair())
      const upgrade = `GET /?auth=${jwt} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`
      const answer = await sendRaw(broken.url, upgrade)
      expect([answer.status, answer.text.split("\r\n\r\n")[1]]).toEqual([
        500,
        "The relay could not accept the connection\n",
      ])
      expect((await sendRaw(broken.url, plainGet)).status).toBe(426)
    } finally {
      await broken.stop()
    }
  })
})
