// Two clients' channels through the sandbox relay (a real WebSocket server on loopback).
import { Effect, Exit, Scope } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { type Relay, startRelay } from "../../../../sandbox/relay/startRelay"
import {
  deriveSymKey,
  generateKeyPair,
  generateSymKey,
  openEnvelope,
  sealType0,
  sealType1,
  topicOf,
} from "./envelopeCrypto"
import { generateRelayClientKey, generateRelaySessionId } from "./relayAuth"
import { openRelayConnection, type RelayMessage } from "./relayConnection"
import { openSignChannel, type SignAnswer, type SignRequest } from "./signChannel"

const stops: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop()
})

const inScope = async <A>(effect: Effect.Effect<A, never, Scope.Scope>): Promise<A> => {
  const scope = Effect.runSync(Scope.make())
  stops.push(() => Effect.runPromise(Scope.close(scope, Exit.void)))
  return Effect.runPromise(effect.pipe(Scope.provide(scope)))
}

const relayOptions = (relay: Relay) => ({
  relayUrl: relay.url,
  projectId: "sign-channel-test",
  key: generateRelayClientKey(),
  sessionId: generateRelaySessionId(),
  WebSocket: WebSocket as never,
})

/** A channel whose peer requests are recorded and answered by `answer`. */
const channel = async (relay: Relay, answer: (request: SignRequest) => SignAnswer) => {
  const requests: Array<SignRequest> = []
  const opened = await inScope(
    openSignChannel({
      ...relayOptions(relay),
      onRequest: (request) =>
        Effect.sync(() => {
          requests.push(request)
          return answer(request)
        }),
    }),
  )
  return { channel: opened, requests }
}

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)

const startedRelay = async () => {
  const relay = await startRelay()
  stops.push(() => relay.stop())
  return relay
}

describe("sign channel (rpc-methods.md over the relay)", () => {
  it("a request on a shared topic gets the peer's result, or its JSON-RPC error, by id", async () => {
    const relay = await startedRelay()
    const symKey = generateSymKey()
    const topic = topicOf(symKey)
    const dapp = await channel(relay, () => ({ result: true }))
    const wallet = await channel(relay, (request) =>
      request.method === "wc_sessionPing"
        ? { result: true }
        : { error: { code: 5000, message: "User rejected." } },
    )
    await run(dapp.channel.follow(topic, symKey))
    await run(wallet.channel.follow(topic, symKey))
    expect(await run(dapp.channel.request(topic, "wc_sessionPing", {}))).toEqual({ result: true })
    expect(
      await run(dapp.channel.request(topic, "wc_sessionRequest", { request: { method: "x" } })),
    ).toEqual({ error: { code: 5000, message: "User rejected." } })
    expect(wallet.requests.map((r) => [r.method, r.params])).toEqual([
      ["wc_sessionPing", {}],
      ["wc_sessionRequest", { request: { method: "x" } }],
    ])
  })

  it("each message goes with its method's TTL and tag: a request, its answer, and a rejected proposal's own tag", async () => {
    const relay = await startedRelay()
    const symKey = generateSymKey()
    const topic = topicOf(symKey)
    const dapp = await channel(relay, () => ({ result: true }))
    const wallet = await channel(relay, () => ({
      error: { code: 5000, message: "User rejected." },
    }))
    await run(dapp.channel.follow(topic, symKey))
    await run(wallet.channel.follow(topic, symKey))
    await run(dapp.channel.request(topic, "wc_sessionPropose", {}))
    expect(relay.published().map((m) => [m.tag, m.ttl])).toEqual([
      [1100, 300],
      [1120, 300],
    ])
  })

  it("drops what it cannot read (another key, not JSON-RPC, an unknown method, a redelivery) and carries on", async () => {
    const relay = await startedRelay()
    const symKey = generateSymKey()
    const topic = topicOf(symKey)
    const wallet = await channel(relay, () => ({ result: true }))
    await run(wallet.channel.follow(topic, symKey))
    const raw = await inScope(openRelayConnection({ ...relayOptions(relay), onMessage: () => {} }))
    const send = (envelope: string) => run(raw.publish(topic, envelope, { ttl: 300, tag: 1108 }))
    const ping = (id: number) =>
      sealType0(
        symKey,
        JSON.stringify({ id, jsonrpc: "2.0", method: "wc_sessionPing", params: {} }),
      )
    await send(
      sealType0(
        generateSymKey(),
        JSON.stringify({ id: 1, jsonrpc: "2.0", method: "wc_sessionPing" }),
      ),
    )
    await send("bm90IGFuIGVudmVsb3Bl")
    await send(sealType0(symKey, "not json"))
    await send(
      sealType0(symKey, JSON.stringify({ id: 2, jsonrpc: "2.0", method: "eth_sign", params: [] })),
    )
    await send(ping(3))
    await send(ping(3))
    await send(ping(4))
    await expect.poll(() => wallet.requests.map((r) => r.id)).toEqual([3, 4])
  })

  it("an answer on a response topic sealed for the dApp's key pair (type 1) reaches its request; a type 0 message there is dropped", async () => {
    const relay = await startedRelay()
    const symKey = generateSymKey()
    const topic = topicOf(symKey)
    const self = generateKeyPair()
    const responseTopic = topicOf(self.publicKey)
    const dapp = await channel(relay, () => ({ result: true }))
    await run(dapp.channel.follow(topic, symKey))
    await run(dapp.channel.followSealedFor(responseTopic, self.privateKey))
    const delivered: Array<RelayMessage> = []
    const wallet = await inScope(
      openRelayConnection({ ...relayOptions(relay), onMessage: (m) => void delivered.push(m) }),
    )
    await run(wallet.subscribe(topic))
    const answered = run(dapp.channel.request(topic, "wc_sessionAuthenticate", { nonce: "1" }))
    await expect.poll(() => delivered.length).toBe(1)
    const opened = openEnvelope(delivered[0]?.message ?? "", () => symKey)
    const { id } = JSON.parse(opened._tag === "Success" ? opened.success : "{}") as { id: number }
    const responder = generateKeyPair()
    const shared = deriveSymKey(responder.privateKey, self.publicKey)
    const answer = (result: unknown) => JSON.stringify({ id, jsonrpc: "2.0", result })
    const carriage = { ttl: 3600, tag: 1117 }
    await run(wallet.publish(responseTopic, sealType0(shared, answer("type 0")), carriage))
    await run(
      wallet.publish(
        responseTopic,
        sealType1(shared, responder.publicKey, answer("type 1")),
        carriage,
      ),
    )
    expect(await answered).toEqual({ result: "type 1" })
  })
})
