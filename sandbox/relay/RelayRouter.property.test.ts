// The router under arbitrary frames (issue 11): whatever a client sends, receive() never throws,
// answers every request exactly once with JSON, and does work linear in the size of a batch.
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { hostileString } from "../../test/hostile/hostileValues"
import { growthRatio } from "../../test/hostile/linearGrowth"
import { makeRelayRouter, type RelayOutbound } from "./RelayRouter"

const topic = "a".repeat(64)
const otherTopic = "b".repeat(64)

const methods = [
  "irn_publish",
  "irn_batchPublish",
  "irn_subscribe",
  "irn_batchSubscribe",
  "irn_unsubscribe",
  "irn_batchUnsubscribe",
  "irn_batchFetchMessages",
  "wc_proposeSession",
  "wc_approveSession",
  "irn_subscription",
  "__proto__",
  "constructor",
]

/** A JSON-RPC request frame as a client sends it. */
const frameOf = (method: string, params: unknown) =>
  JSON.stringify({ id: 1, jsonrpc: "2.0", method, params })

/** A router where a wallet follows `topic`, which holds one message; it records what it sends. */
const setup = () => {
  const sent: Array<[string, RelayOutbound]> = []
  const router = makeRelayRouter({
    now: () => 1_700_000_000_000,
    send: (connectionId, payload) => sent.push([connectionId, payload]),
  })
  router.open("dapp", "did:key:dapp")
  router.open("wallet", "did:key:wallet")
  const call = (connectionId: string, method: string, params: unknown) =>
    router.receive(connectionId, frameOf(method, params))
  call("wallet", "irn_subscribe", { topic })
  call("dapp", "irn_publish", { topic, message: "c3RvcmVk", ttl: 300, tag: 1108 })
  sent.length = 0
  return { router, sent }
}

const anyTopic = fc.oneof(fc.constantFrom(topic, otherTopic), hostileString)
const anyNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(30, 300, 1e308, -1))
const anyText = fc.oneof(fc.constantFrom("bQ==", ""), hostileString)

/** Params with the keys the methods read, each of any type or a plausible value. */
const anyParams = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      topic: anyTopic,
      topics: fc.array(anyTopic, { maxLength: 4 }),
      message: anyText,
      ttl: anyNumber,
      tag: anyNumber,
      id: fc.oneof(fc.string(), fc.jsonValue()),
      attestation: fc.oneof(anyText, fc.jsonValue()),
      messages: fc.array(
        fc.record(
          { topic: anyTopic, message: anyText, ttl: anyNumber, tag: anyNumber },
          { requiredKeys: [] },
        ),
        { maxLength: 3 },
      ),
      subscriptions: fc.array(fc.record({ topic: anyTopic, id: fc.string() }), { maxLength: 3 }),
      pairingTopic: anyTopic,
      sessionTopic: anyTopic,
      sessionProposal: anyText,
      sessionProposalResponse: anyText,
      sessionSettlementRequest: anyText,
    },
    { requiredKeys: [] },
  ),
)

/** Any text frame: hostile text, any JSON, requests of every method, answers to deliveries. */
const anyFrame: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc
    .record(
      {
        id: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.jsonValue()),
        jsonrpc: fc.constantFrom("2.0", "1.0", 2),
        method: fc.oneof(fc.constantFrom(...methods), fc.string()),
        params: anyParams,
      },
      { requiredKeys: [] },
    )
    .map((frame) => JSON.stringify(frame)),
  fc
    .record({
      id: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.jsonValue()),
      jsonrpc: fc.constant("2.0"),
      result: fc.jsonValue(),
    })
    .map((frame) => JSON.stringify(frame)),
)

/** Whether a frame is an answer to one of the relay's deliveries, which the relay does not answer. */
const isAnswerToDelivery = (text: string): boolean => {
  try {
    const frame: unknown = JSON.parse(text)
    return (
      typeof frame === "object" &&
      frame !== null &&
      !Array.isArray(frame) &&
      !("method" in frame) &&
      ("result" in frame || "error" in frame)
    )
  } catch {
    return false
  }
}

describe("receive() under arbitrary frames", () => {
  it("never throws, answers each request exactly once, and sends only JSON", () => {
    fc.assert(
      fc.property(fc.array(anyFrame, { minLength: 1, maxLength: 6 }), (frames) => {
        const { router, sent } = setup()
        for (const frame of frames) {
          sent.length = 0
          expect(() => router.receive("dapp", frame)).not.toThrow()
          const answers = sent.filter(
            ([connectionId, payload]) =>
              connectionId === "dapp" && ("result" in payload || "error" in payload),
          )
          expect(answers).toHaveLength(isAnswerToDelivery(frame) ? 0 : 1)
          for (const [, payload] of sent) expect(typeof JSON.stringify(payload)).toBe("string")
        }
      }),
      { numRuns: 300 },
    )
  })

  it("never throws on JSON nested 100 000 deep", () => {
    const { router, sent } = setup()
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`
    const deepParams = `{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":${deep}}`
    expect(() => router.receive("dapp", deep)).not.toThrow()
    expect(() => router.receive("dapp", deepParams)).not.toThrow()
    expect(sent.map(([, payload]) => ("error" in payload ? payload.error.code : "result"))).toEqual(
      [-32600, -32602],
    )
  })
})

describe("the work of a valid batch grows linearly with it", () => {
  const topicOf = (i: number) => i.toString(16).padStart(64, "0")

  it("irn_batchSubscribe", () => {
    const ratio = growthRatio({
      size: 30,
      input: (size) =>
        frameOf("irn_batchSubscribe", {
          topics: Array.from({ length: size }, (_, i) => topicOf(i)),
        }),
      run: (frame) => setup().router.receive("wallet", frame),
    })
    expect(ratio).toBeLessThan(40)
  })

  it("irn_batchPublish onto one topic a client follows", () => {
    const ratio = growthRatio({
      size: 30,
      input: (size) =>
        frameOf("irn_batchPublish", {
          messages: Array.from({ length: size }, (_, i) => ({
            topic,
            message: `bWVzc2FnZQ${i}`,
            ttl: 300,
            tag: 1108,
          })),
        }),
      run: (frame) => setup().router.receive("dapp", frame),
    })
    expect(ratio).toBeLessThan(40)
  })
})
