import { createHash } from "node:crypto"
import { Result, Schema } from "effect"
import { formatIssues } from "../../core/config/formatIssues"
import {
  ApproveSessionParams,
  BatchPublishParams,
  BatchUnsubscribeParams,
  ProposeSessionParams,
  PublishParams,
  SubscribeParams,
  TopicsParams,
  UnsubscribeParams,
} from "./RelayRpcParams"
import { type RelayLimits, relayLimits } from "./relayLimits"

/** A JSON-RPC id as clients send it. */
export type JsonRpcId = number | string

/** What one `irn_subscription` carries: a message published on a topic the receiver follows. */
export interface RelayMessageData {
  readonly topic: string
  readonly message: string
  /** Milliseconds since the epoch, by the relay's clock. */
  readonly publishedAt: number
  readonly tag: number
  readonly attestation?: string
}

/** A frame the relay sends to a connection: an answer, an error, or a delivered message. */
export type RelayOutbound =
  | { readonly jsonrpc: "2.0"; readonly id: JsonRpcId; readonly result: unknown }
  | {
      readonly jsonrpc: "2.0"
      readonly id: JsonRpcId | null
      readonly error: {
        readonly code: number
        readonly message: string
        /** The relay's error tag (`BatchLimitExceeded`, `TtlTooShort`…), as the real relay sends it. */
        readonly data?: string
      }
    }
  | {
      readonly jsonrpc: "2.0"
      readonly id: number
      readonly method: "irn_subscription"
      readonly params: { readonly id: string; readonly data: RelayMessageData }
    }

/** One message the relay accepted, as its log shows it (oldest first). */
export interface PublishedRelayMessage extends RelayMessageData {
  /** The method that published it: irn_publish, irn_batchPublish, wc_proposeSession, wc_approveSession. */
  readonly method: string
  /** The publisher's client id (the `iss` of its auth JWT, a did:key). */
  readonly clientId: string
  /** Seconds the relay keeps it for subscribers that come later. */
  readonly ttl: number
}

/** How to build a router. */
export interface RelayRouterOptions {
  /** Sends one frame to a connection (the server serialises it). */
  readonly send: (connectionId: string, payload: RelayOutbound) => void
  /** The clock, in milliseconds (default Date.now); tests inject one to expire messages. */
  readonly now?: () => number
  /** What it accepts and keeps (default `relayLimits`). */
  readonly limits?: RelayLimits
}

/** How much the router holds now: what its memory bounds are measured by. */
export interface RelayRouterStats {
  /** Topics with at least one stored message. */
  readonly topics: number
  /** Messages stored for subscribers that come later (at most `relayLimits.maxStoredMessages`). */
  readonly storedMessages: number
  /** UTF-8 bytes of their text and attestations (at most `relayLimits.maxStoredBytes`). */
  readonly storedBytes: number
  /** Deliveries sent and not yet answered by the client. */
  readonly awaitingAck: number
}

/** The relay's routing, independent of sockets: connections, subscriptions, stored messages. */
export interface RelayRouter {
  /** A client connected; `clientId` is the `iss` of its auth JWT. */
  readonly open: (connectionId: string, clientId: string) => void
  /** The connection closed: its subscriptions end, messages in flight to it stay stored. */
  readonly close: (connectionId: string) => void
  /** Handles one text frame from a connection (a request, or an answer to a delivery). */
  readonly receive: (connectionId: string, text: string) => void
  /** The most recent messages accepted (at most `relayLimits.publishedLogLength`), oldest first (a copy). */
  readonly published: () => ReadonlyArray<PublishedRelayMessage>
  /** Forgets every message past its ttl; the relay runs it on a timer (`relaySweepIntervalMs`). */
  readonly sweep: () => void
  /** What the router holds now. */
  readonly stats: () => RelayRouterStats
}

/**
 * The publish tags of the session handshake, from @walletconnect/sign-client's
 * ENGINE_RPC_OPTS: the relay tags what it publishes on the clients' behalf with these.
 */
export const sessionHandshakeTags = {
  /** wc_sessionPropose request, on the pairing topic. */
  proposal: 1100,
  /** wc_sessionPropose response, on the pairing topic. */
  proposalResponse: 1101,
  /** wc_sessionSettle request, on the session topic. */
  settlement: 1102,
} as const

/** The ttl of handshake messages when the client sends none: sign-client's FIVE_MINUTES, in seconds. */
export const defaultHandshakeTtlSeconds = 300

/**
 * JSON-RPC 2.0 error codes the relay answers with. `invalidRequest` doubles as the real relay's
 * code for a payload it refuses and `handler` is its code for a request it cannot carry out
 * (CODE_PAYLOAD and CODE_HANDLER in WalletConnect's relay_rpc crate, relay_rpc/src/rpc/error.rs).
 */
export const relayErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
  handler: -32000,
} as const

interface StoredMessage extends PublishedRelayMessage {
  readonly expiresAt: number
  readonly hash: string
  /** UTF-8 bytes of its text and attestation: what it counts against `maxStoredBytes`. */
  readonly bytes: number
  /** Clients that acknowledged it (or fetched it): never delivered to them again. */
  readonly ackedBy: Set<string>
  /** Connections it was sent to and that have not answered yet, with the delivery's id. */
  readonly inFlightTo: Map<string, number>
}

interface Connection {
  readonly clientId: string
  /** Topic to subscription id. */
  readonly subscriptions: Map<string, string>
}

/** What one publish carries, whichever method sent it. */
interface PublishRequest {
  readonly topic: string
  readonly message: string
  readonly ttl: number
  readonly tag?: number
  readonly attestation?: string
}

const sha256Hex = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex")

/**
 * The subscription id of a client's topic: sha256(topic + clientId) in hex, the id the
 * client computes for itself (core's Subscriber.getSubscriptionId), so that the implicit
 * subscription of wc_approveSession and a client-side `skipSubscribe` agree.
 */
export const subscriptionIdOf = (topic: string, clientId: string): string =>
  sha256Hex(topic + clientId)

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message)
  }
}

// The real relay's refusals (relay_rpc's PayloadError and PublishError): its code, its message
// and its tag, so that a client sees here what it would see against WalletConnect's relay.
const batchEmpty = () =>
  new RpcError(
    relayErrorCodes.invalidRequest,
    "Invalid payload: The batch contains no items",
    "BatchEmpty",
  )
const batchLimitExceeded = () =>
  new RpcError(
    relayErrorCodes.invalidRequest,
    "Invalid payload: The batch contains too many items",
    "BatchLimitExceeded",
  )
const payloadSizeExceeded = () =>
  new RpcError(
    relayErrorCodes.invalidRequest,
    "Invalid payload: Payload size exceeded",
    "PayloadSizeExceeded",
  )
const ttlTooShort = () =>
  new RpcError(relayErrorCodes.handler, "Request handler error: TTL too short", "TtlTooShort")
const ttlTooLong = () =>
  new RpcError(relayErrorCodes.handler, "Request handler error: TTL too long", "TtlTooLong")

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const isJsonRpcId = (value: unknown): value is JsonRpcId =>
  typeof value === "string" || (typeof value === "number" && Number.isFinite(value))

const decode = <S extends Schema.Top & { readonly DecodingServices: never }>(
  schema: S,
  params: unknown,
): S["Type"] => {
  const decoded = Schema.decodeUnknownResult(schema)(params, { errors: "all" })
  if (Result.isSuccess(decoded)) return decoded.success
  const issues = formatIssues(decoded.failure)
    .map((issue) => `${issue.path}: ${issue.message}`)
    .join("; ")
  throw new RpcError(relayErrorCodes.invalidParams, `Invalid params: ${issues}`)
}

/**
 * Refuses a batch over the limit (or an empty one) before its items are decoded, so that the
 * cost of a refused batch does not grow with its size.
 */
const checkBatch = (limits: RelayLimits, params: unknown, key: string) => {
  const items = isRecord(params) ? params[key] : undefined
  // Not an array: decoding says what is wrong with it.
  if (!Array.isArray(items)) return
  if (items.length === 0) throw batchEmpty()
  if (items.length > limits.maxBatchSize) throw batchLimitExceeded()
}

const byteLength = (text: string | undefined): number =>
  text === undefined ? 0 : Buffer.byteLength(text, "utf8")

/** Refuses a message over the size limit or a ttl out of range, as the relay does (size first). */
const checkPublish = (
  limits: RelayLimits,
  message: string,
  attestation: string | undefined,
  ttl: number,
) => {
  if (byteLength(message) + byteLength(attestation) > limits.maxMessageBytes) {
    throw payloadSizeExceeded()
  }
  if (ttl < limits.minTtlSeconds) throw ttlTooShort()
  if (ttl > limits.maxTtlSeconds) throw ttlTooLong()
}

/**
 * Makes the relay's router: WalletConnect v2 relay semantics (irn_* methods and the
 * wc_proposeSession / wc_approveSession shortcuts) over abstract connections, within
 * `relayLimits`.
 * @example
 * const router = makeRelayRouter({ send: (id, payload) => sockets.get(id)?.send(JSON.stringify(payload)) })
 * router.open("c1", "did:key:z6Mk...")
 * router.receive("c1", '{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"ab"}}')
 */
export const makeRelayRouter = (options: RelayRouterOptions): RelayRouter => {
  const now = options.now ?? Date.now
  const limits = options.limits ?? relayLimits
  const connections = new Map<string, Connection>()
  /** Per topic, its stored messages by hash, oldest first (a Map keeps insertion order). */
  const stored = new Map<string, Map<string, StoredMessage>>()
  /** Every stored message, oldest first: the first to go when the relay is full. */
  const byAge = new Set<StoredMessage>()
  let storedBytes = 0
  const log: PublishedRelayMessage[] = []
  /** Deliveries waiting for the client's `true`, by the id of the irn_subscription request. */
  const awaitingAck = new Map<number, { connectionId: string; message: StoredMessage }>()
  let nextDeliveryId = 1

  const connection = (connectionId: string): Connection => {
    const found = connections.get(connectionId)
    if (found === undefined) throw new Error(`Unknown relay connection ${connectionId}`)
    return found
  }

  /** Forgets a stored message, with the deliveries of it still waiting for an answer. */
  const forget = (message: StoredMessage) => {
    const topic = stored.get(message.topic)
    topic?.delete(message.hash)
    if (topic?.size === 0) stored.delete(message.topic)
    byAge.delete(message)
    storedBytes -= message.bytes
    for (const deliveryId of message.inFlightTo.values()) awaitingAck.delete(deliveryId)
  }

  /** The messages of a topic still within their ttl; expired ones are forgotten. */
  const live = (topic: string): StoredMessage[] => {
    const at = now()
    const kept: StoredMessage[] = []
    for (const message of [...(stored.get(topic)?.values() ?? [])]) {
      if (message.expiresAt > at) kept.push(message)
      else forget(message)
    }
    return kept
  }

  /** Makes room for one more message of `bytes` on `topic`: the oldest go first. */
  const makeRoom = (topic: string, bytes: number) => {
    // In constant time: the sweep, not each publish, is what forgets expired messages.
    const onTopic = stored.get(topic)
    if (onTopic !== undefined && onTopic.size >= limits.maxMessagesPerTopic) {
      const oldest = onTopic.values().next()
      if (!oldest.done) forget(oldest.value)
    }
    while (byAge.size >= limits.maxStoredMessages || storedBytes + bytes > limits.maxStoredBytes) {
      const oldest = byAge.values().next()
      if (oldest.done) return
      forget(oldest.value)
    }
  }

  const deliver = (connectionId: string, message: StoredMessage) => {
    const subscriptionId = connections.get(connectionId)?.subscriptions.get(message.topic)
    // Unsubscribed meanwhile, already sent (a topic twice in one batch subscribe), or pushed
    // out by a later message of the same request.
    if (
      subscriptionId === undefined ||
      message.inFlightTo.has(connectionId) ||
      !byAge.has(message)
    ) {
      return
    }
    const id = nextDeliveryId++
    message.inFlightTo.set(connectionId, id)
    awaitingAck.set(id, { connectionId, message })
    options.send(connectionId, {
      jsonrpc: "2.0",
      id,
      method: "irn_subscription",
      params: { id: subscriptionId, data: dataOf(message) },
    })
  }

  /** A delivery to make once the current request is answered. */
  const later = (connectionId: string, message: StoredMessage) => () =>
    deliver(connectionId, message)

  /** Whether a stored message is still owed to a connection (never its own, never twice). */
  const owes = (connectionId: string, client: Connection, message: StoredMessage) =>
    message.clientId !== client.clientId &&
    !message.ackedBy.has(client.clientId) &&
    !message.inFlightTo.has(connectionId)

  /** Stores a message and sends it to every other client subscribed to its topic. */
  const publish = (
    method: string,
    connectionId: string,
    params: PublishRequest,
  ): Array<() => void> => {
    const publisher = connection(connectionId)
    const hash = sha256Hex(params.message)
    const publishedAt = now()
    const same = stored.get(params.topic)?.get(hash)
    // A client retries a publish whose answer it missed; the relay keeps one copy.
    if (same !== undefined && same.expiresAt > publishedAt) return []
    if (same !== undefined) forget(same)
    const bytes = byteLength(params.message) + byteLength(params.attestation)
    makeRoom(params.topic, bytes)
    const logged: PublishedRelayMessage = {
      method,
      clientId: publisher.clientId,
      topic: params.topic,
      message: params.message,
      publishedAt,
      tag: params.tag ?? 0,
      ttl: params.ttl,
      ...(params.attestation === undefined ? {} : { attestation: params.attestation }),
    }
    const entry: StoredMessage = {
      ...logged,
      expiresAt: publishedAt + params.ttl * 1000,
      hash,
      bytes,
      ackedBy: new Set(),
      inFlightTo: new Map(),
    }
    const onTopic = stored.get(params.topic) ?? new Map<string, StoredMessage>()
    onTopic.set(hash, entry)
    stored.set(params.topic, onTopic)
    byAge.add(entry)
    storedBytes += bytes
    log.push(logged)
    if (log.length > limits.publishedLogLength) log.shift()
    return [...connections]
      .filter(([id, client]) => client.subscriptions.has(params.topic) && owes(id, client, entry))
      .map(([id]) => later(id, entry))
  }

  /** Checks every message of a request before publishing any: a refused batch leaves nothing behind. */
  const publishAll = (
    method: string,
    connectionId: string,
    requests: ReadonlyArray<PublishRequest>,
  ): Array<() => void> => {
    for (const request of requests) {
      checkPublish(limits, request.message, request.attestation, request.ttl)
    }
    return requests.flatMap((request) => publish(method, connectionId, request))
  }

  /** Subscribes a connection to a topic; the returned steps deliver what is stored for it. */
  const subscribe = (connectionId: string, topic: string): [string, Array<() => void>] => {
    const client = connection(connectionId)
    const id = subscriptionIdOf(topic, client.clientId)
    client.subscriptions.set(topic, id)
    const owed = live(topic).filter((message) => owes(connectionId, client, message))
    return [id, owed.map((message) => later(connectionId, message))]
  }

  const unsubscribe = (connectionId: string, topic: string, id: string) => {
    const client = connection(connectionId)
    if (client.subscriptions.get(topic) === id) client.subscriptions.delete(topic)
  }

  /** Runs one request; returns its result and the deliveries to make once it is answered. */
  const handle = (
    connectionId: string,
    method: string,
    params: unknown,
  ): [unknown, Array<() => void>] => {
    switch (method) {
      case "irn_publish":
        return [true, publishAll(method, connectionId, [decode(PublishParams, params)])]
      case "irn_batchPublish":
        checkBatch(limits, params, "messages")
        return [true, publishAll(method, connectionId, decode(BatchPublishParams, params).messages)]
      case "irn_subscribe":
        return subscribe(connectionId, decode(SubscribeParams, params).topic)
      case "irn_batchSubscribe": {
        checkBatch(limits, params, "topics")
        const subscribed = decode(TopicsParams, params).topics.map((topic) =>
          subscribe(connectionId, topic),
        )
        return [subscribed.map(([id]) => id), subscribed.flatMap(([, steps]) => steps)]
      }
      case "irn_unsubscribe": {
        const { topic, id } = decode(UnsubscribeParams, params)
        unsubscribe(connectionId, topic, id)
        return [true, []]
      }
      case "irn_batchUnsubscribe": {
        checkBatch(limits, params, "subscriptions")
        for (const { topic, id } of decode(BatchUnsubscribeParams, params).subscriptions) {
          unsubscribe(connectionId, topic, id)
        }
        return [true, []]
      }
      case "irn_batchFetchMessages": {
        checkBatch(limits, params, "topics")
        const client = connection(connectionId)
        // Each topic once: a batch naming one topic 500 times must not answer its messages 500 times.
        const fetched = [...new Set(decode(TopicsParams, params).topics)]
          .flatMap((topic) => live(topic))
          .filter((message) => owes(connectionId, client, message))
          .sort((a, b) => a.publishedAt - b.publishedAt)
        // Fetching is receiving: the client records the messages itself, as for a delivery.
        for (const message of fetched) message.ackedBy.add(client.clientId)
        return [{ messages: fetched.map(dataOf), hasMore: false }, []]
      }
      case "wc_proposeSession": {
        // The dApp created its pairing with `skipSubscribe`: the relay subscribes it to the
        // pairing topic here (where the wallet's answer comes), then posts the proposal there
        // for the wallet, which subscribes once it pairs, possibly later: it is stored.
        const proposal = decode(ProposeSessionParams, params)
        const posted = {
          topic: proposal.pairingTopic,
          message: proposal.sessionProposal,
          ttl: proposal.ttl ?? defaultHandshakeTtlSeconds,
          tag: sessionHandshakeTags.proposal,
          ...(proposal.attestation === undefined ? {} : { attestation: proposal.attestation }),
        }
        // Checked before subscribing: a refused proposal leaves nothing behind.
        checkPublish(limits, posted.message, proposal.attestation, posted.ttl)
        const [, owed] = subscribe(connectionId, proposal.pairingTopic)
        return [true, [...owed, ...publish(method, connectionId, posted)]]
      }
      case "wc_approveSession": {
        // The wallet subscribed to the session topic with `skipSubscribe`: the relay subscribes
        // it here, then posts the proposal response (pairing topic, for the dApp, which
        // subscribes to the session topic when it reads it) and the settlement (session topic,
        // stored until the dApp subscribes).
        const approval = decode(ApproveSessionParams, params)
        const ttl = approval.ttl ?? defaultHandshakeTtlSeconds
        const posted = [
          {
            topic: approval.pairingTopic,
            message: approval.sessionProposalResponse,
            ttl,
            tag: sessionHandshakeTags.proposalResponse,
          },
          {
            topic: approval.sessionTopic,
            message: approval.sessionSettlementRequest,
            ttl,
            tag: sessionHandshakeTags.settlement,
          },
        ]
        for (const request of posted) checkPublish(limits, request.message, undefined, request.ttl)
        const [, owed] = subscribe(connectionId, approval.sessionTopic)
        return [
          true,
          [...owed, ...posted.flatMap((request) => publish(method, connectionId, request))],
        ]
      }
      default:
        throw new RpcError(relayErrorCodes.methodNotFound, `Method not found: ${method}`)
    }
  }

  /** An answer to one of the relay's deliveries: `true` acknowledges it. */
  const acknowledge = (connectionId: string, frame: Record<string, unknown>) => {
    if (typeof frame.id !== "number") return
    const waiting = awaitingAck.get(frame.id)
    if (waiting === undefined || waiting.connectionId !== connectionId) return
    awaitingAck.delete(frame.id)
    waiting.message.inFlightTo.delete(connectionId)
    const client = connections.get(connectionId)
    if (client !== undefined && "result" in frame) waiting.message.ackedBy.add(client.clientId)
  }

  const sendError = (connectionId: string, id: JsonRpcId | null, error: RpcError) =>
    options.send(connectionId, {
      jsonrpc: "2.0",
      id,
      error: {
        code: error.code,
        message: error.message,
        ...(error.data === undefined ? {} : { data: error.data }),
      },
    })

  return {
    open: (connectionId, clientId) => {
      connections.set(connectionId, { clientId, subscriptions: new Map() })
    },
    close: (connectionId) => {
      connections.delete(connectionId)
      for (const [id, waiting] of awaitingAck) {
        if (waiting.connectionId !== connectionId) continue
        awaitingAck.delete(id)
        // Unacknowledged: the client gets it again when it subscribes anew.
        waiting.message.inFlightTo.delete(connectionId)
      }
    },
    receive: (connectionId, text) => {
      let frame: unknown
      try {
        frame = JSON.parse(text)
      } catch {
        return sendError(
          connectionId,
          null,
          new RpcError(relayErrorCodes.parseError, "Parse error"),
        )
      }
      if (!isRecord(frame)) {
        return sendError(
          connectionId,
          null,
          new RpcError(
            relayErrorCodes.invalidRequest,
            "Invalid request: expected a JSON-RPC 2.0 object",
          ),
        )
      }
      if (!("method" in frame) && ("result" in frame || "error" in frame)) {
        return acknowledge(connectionId, frame)
      }
      const id = isJsonRpcId(frame.id) ? frame.id : null
      if (id === null || frame.jsonrpc !== "2.0" || typeof frame.method !== "string") {
        return sendError(
          connectionId,
          id,
          new RpcError(
            relayErrorCodes.invalidRequest,
            "Invalid request: expected jsonrpc 2.0, an id and a method",
          ),
        )
      }
      let answer: [unknown, Array<() => void>]
      try {
        answer = handle(connectionId, frame.method, frame.params)
      } catch (error) {
        if (error instanceof RpcError) return sendError(connectionId, id, error)
        const message = error instanceof Error ? error.message : String(error)
        return sendError(
          connectionId,
          id,
          new RpcError(relayErrorCodes.internal, `Internal error: ${message}`),
        )
      }
      const [result, deliveries] = answer
      // The answer goes first: a client treats a topic as subscribed once irn_subscribe answers.
      options.send(connectionId, { jsonrpc: "2.0", id, result })
      for (const step of deliveries) step()
    },
    published: () => [...log],
    sweep: () => {
      for (const topic of [...stored.keys()]) live(topic)
    },
    stats: () => ({
      topics: stored.size,
      storedMessages: byAge.size,
      storedBytes,
      awaitingAck: awaitingAck.size,
    }),
  }
}

const dataOf = (message: StoredMessage): RelayMessageData => ({
  topic: message.topic,
  message: message.message,
  publishedAt: message.publishedAt,
  tag: message.tag,
  ...(message.attestation === undefined ? {} : { attestation: message.attestation }),
})
