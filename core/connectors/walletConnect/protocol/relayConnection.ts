/**
 * A WalletConnect client's connection to its relay, from the open specification
 * (walletconnect-specs: docs/specs/servers/relay/relay-server-rpc.md): JSON-RPC over one
 * WebSocket, authenticated by a JWT in the URL (relayAuth.ts). It subscribes to topics,
 * publishes to them, and acknowledges each `irn_subscription` the relay delivers before
 * handing the message on.
 *
 * The connection heals itself: when the socket closes, it opens a new one after a wait that
 * doubles from `relayReconnectBase` up to `relayReconnectMax` (and starts over once a socket
 * opens), subscribes again to every topic it follows, and sends again each request that had no
 * answer. Closing its scope closes the socket for good.
 */
import { Data, Deferred, Duration, Effect, type Scope } from "effect"
import {
  relayAuthLifetime,
  relayReconnectBase,
  relayReconnectMax,
  relayRequestTimeout,
} from "../../../Schedules"
import { jsonRpcIds } from "./jsonRpcIds"
import { isRecord, parseJson } from "./jsonValues"
import { type RelayClientKey, signRelayAuth } from "./relayAuth"

/** A message the relay delivered on a topic the client follows. */
export interface RelayMessage {
  readonly topic: string
  /** The envelope, base64 (envelopeCrypto.ts opens it). */
  readonly message: string
  /** Epoch milliseconds, by the relay's clock. */
  readonly publishedAt: number
  readonly tag: number
}

/** How a message is published: how long the relay keeps it, and what kind it is. */
export interface PublishOptions {
  /** Seconds the relay keeps it for a peer that is not connected. */
  readonly ttl: number
  /** The sign protocol's tag for the method (1100 for wc_sessionPropose…). */
  readonly tag: number
  /** Whether the relay should wake the peer's wallet with a push notification. */
  readonly prompt?: boolean
}

/** The WebSocket class to use: the browser's, or a compatible one (`ws` in Node). */
export type WebSocketClass = new (url: string) => WebSocket

/** How to reach the relay. */
export interface RelayConnectionOptions {
  readonly relayUrl: string
  readonly projectId: string
  readonly key: RelayClientKey
  /** The tab's relay session id (the JWT's `sub`), kept across reconnects. */
  readonly sessionId: string
  /** Called with each delivered message, once acknowledged, in the order it arrived. */
  readonly onMessage: (message: RelayMessage) => void
  /** Default: the platform's WebSocket. */
  readonly WebSocket?: WebSocketClass
  /** Epoch milliseconds (default Date.now): the JWT's issue time. */
  readonly now?: () => number
}

/** The relay answered a request with an error. */
export class RelayRequestError extends Data.TaggedError("RelayRequestError")<{
  readonly method: string
  readonly code: number
  readonly reason: string
}> {
  override get message(): string {
    return `The relay refused ${this.method}: ${this.reason} (${this.code})`
  }
}

/** A client's open connection to its relay. */
export interface RelayConnection {
  /** Follows `topic`: messages published on it are delivered, now and after a reconnect. */
  readonly subscribe: (topic: string) => Effect.Effect<void, RelayRequestError>
  /** Stops following `topic`. */
  readonly unsubscribe: (topic: string) => Effect.Effect<void, RelayRequestError>
  /** Publishes `message` (an envelope) on `topic`. */
  readonly publish: (
    topic: string,
    message: string,
    options: PublishOptions,
  ) => Effect.Effect<void, RelayRequestError>
}

type Answer =
  | { readonly kind: "result"; readonly result: unknown }
  | { readonly kind: "error"; readonly code: number; readonly reason: string }
  | { readonly kind: "lost" }

/** The wait before try number `attempt` (0 is the first after a socket that had opened). */
export const reconnectDelay = (attempt: number): Duration.Duration =>
  Duration.min(Duration.times(relayReconnectBase, 2 ** Math.min(attempt, 16)), relayReconnectMax)

/** What a relay frame is: an answer to a request, a delivered message, or nothing usable. */
const readFrame = (
  text: string,
):
  | { readonly kind: "answer"; readonly id: number; readonly answer: Answer }
  | { readonly kind: "delivery"; readonly id: unknown; readonly message: RelayMessage }
  | undefined => {
  const frame = parseJson(text)
  if (!isRecord(frame)) return undefined
  if (frame.method === "irn_subscription") {
    const data = isRecord(frame.params) ? frame.params.data : undefined
    if (
      !isRecord(data) ||
      typeof data.topic !== "string" ||
      typeof data.message !== "string" ||
      typeof data.publishedAt !== "number" ||
      typeof data.tag !== "number"
    ) {
      return undefined
    }
    const { topic, message, publishedAt, tag } = data
    return { kind: "delivery", id: frame.id, message: { topic, message, publishedAt, tag } }
  }
  if (typeof frame.id !== "number") return undefined
  if (isRecord(frame.error)) {
    const code = typeof frame.error.code === "number" ? frame.error.code : 0
    const reason = typeof frame.error.message === "string" ? frame.error.message : "no reason"
    return { kind: "answer", id: frame.id, answer: { kind: "error", code, reason } }
  }
  return "result" in frame
    ? { kind: "answer", id: frame.id, answer: { kind: "result", result: frame.result } }
    : undefined
}

/**
 * Opens the connection in the current scope; it stays open (reopening itself when lost) until
 * the scope closes. Resolves at once: requests wait for a socket to be open.
 */
export const openRelayConnection = (
  options: RelayConnectionOptions,
): Effect.Effect<RelayConnection, never, Scope.Scope> =>
  Effect.gen(function* () {
    const now = options.now ?? Date.now
    const requestId = jsonRpcIds(now)
    const WebSocketClass = options.WebSocket ?? globalThis.WebSocket
    /** Topics followed, with the relay's subscription id once it answered. */
    const followed = new Map<string, string | undefined>()
    const waiting = new Map<number, (answer: Answer) => void>()
    let open = yield* Deferred.make<WebSocket>()
    let closed = false
    let current: WebSocket | undefined

    const url = () => {
      const issuedAt = Math.floor(now() / 1000)
      const auth = signRelayAuth({
        key: options.key,
        sessionId: options.sessionId,
        audience: options.relayUrl,
        issuedAt,
        ttlSeconds: Duration.toSeconds(relayAuthLifetime),
      })
      const query = new URLSearchParams({ auth, projectId: options.projectId })
      return `${options.relayUrl}${options.relayUrl.includes("?") ? "&" : "?"}${query}`
    }

    const send = (socket: WebSocket, id: number, method: string, params: unknown) =>
      socket.send(JSON.stringify({ id, jsonrpc: "2.0", method, params }))

    /** One request on the open socket: its answer, or "lost" when the socket closes first. */
    const ask = (method: string, params: unknown) =>
      Effect.suspend(() => Deferred.await(open)).pipe(
        Effect.flatMap((socket) =>
          Effect.callback<Answer>((resume) => {
            const id = requestId()
            waiting.set(id, (answer) => resume(Effect.succeed(answer)))
            send(socket, id, method, params)
            return Effect.sync(() => waiting.delete(id))
          }),
        ),
        Effect.timeoutOrElse({
          duration: relayRequestTimeout,
          orElse: () => Effect.succeed<Answer>({ kind: "lost" }),
        }),
      )

    /** A request, sent again on the next socket until it has an answer. */
    const request = (method: string, params: unknown): Effect.Effect<unknown, RelayRequestError> =>
      ask(method, params).pipe(
        Effect.flatMap((answer) =>
          answer.kind === "result"
            ? Effect.succeed(answer.result)
            : answer.kind === "error"
              ? Effect.fail(
                  new RelayRequestError({ method, code: answer.code, reason: answer.reason }),
                )
              : request(method, params),
        ),
      )

    /** Runs one socket from opening to closing; succeeds with whether it ever opened. */
    const runSocket = Effect.callback<boolean>((resume) => {
      const socket = new WebSocketClass(url())
      current = socket
      let opened = false
      socket.onopen = () => {
        opened = true
        if (followed.size > 0) {
          send(socket, requestId(), "irn_batchSubscribe", { topics: [...followed.keys()] })
        }
        Deferred.doneUnsafe(open, Effect.succeed(socket))
      }
      socket.onmessage = (event) => {
        if (typeof event.data !== "string") return
        const frame = readFrame(event.data)
        if (frame === undefined) return
        if (frame.kind === "answer") {
          waiting.get(frame.id)?.(frame.answer)
          return
        }
        socket.send(JSON.stringify({ id: frame.id, jsonrpc: "2.0", result: true }))
        options.onMessage(frame.message)
      }
      socket.onclose = () => {
        if (current === socket) current = undefined
        open = Deferred.makeUnsafe<WebSocket>()
        for (const answer of [...waiting.values()]) answer({ kind: "lost" })
        resume(Effect.succeed(opened))
      }
      return Effect.sync(() => socket.close())
    })

    const keepConnected = Effect.gen(function* () {
      let attempt = 0
      while (!closed) {
        attempt = (yield* runSocket) ? 0 : attempt + 1
        if (!closed) yield* Effect.sleep(reconnectDelay(attempt))
      }
    })
    yield* Effect.forkScoped(keepConnected)
    yield* Effect.addFinalizer(() =>
      Effect.sync(() => {
        closed = true
        current?.close()
      }),
    )

    return {
      subscribe: (topic) =>
        Effect.suspend(() => {
          followed.set(topic, followed.get(topic))
          return request("irn_subscribe", { topic })
        }).pipe(
          Effect.tap((id) =>
            Effect.sync(() => {
              if (followed.has(topic) && typeof id === "string") followed.set(topic, id)
            }),
          ),
          Effect.asVoid,
        ),
      unsubscribe: (topic) =>
        Effect.suspend(() => {
          const id = followed.get(topic)
          followed.delete(topic)
          return id === undefined ? Effect.void : request("irn_unsubscribe", { topic, id })
        }).pipe(Effect.asVoid),
      publish: (topic, message, publish) =>
        request("irn_publish", {
          topic,
          message,
          ttl: publish.ttl,
          tag: publish.tag,
          ...(publish.prompt === undefined ? {} : { prompt: publish.prompt }),
        }).pipe(Effect.asVoid),
    }
  })
