// Against the sandbox relay (sandbox/relay), a real WebSocket server on loopback, with `ws`
// as the WebSocket class (Node 20 has none of its own).
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { Duration, Effect, Exit, Scope } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { WebSocket, WebSocketServer } from "ws"
import { type Relay, startRelay } from "../../../../sandbox/relay/startRelay"
import { relayReconnectBase, relayReconnectMax } from "../../../Schedules"
import { generateSymKey, topicOf } from "./envelopeCrypto"
import { clientIdOf, generateRelayClientKey, generateRelaySessionId } from "./relayAuth"
import {
  openRelayConnection,
  type RelayConnection,
  type RelayMessage,
  reconnectDelay,
} from "./relayConnection"

const stops: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop()
})

/** A relay connection in its own scope, closed after the test, with what it received. */
const connect = async (relayUrl: string) => {
  const key = generateRelayClientKey()
  const received: Array<RelayMessage> = []
  const listeners: Array<() => void> = []
  const scope = Effect.runSync(Scope.make())
  stops.push(() => Effect.runPromise(Scope.close(scope, Exit.void)))
  const connection = await Effect.runPromise(
    openRelayConnection({
      relayUrl,
      projectId: "relay-connection-test",
      key,
      sessionId: generateRelaySessionId(),
      WebSocket: WebSocket as never,
      onMessage: (message) => {
        received.push(message)
        for (const listener of listeners.splice(0)) listener()
      },
    }).pipe(Scope.provide(scope)),
  )
  /** Resolves once `count` messages arrived. */
  const receivedCount = (count: number) =>
    new Promise<ReadonlyArray<RelayMessage>>((resolve) => {
      const check = () => (received.length >= count ? resolve(received) : listeners.push(check))
      check()
    })
  return { connection, key, received, receivedCount }
}

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(effect)

const startedRelay = async (port?: number): Promise<Relay> => {
  const relay = await startRelay(port === undefined ? {} : { port })
  stops.push(() => relay.stop())
  return relay
}

const publishOn = (connection: RelayConnection, topic: string, message: string) =>
  run(connection.publish(topic, message, { ttl: 300, tag: 1108 }))

describe("relay connection (relay-server-rpc.md)", () => {
  it("a subscriber receives what a peer publishes on the topic, with its tag, and the relay names the publisher by its did:key", async () => {
    const relay = await startedRelay()
    const [dapp, wallet] = await Promise.all([connect(relay.url), connect(relay.url)])
    const topic = topicOf(generateSymKey())
    await run(wallet.connection.subscribe(topic))
    await publishOn(dapp.connection, topic, "c2VhbGVk")
    const [message] = await wallet.receivedCount(1)
    expect(message).toMatchObject({ topic, message: "c2VhbGVk", tag: 1108 })
    expect(relay.published().at(-1)).toMatchObject({
      topic,
      clientId: clientIdOf(dapp.key.publicKey),
      ttl: 300,
    })
  })

  it("a message published before the peer subscribed waits at the relay and arrives on subscribe", async () => {
    const relay = await startedRelay()
    const [dapp, wallet] = await Promise.all([connect(relay.url), connect(relay.url)])
    const topic = topicOf(generateSymKey())
    await publishOn(dapp.connection, topic, "ZWFybHk=")
    await run(wallet.connection.subscribe(topic))
    expect((await wallet.receivedCount(1)).map((m) => m.message)).toEqual(["ZWFybHk="])
  })

  it("after an unsubscribe, messages on the topic are no longer delivered", async () => {
    const relay = await startedRelay()
    const [dapp, wallet] = await Promise.all([connect(relay.url), connect(relay.url)])
    const [gone, kept] = [topicOf(generateSymKey()), topicOf(generateSymKey())]
    await run(wallet.connection.subscribe(gone))
    await run(wallet.connection.subscribe(kept))
    await run(wallet.connection.unsubscribe(gone))
    await publishOn(dapp.connection, gone, "Z29uZQ==")
    await publishOn(dapp.connection, kept, "a2VwdA==")
    expect((await wallet.receivedCount(1)).map((m) => m.topic)).toEqual([kept])
  })

  it("a request the relay refuses fails with its reason", async () => {
    const relay = await startedRelay()
    const { connection } = await connect(relay.url)
    const failure = await run(Effect.flip(connection.subscribe("not-a-topic")))
    expect(failure._tag).toBe("RelayRequestError")
    expect(failure.message).toMatch(/^The relay refused irn_subscribe: .*64 hex digits/)
  })

  it("when the relay goes away and comes back, the connection reopens by itself, follows its topics again and delivers", async () => {
    const first = await startedRelay()
    const port = Number(new URL(first.url).port)
    const [dapp, wallet] = await Promise.all([connect(first.url), connect(first.url)])
    const topic = topicOf(generateSymKey())
    await run(wallet.connection.subscribe(topic))
    await first.stop()
    await startedRelay(port)
    // Published once the dApp's socket is open again; the wallet's re-subscription gets it.
    await publishOn(dapp.connection, topic, "YmFjaw==")
    expect((await wallet.receivedCount(1)).map((m) => m.message)).toEqual(["YmFjaw=="])
  })

  it("frames that are not JSON-RPC, or deliveries missing a field, are ignored; a good delivery is acknowledged and handed on", async () => {
    const server = createServer()
    const wss = new WebSocketServer({ server })
    const acks: Array<unknown> = []
    wss.on("connection", (socket) => {
      socket.on("message", (data) => acks.push(JSON.parse(String(data))))
      socket.send("not json")
      socket.send(JSON.stringify([1, 2]))
      socket.send(JSON.stringify({ id: 7, jsonrpc: "2.0", method: "irn_subscription", params: {} }))
      socket.send(
        JSON.stringify({
          id: 8,
          jsonrpc: "2.0",
          method: "irn_subscription",
          params: { id: "s", data: { topic: "t", message: "bQ==", publishedAt: 1, tag: 1108 } },
        }),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    stops.push(
      () =>
        new Promise((resolve) => {
          for (const client of wss.clients) client.terminate()
          wss.close()
          server.close(resolve)
        }),
    )
    const { port } = server.address() as AddressInfo
    const { receivedCount } = await connect(`ws://127.0.0.1:${port}`)
    expect(await receivedCount(1)).toEqual([
      { topic: "t", message: "bQ==", publishedAt: 1, tag: 1108 },
    ])
    await expect.poll(() => acks).toEqual([{ id: 8, jsonrpc: "2.0", result: true }])
  })

  it("waits longer after each failed try to reopen, doubling from the base up to the maximum", () => {
    expect(Duration.toMillis(reconnectDelay(0))).toBe(Duration.toMillis(relayReconnectBase))
    expect(Duration.toMillis(reconnectDelay(2))).toBe(Duration.toMillis(relayReconnectBase) * 4)
    expect(Duration.toMillis(reconnectDelay(40))).toBe(Duration.toMillis(relayReconnectMax))
  })
})
