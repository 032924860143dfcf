// The relay's message routing, without sockets: frames in through receive(), frames out
// through the send callback, time from an injected clock.
import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { makeRelayRouter, type RelayOutbound, subscriptionIdOf } from "./RelayRouter"
import { type RelayLimits, relayLimits } from "./relayLimits"

const topicA = "a".repeat(64)
const topicB = "b".repeat(64)
const start = 1_700_000_000_000

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex")

/** A router with connections that record what they are sent, and a clock to move. */
const harness = (limits?: RelayLimits) => {
  let clock = start
  const outbox = new Map<string, RelayOutbound[]>()
  const router = makeRelayRouter({
    now: () => clock,
    send: (connectionId, payload) => outbox.get(connectionId)?.push(payload),
    ...(limits === undefined ? {} : { limits }),
  })
  let nextId = 1
  /** Opens a connection for a client (by default, one client per connection). */
  const open = (connectionId: string, clientId = `did:key:${connectionId}`) => {
    outbox.set(connectionId, [])
    router.open(connectionId, clientId)
  }
  /** Sends a request; returns its id. */
  const call = (connectionId: string, method: string, params: unknown): number => {
    const id = nextId++
    router.receive(connectionId, JSON.stringify({ id, jsonrpc: "2.0", method, params }))
    return id
  }
  /** Takes (and forgets) what a connection has been sent so far. */
  const take = (connectionId: string): RelayOutbound[] => {
    const sent = outbox.get(connectionId) ?? []
    outbox.set(connectionId, [])
    return sent
  }
  /** Acknowledges every delivery in `frames`, as a client does. */
  const ack = (connectionId: string, frames: ReadonlyArray<RelayOutbound>) => {
    for (const frame of frames) {
      if ("method" in frame) {
        router.receive(connectionId, JSON.stringify({ id: frame.id, jsonrpc: "2.0", result: true }))
      }
    }
  }
  return {
    router,
    open,
    call,
    take,
    ack,
    advance: (ms: number) => {
      clock += ms
    },
  }
}

/** A dapp and a wallet connected, the wallet following topicA and topicB (its answer taken). */
const walletOnBothTopics = () => {
  const relay = harness()
  relay.open("dapp")
  relay.open("wallet")
  relay.call("wallet", "irn_batchSubscribe", { topics: [topicA, topicB] })
  relay.take("wallet")
  return relay
}

/** The irn_subscription frame a subscriber receives (its delivery id is the relay's). */
const delivery = (
  connectionId: string,
  topic: string,
  message: string,
  tag: number,
  publishedAt = start,
  extra: { attestation?: string } = {},
) => ({
  jsonrpc: "2.0",
  id: expect.any(Number),
  method: "irn_subscription",
  params: {
    id: subscriptionIdOf(topic, `did:key:${connectionId}`),
    data: { topic, message, publishedAt, tag, ...extra },
  },
})

const publish = (topic: string, message: string, ttl = 300, tag = 1108) => ({
  topic,
  message,
  ttl,
  tag,
  prompt: false,
})

describe("subscriptions", () => {
  it("irn_subscribe answers sha256(topic + clientId) in hex, the id the client computes itself", () => {
    const relay = harness()
    relay.open("wallet", "did:key:z6MkWallet")
    const id = relay.call("wallet", "irn_subscribe", { topic: topicA })
    expect(relay.take("wallet")).toEqual([
      { jsonrpc: "2.0", id, result: sha256(`${topicA}did:key:z6MkWallet`) },
    ])
  })

  it("irn_publish answers true and delivers irn_subscription to every other subscriber of the topic", () => {
    const relay = harness()
    for (const connection of ["dapp", "wallet", "other", "elsewhere"]) relay.open(connection)
    relay.call("wallet", "irn_subscribe", { topic: topicA })
    relay.call("other", "irn_subscribe", { topic: topicA })
    relay.call("elsewhere", "irn_subscribe", { topic: topicB })
    for (const connection of ["wallet", "other", "elsewhere"]) relay.take(connection)

    const id = relay.call("dapp", "irn_publish", {
      ...publish(topicA, "bWVzc2FnZQ=="),
      correlationId: 42,
    })

    expect(relay.take("dapp")).toEqual([{ jsonrpc: "2.0", id, result: true }])
    expect(relay.take("wallet")).toEqual([delivery("wallet", topicA, "bWVzc2FnZQ==", 1108)])
    expect(relay.take("other")).toEqual([delivery("other", topicA, "bWVzc2FnZQ==", 1108)])
    expect(relay.take("elsewhere")).toEqual([])
  })

  it("a message is never echoed to the connection that published it, even when it subscribes to the topic", () => {
    const relay = harness()
    relay.open("dapp")
    relay.call("dapp", "irn_subscribe", { topic: topicA })
    relay.take("dapp")
    const id = relay.call("dapp", "irn_publish", publish(topicA, "b3du"))
    expect(relay.take("dapp")).toEqual([{ jsonrpc: "2.0", id, result: true }])
  })

  it("a subscriber that comes late gets the stored message right after the answer to its subscribe", () => {
    const relay = harness()
    relay.open("dapp")
    relay.call("dapp", "irn_publish", publish(topicA, "ZWFybHk=", 300, 1100))
    relay.advance(5_000)
    relay.open("wallet")
    const id = relay.call("wallet", "irn_subscribe", { topic: topicA })
    expect(relay.take("wallet")).toEqual([
      { jsonrpc: "2.0", id, result: subscriptionIdOf(topicA, "did:key:wallet") },
      delivery("wallet", topicA, "ZWFybHk=", 1100, start),
    ])
  })

  it("an acknowledged message is not delivered to that client again, even on a new connection", () => {
    const relay = harness()
    relay.open("dapp")
    relay.open("wallet-1", "did:key:wallet")
    relay.call("dapp", "irn_publish", publish(topicA, "b25jZQ=="))
    relay.call("wallet-1", "irn_subscribe", { topic: topicA })
    relay.ack("wallet-1", relay.take("wallet-1"))
    relay.router.close("wallet-1")

    relay.open("wallet-2", "did:key:wallet")
    const id = relay.call("wallet-2", "irn_subscribe", { topic: topicA })
    expect(relay.take("wallet-2")).toEqual([
      { jsonrpc: "2.0", id, result: subscriptionIdOf(topicA, "did:key:wallet") },
    ])
  })

  it("a delivery the connection closed before acknowledging is delivered again when the client resubscribes", () => {
    const relay = harness()
    relay.open("dapp")
    relay.open("wallet-1", "did:key:wallet")
    relay.call("wallet-1", "irn_subscribe", { topic: topicA })
    relay.call("dapp", "irn_publish", publish(topicA, "bG9zdA=="))
    expect(relay.take("wallet-1")).toHaveLength(2)
    relay.router.close("wallet-1")

    relay.open("wallet-2", "did:key:wallet")
    relay.call("wallet-2", "irn_subscribe", { topic: topicA })
    expect(relay.take("wallet-2").slice(1)).toEqual([
      {
        jsonrpc: "2.0",
        id: expect.any(Number),
        method: "irn_subscription",
        params: {
          id: subscriptionIdOf(topicA, "did:key:wallet"),
          data: { topic: topicA, message: "bG9zdA==", publishedAt: start, tag: 1108 },
        },
      },
    ])
  })

  it("the same message published twice on a topic is stored and delivered once", () => {
    const relay = harness()
    relay.open("dapp")
    relay.open("wallet")
    relay.call("wallet", "irn_subscribe", { topic: topicA })
    relay.take("wallet")
    const first = relay.call("dapp", "irn_publish", publish(topicA, "dHdpY2U="))
    const second = relay.call("dapp", "irn_publish", publish(topicA, "dHdpY2U="))
    expect(relay.take("dapp")).toEqual([
      { jsonrpc: "2.0", id: first, result: true },
      { jsonrpc: "2.0", id: second, result: true },
    ])
    expect(relay.take("wallet")).toEqual([delivery("wallet", topicA, "dHdpY2U=", 1108)])
    expect(relay.router.published()).toHaveLength(1)
  })

  it("a stored message expires after its ttl (seconds) by the relay's clock: a later subscriber gets nothing", () => {
    const relay = harness()
    relay.open("dapp")
    relay.call("dapp", "irn_publish", publish(topicA, "c2hvcnQ=", 30))
    relay.call("dapp", "irn_publish", publish(topicA, "bG9uZw==", 300))

    relay.advance(29_999)
    relay.open("early")
    relay.call("early", "irn_subscribe", { topic: topicA })
    expect(relay.take("early").slice(1)).toEqual([
      delivery("early", topicA, "c2hvcnQ=", 1108),
      delivery("early", topicA, "bG9uZw==", 1108),
    ])

    relay.advance(1)
    relay.open("late")
    relay.call("late", "irn_subscribe", { topic: topicA })
    expect(relay.take("late").slice(1)).toEqual([delivery("late", topicA, "bG9uZw==", 1108)])
  })

  it("irn_unsubscribe with the subscription id stops delivery", () => {
    const relay = harness()
    relay.open("dapp")
    relay.open("wallet")
    relay.call("wallet", "irn_subscribe", { topic: topicA })
    const id = relay.call("wallet", "irn_unsubscribe", {
      topic: topicA,
      id: subscriptionIdOf(topicA, "did:key:wallet"),
    })
    expect(relay.take("wallet").slice(1)).toEqual([{ jsonrpc: "2.0", id, result: true }])
    relay.call("dapp", "irn_publish", publish(topicA, "Z29uZQ=="))
    expect(relay.take("wallet")).toEqual([])
  })

  it("a closed connection's subscriptions end with it", () => {
    const relay = harness()
    relay.open("dapp")
    relay.open("wallet")
    relay.call("wallet", "irn_subscribe", { topic: topicA })
    relay.take("wallet")
    relay.router.close("wallet")
    relay.call("dapp", "irn_publish", publish(topicA, "Y2xvc2Vk"))
    expect(relay.take("wallet")).toEqual([])
  })
})

describe("batch methods", () => {
  it("irn_batchSubscribe answers one id per topic, then delivers what is stored on each", () => {
    const relay = harness()
    relay.open("dapp")
    relay.call("dapp", "irn_publish", publish(topicA, "b24tYQ=="))
    relay.call("dapp", "irn_publish", publish(topicB, "b24tYg=="))
    relay.open("wallet")
    const id = relay.call("wallet", "irn_batchSubscribe", { topics: [topicA, topicB] })
    expect(relay.take("wallet")).toEqual([
      {
        jsonrpc: "2.0",
        id,
        result: [
          subscriptionIdOf(topicA, "did:key:wallet"),
          subscriptionIdOf(topicB, "did:key:wallet"),
        ],
      },
      delivery("wallet", topicA, "b24tYQ==", 1108),
      delivery("wallet", topicB, "b24tYg==", 1108),
    ])
  })

  it("irn_batchPublish publishes each message on its topic", () => {
    const relay = walletOnBothTopics()
    const id = relay.call("dapp", "irn_batchPublish", {
      messages: [publish(topicA, "MQ==", 300, 1108), publish(topicB, "Mg==", 300, 1110)],
    })
    expect(relay.take("dapp")).toEqual([{ jsonrpc: "2.0", id, result: true }])
    expect(relay.take("wallet")).toEqual([
      delivery("wallet", topicA, "MQ==", 1108),
      delivery("wallet", topicB, "Mg==", 1110),
    ])
  })

  it("irn_batchUnsubscribe ends each subscription it names", () => {
    const relay = walletOnBothTopics()
    relay.call("wallet", "irn_batchUnsubscribe", {
      subscriptions: [{ topic: topicA, id: subscriptionIdOf(topicA, "did:key:wallet") }],
    })
    relay.take("wallet")
    relay.call("dapp", "irn_batchPublish", {
      messages: [publish(topicA, "YQ=="), publish(topicB, "Yg==")],
    })
    expect(relay.take("wallet")).toEqual([delivery("wallet", topicB, "Yg==", 1108)])
  })

  it("irn_batchFetchMessages returns the stored messages of the topics oldest first, hasMore false, and not twice", () => {
    const relay = harness()
    relay.open("dapp")
    relay.call("dapp", "irn_publish", publish(topicB, "c2Vjb25k"))
    relay.advance(10)
    relay.call("dapp", "irn_publish", {
      ...publish(topicA, "dGhpcmQ="),
      attestation: "eyJhdHRlc3RhdGlvbiI6MX0",
    })
    relay.open("wallet")
    const first = relay.call("wallet", "irn_batchFetchMessages", { topics: [topicA, topicB] })
    const second = relay.call("wallet", "irn_batchFetchMessages", { topics: [topicA, topicB] })
    expect(relay.take("wallet")).toEqual([
      {
        jsonrpc: "2.0",
        id: first,
        result: {
          messages: [
            { topic: topicB, message: "c2Vjb25k", publishedAt: start, tag: 1108 },
            {
              topic: topicA,
              message: "dGhpcmQ=",
              publishedAt: start + 10,
              tag: 1108,
              attestation: "eyJhdHRlc3RhdGlvbiI6MX0",
            },
          ],
          hasMore: false,
        },
      },
      { jsonrpc: "2.0", id: second, result: { messages: [], hasMore: false } },
    ])
  })
})

describe("the session handshake shortcuts", () => {
  const pairingTopic = "c".repeat(64)
  const sessionTopic = "d".repeat(64)

  it("wc_proposeSession subscribes the dApp to the pairing topic and posts the proposal there with tag 1100", () => {
    const relay = harness()
    relay.open("dapp")
    const id = relay.call("dapp", "wc_proposeSession", {
      pairingTopic,
      sessionProposal: "cHJvcG9zYWw=",
      ttl: 300,
      attestation: "YXR0ZXN0",
      correlationId: 1234,
    })
    expect(relay.take("dapp")).toEqual([{ jsonrpc: "2.0", id, result: true }])
    expect(relay.router.published()).toEqual([
      {
        method: "wc_proposeSession",
        clientId: "did:key:dapp",
        topic: pairingTopic,
        message: "cHJvcG9zYWw=",
        publishedAt: start,
        tag: 1100,
        ttl: 300,
        attestation: "YXR0ZXN0",
      },
    ])

    // The wallet pairs later and reads the stored proposal; its answer reaches the dApp.
    relay.open("wallet")
    relay.call("wallet", "irn_subscribe", { topic: pairingTopic })
    expect(relay.take("wallet").slice(1)).toEqual([
      delivery("wallet", pairingTopic, "cHJvcG9zYWw=", 1100, start, { attestation: "YXR0ZXN0" }),
    ])
    relay.call("wallet", "irn_publish", publish(pairingTopic, "cmVqZWN0ZWQ=", 300, 1120))
    expect(relay.take("dapp")).toEqual([delivery("dapp", pairingTopic, "cmVqZWN0ZWQ=", 1120)])
  })

  it("wc_approveSession posts the response on the pairing topic (1101), the settlement on the session topic (1102), and subscribes the wallet to the session topic", () => {
    const relay = harness()
    relay.open("dapp")
    relay.open("wallet")
    relay.call("dapp", "wc_proposeSession", { pairingTopic, sessionProposal: "cA==", ttl: 300 })
    relay.call("wallet", "irn_subscribe", { topic: pairingTopic })
    relay.take("dapp")
    relay.take("wallet")

    const id = relay.call("wallet", "wc_approveSession", {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: "cmVzcG9uc2U=",
      sessionSettlementRequest: "c2V0dGxl",
      ttl: 300,
      correlationId: 1234,
    })
    expect(relay.take("wallet")).toEqual([{ jsonrpc: "2.0", id, result: true }])
    expect(relay.take("dapp")).toEqual([delivery("dapp", pairingTopic, "cmVzcG9uc2U=", 1101)])

    // The dApp subscribes to the session topic once it has read the response.
    relay.call("dapp", "irn_subscribe", { topic: sessionTopic })
    expect(relay.take("dapp").slice(1)).toEqual([delivery("dapp", sessionTopic, "c2V0dGxl", 1102)])

    // The wallet never subscribed itself, yet gets the dApp's messages on the session.
    relay.call("dapp", "irn_publish", publish(sessionTopic, "cmVxdWVzdA=="))
    expect(relay.take("wallet")).toEqual([delivery("wallet", sessionTopic, "cmVxdWVzdA==", 1108)])
    expect(relay.router.published().map((m) => [m.method, m.topic, m.tag])).toEqual([
      ["wc_proposeSession", pairingTopic, 1100],
      ["wc_approveSession", pairingTopic, 1101],
      ["wc_approveSession", sessionTopic, 1102],
      ["irn_publish", sessionTopic, 1108],
    ])
  })
})

describe("errors", () => {
  it("bad JSON is answered with a parse error (-32700, id null) and the connection keeps working", () => {
    const relay = harness()
    relay.open("dapp")
    relay.router.receive("dapp", "{not json")
    const id = relay.call("dapp", "irn_subscribe", { topic: topicA })
    expect(relay.take("dapp")).toEqual([
      { jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } },
      { jsonrpc: "2.0", id, result: subscriptionIdOf(topicA, "did:key:dapp") },
    ])
  })

  it("an unknown method is answered with -32601 naming it", () => {
    const relay = harness()
    relay.open("dapp")
    const id = relay.call("dapp", "irn_teleport", {})
    expect(relay.take("dapp")).toEqual([
      { jsonrpc: "2.0", id, error: { code: -32601, message: "Method not found: irn_teleport" } },
    ])
  })

  it("invalid params are answered with -32602 naming the field", () => {
    const relay = harness()
    relay.open("dapp")
    const id = relay.call("dapp", "irn_publish", { topic: topicA, message: "bQ==", ttl: -1 })
    expect(relay.take("dapp")).toEqual([
      {
        jsonrpc: "2.0",
        id,
        error: { code: -32602, message: "Invalid params: ttl: Expected a value greater than 0" },
      },
    ])
  })

  it("a frame that is not a JSON-RPC 2.0 request is answered with -32600", () => {
    const relay = harness()
    relay.open("dapp")
    relay.router.receive("dapp", JSON.stringify({ id: 7, method: "irn_subscribe" }))
    relay.router.receive("dapp", JSON.stringify([1, 2]))
    expect(relay.take("dapp")).toEqual([
      {
        jsonrpc: "2.0",
        id: 7,
        error: {
          code: -32600,
          message: "Invalid request: expected jsonrpc 2.0, an id and a method",
        },
      },
      {
        jsonrpc: "2.0",
        id: null,
        error: { code: -32600, message: "Invalid request: expected a JSON-RPC 2.0 object" },
      },
    ])
  })
})

describe("limits (issue 11): the WalletConnect relay's request limits", () => {
  /** The error frame the real relay sends for a refused request (relay_rpc's error tags). */
  const refusal = (id: number, code: number, message: string, data: string) => ({
    jsonrpc: "2.0",
    id,
    error: { code, message, data },
  })
  const batchLimitExceeded = (id: number) =>
    refusal(id, -32600, "Invalid payload: The batch contains too many items", "BatchLimitExceeded")
  const topics = (count: number) =>
    Array.from({ length: count }, (_, i) => i.toString(16).padStart(64, "0"))

  it.each([
    ["irn_batchSubscribe", { topics: topics(501) }],
    ["irn_batchFetchMessages", { topics: topics(501) }],
    [
      "irn_batchUnsubscribe",
      { subscriptions: topics(501).map((topic) => ({ topic, id: subscriptionIdOf(topic, "x") })) },
    ],
    ["irn_batchPublish", { messages: topics(501).map((topic) => publish(topic, "bQ==")) }],
  ])(
    "%s with 501 items is refused with BatchLimitExceeded, and none of it is done",
    (method, params) => {
      const relay = harness()
      relay.open("dapp")
      const id = relay.call("dapp", method, params)
      expect(relay.take("dapp")).toEqual([batchLimitExceeded(id)])
      expect(relay.router.stats()).toEqual({
        topics: 0,
        storedMessages: 0,
        storedBytes: 0,
        awaitingAck: 0,
      })
      expect(relay.router.published()).toEqual([])
    },
  )

  it("irn_batchSubscribe takes exactly 500 topics", () => {
    const relay = harness()
    relay.open("wallet")
    relay.call("wallet", "irn_batchSubscribe", { topics: topics(500) })
    const [answer] = relay.take("wallet")
    expect(answer !== undefined && "result" in answer && answer.result).toEqual(
      topics(500).map((topic) => subscriptionIdOf(topic, "did:key:wallet")),
    )
  })

  it("a 1 000 000-topic irn_batchSubscribe is refused without subscribing to any (it stalled the loop for seconds)", () => {
    const relay = harness()
    relay.open("wallet")
    // One-letter topics, written out rather than serialised, keep the test quick: the batch is
    // refused before its topics are read.
    const frame = `{"id":1,"jsonrpc":"2.0","method":"irn_batchSubscribe","params":{"topics":[${'"a",'.repeat(999_999)}"a"]}}`
    relay.router.receive("wallet", frame)
    expect(relay.take("wallet")).toEqual([batchLimitExceeded(1)])
  })

  it("an empty batch is refused with BatchEmpty, as the relay does", () => {
    const relay = harness()
    relay.open("wallet")
    const id = relay.call("wallet", "irn_batchSubscribe", { topics: [] })
    expect(relay.take("wallet")).toEqual([
      refusal(id, -32600, "Invalid payload: The batch contains no items", "BatchEmpty"),
    ])
  })

  it("a topic that is not 32 bytes of hex is refused with -32602", () => {
    const relay = harness()
    relay.open("wallet")
    const id = relay.call("wallet", "irn_subscribe", { topic: "x".repeat(100_000) })
    expect(relay.take("wallet")).toEqual([
      {
        jsonrpc: "2.0",
        id,
        error: {
          code: -32602,
          message: "Invalid params: topic: Expected a topic: 64 hex digits (32 bytes)",
        },
      },
    ])
  })

  it.each([
    [29, refusal(0, -32000, "Request handler error: TTL too short", "TtlTooShort")],
    [30, true],
    [2_592_000, true],
    [2_592_001, refusal(0, -32000, "Request handler error: TTL too long", "TtlTooLong")],
    [1e308, refusal(0, -32000, "Request handler error: TTL too long", "TtlTooLong")],
  ])("a ttl of %s seconds is answered %j (30 s to 30 days)", (ttl, answer) => {
    const relay = harness()
    relay.open("dapp")
    const id = relay.call("dapp", "irn_publish", publish(topicA, "dHRs", ttl))
    expect(relay.take("dapp")).toEqual([
      answer === true ? { jsonrpc: "2.0", id, result: true } : { ...answer, id },
    ])
    expect(relay.router.stats().storedMessages).toBe(answer === true ? 1 : 0)
  })

  it("the handshake shortcuts hold their ttl to the same range, and a refused one subscribes nobody", () => {
    const relay = harness()
    relay.open("dapp")
    relay.open("wallet")
    const proposed = relay.call("dapp", "wc_proposeSession", {
      pairingTopic: topicA,
      sessionProposal: "cA==",
      ttl: 1e308,
    })
    const approved = relay.call("wallet", "wc_approveSession", {
      sessionTopic: topicB,
      pairingTopic: topicA,
      sessionProposalResponse: "cg==",
      sessionSettlementRequest: "cw==",
      ttl: 5,
    })
    expect([...relay.take("dapp"), ...relay.take("wallet")]).toEqual([
      refusal(proposed, -32000, "Request handler error: TTL too long", "TtlTooLong"),
      refusal(approved, -32000, "Request handler error: TTL too short", "TtlTooShort"),
    ])
    // Nobody was subscribed: a message on either topic reaches no one.
    relay.open("other")
    relay.call("other", "irn_batchPublish", {
      messages: [publish(topicA, "YQ=="), publish(topicB, "Yg==")],
    })
    expect([...relay.take("dapp"), ...relay.take("wallet")]).toEqual([])
  })

  it("a message (with its attestation) over 98 304 UTF-8 bytes is refused with PayloadSizeExceeded", () => {
    const relay = harness()
    relay.open("dapp")
    const atLimit = relay.call("dapp", "irn_publish", publish(topicA, "m".repeat(98_304)))
    // 49 153 characters, 98 306 bytes: the limit is in bytes.
    const multiByte = relay.call("dapp", "irn_publish", publish(topicA, "é".repeat(49_153)))
    const withAttestation = relay.call("dapp", "irn_publish", {
      ...publish(topicB, "m".repeat(98_000)),
      attestation: "a".repeat(305),
    })
    const tooLarge = (id: number) =>
      refusal(id, -32600, "Invalid payload: Payload size exceeded", "PayloadSizeExceeded")
    expect(relay.take("dapp")).toEqual([
      { jsonrpc: "2.0", id: atLimit, result: true },
      tooLarge(multiByte),
      tooLarge(withAttestation),
    ])
  })

  it("irn_batchPublish checks every message first: one bad ttl publishes none (nothing half-written)", () => {
    const relay = walletOnBothTopics()
    const id = relay.call("dapp", "irn_batchPublish", {
      messages: [publish(topicA, "MQ=="), publish(topicB, "Mg==", 1)],
    })
    expect(relay.take("dapp")).toEqual([
      refusal(id, -32000, "Request handler error: TTL too short", "TtlTooShort"),
    ])
    expect(relay.take("wallet")).toEqual([])
    expect(relay.router.published()).toEqual([])
  })
})

describe("memory bounds (issue 11): what the relay keeps stays at its caps", () => {
  // The caps are tested small: filling the real ones (10 000 messages, 32 MiB) would take
  // seconds, and the code that holds a cap is the same whatever its figure.
  const topicOf = (i: number) => i.toString(16).padStart(64, "0")
  const messageOf = (i: number) => Buffer.from(`message ${i}`).toString("base64")

  it("a topic keeps its newest maxMessagesPerTopic messages: a late subscriber gets the newest", () => {
    const relay = harness({ ...relayLimits, maxMessagesPerTopic: 10 })
    relay.open("dapp")
    for (let i = 1; i <= 11; i += 1)
      relay.call("dapp", "irn_publish", publish(topicA, messageOf(i)))
    expect(relay.router.stats()).toMatchObject({ topics: 1, storedMessages: 10 })
    relay.open("wallet")
    relay.call("wallet", "irn_subscribe", { topic: topicA })
    const delivered = relay
      .take("wallet")
      .slice(1)
      .map((frame) => ("params" in frame ? frame.params.data.message : undefined))
    expect(delivered).toEqual(Array.from({ length: 10 }, (_, i) => messageOf(i + 2)))
  })

  it("the relay keeps its newest maxStoredMessages messages across topics", () => {
    const relay = harness({ ...relayLimits, maxStoredMessages: 50 })
    relay.open("dapp")
    for (let i = 1; i <= 51; i += 1) {
      relay.call("dapp", "irn_publish", publish(topicOf(i), messageOf(i)))
    }
    expect(relay.router.stats()).toMatchObject({ topics: 50, storedMessages: 50 })
    relay.open("wallet")
    const fetched = relay.call("wallet", "irn_batchFetchMessages", {
      topics: [topicOf(1), topicOf(2)],
    })
    expect(relay.take("wallet")).toEqual([
      {
        jsonrpc: "2.0",
        id: fetched,
        result: {
          messages: [{ topic: topicOf(2), message: messageOf(2), publishedAt: start, tag: 1108 }],
          hasMore: false,
        },
      },
    ])
  })

  it("the relay keeps at most maxStoredBytes of message text, the oldest going first", () => {
    const relay = harness({ ...relayLimits, maxStoredBytes: 1_000 })
    relay.open("dapp")
    // 30 messages of 100 bytes: 3 000 bytes published, the newest 10 kept.
    for (let i = 1; i <= 30; i += 1) {
      relay.call("dapp", "irn_publish", publish(topicOf(i), `${i}`.padEnd(100, "=")))
    }
    expect(relay.router.stats()).toEqual({
      topics: 10,
      storedMessages: 10,
      storedBytes: 1_000,
      awaitingAck: 0,
    })
    relay.open("wallet")
    relay.call("wallet", "irn_batchFetchMessages", { topics: [topicOf(20), topicOf(21)] })
    const [answer] = relay.take("wallet")
    expect(answer !== undefined && "result" in answer && answer.result).toEqual({
      messages: [
        { topic: topicOf(21), message: "21".padEnd(100, "="), publishedAt: start, tag: 1108 },
      ],
      hasMore: false,
    })
  })

  it("the published log keeps the newest 256 entries", () => {
    const relay = harness()
    relay.open("dapp")
    for (let i = 1; i <= 300; i += 1)
      relay.call("dapp", "irn_publish", publish(topicOf(i), messageOf(i)))
    const log = relay.router.published()
    expect([log.length, log[0]?.message, log.at(-1)?.message]).toEqual([
      256,
      messageOf(45),
      messageOf(300),
    ])
  })

  it("deliveries a client never acknowledges are forgotten with their messages", () => {
    const relay = harness({ ...relayLimits, maxMessagesPerTopic: 10 })
    relay.open("dapp")
    relay.open("silent")
    relay.call("silent", "irn_subscribe", { topic: topicA })
    for (let i = 1; i <= 15; i += 1)
      relay.call("dapp", "irn_publish", publish(topicA, messageOf(i)))
    expect(relay.router.stats()).toMatchObject({ storedMessages: 10, awaitingAck: 10 })
  })

  it("sweep() forgets every expired message, on topics nobody touches again", () => {
    const relay = harness()
    relay.open("dapp")
    relay.open("silent")
    relay.call("silent", "irn_subscribe", { topic: topicA })
    relay.call("dapp", "irn_publish", publish(topicA, "c2hvcnQ=", 30))
    relay.call("dapp", "irn_publish", publish(topicB, "bG9uZw==", 300))
    relay.advance(29_999)
    relay.router.sweep()
    expect(relay.router.stats()).toEqual({
      topics: 2,
      storedMessages: 2,
      storedBytes: 16,
      awaitingAck: 1,
    })
    relay.advance(1)
    relay.router.sweep()
    expect(relay.router.stats()).toEqual({
      topics: 1,
      storedMessages: 1,
      storedBytes: 8,
      awaitingAck: 0,
    })
  })
})
