// The relay's message routing, without sockets: frames in through receive(), frames out
// through the send callback, time from an injected clock.
import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { makeRelayRouter, type RelayOutbound, subscriptionIdOf } from "./RelayRouter"

const topicA = "a".repeat(64)
const topicB = "b".repeat(64)
const start = 1_700_000_000_000

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex")

/** A router with connections that record what they are sent, and a clock to move. */
const harness = () => {
  let clock = start
  const outbox = new Map<string, RelayOutbound[]>()
  const router = makeRelayRouter({
    now: () => clock,
    send: (connectionId, payload) => outbox.get(connectionId)?.push(payload),
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
    const relay = harness()
    relay.open("dapp")
    relay.open("wallet")
    relay.call("wallet", "irn_batchSubscribe", { topics: [topicA, topicB] })
    relay.take("wallet")
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
    const relay = harness()
    relay.open("dapp")
    relay.open("wallet")
    relay.call("wallet", "irn_batchSubscribe", { topics: [topicA, topicB] })
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
