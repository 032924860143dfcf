/**
 * The sign protocol's JSON-RPC between two clients, over the relay connection: each topic has
 * the symmetric key its messages are sealed with (a pairing's or a session's), a request is
 * sealed in a type 0 envelope and published with its method's TTL and tag (signMethods.ts), and
 * its answer comes back with the same id: on the same topic, or, for one-click auth, on a
 * response topic whose messages are type 1 envelopes sealed for one of this client's key pairs.
 *
 * What the relay delivers is checked before anything reads it: a message on a topic without a
 * key, one that does not open with the topic's key (malformed, forged, or sealed for someone
 * else), one that is not JSON-RPC, a request for a method the protocol does not have, or a
 * second delivery of a request already answered is dropped, and nothing is thrown.
 */
import { Deferred, Effect, Queue, Result, type Scope } from "effect"
import { deriveSymKey, openEnvelope, sealType0 } from "./envelopeCrypto"
import { jsonRpcIds } from "./jsonRpcIds"
import { isRecord, parseJson } from "./jsonValues"
import {
  openRelayConnection,
  type RelayConnectionOptions,
  type RelayMessage,
  type RelayRequestError,
} from "./relayConnection"
import { signErrorCodes } from "./signErrorCodes"
import { isSignMethod, type SignMethod, signMethods } from "./signMethods"

/** A request the peer sent on a topic this client follows. */
export interface SignRequest {
  readonly id: number
  readonly topic: string
  readonly method: SignMethod
  readonly params: unknown
}

/** A request's answer: its result, or the JSON-RPC error the peer gave. */
export type SignAnswer =
  | { readonly result: unknown }
  | { readonly error: { readonly code: number; readonly message: string } }

/** How to open a channel: the relay to use, and who answers the peer's requests. */
export interface SignChannelOptions extends Omit<RelayConnectionOptions, "onMessage"> {
  /** Answers a request the peer sent; the answer is sent back on its topic. */
  readonly onRequest: (request: SignRequest) => Effect.Effect<SignAnswer>
}

/** A client's sign-protocol channel. */
export interface SignChannel {
  /**
   * Holds `symKey` as the key of `topic` from now on: messages on it can be sent and read,
   * before the subscription (`follow`) has been answered.
   */
  readonly setKey: (topic: string, symKey: string) => void
  /** Follows `topic`, whose messages are sealed under `symKey`. */
  readonly follow: (topic: string, symKey: string) => Effect.Effect<void, RelayRequestError>
  /**
   * Follows `topic`, whose messages are type 1 envelopes: each is opened with the key derived
   * from `privateKey` and the sender's public key it carries. Nothing can be sent on it.
   */
  readonly followSealedFor: (
    topic: string,
    privateKey: string,
  ) => Effect.Effect<void, RelayRequestError>
  /**
   * Stops following `topic` and forgets its key; a request sent on it that waits for its answer
   * gets NO_SESSION_FOR_TOPIC (7001) instead.
   */
  readonly forget: (topic: string) => Effect.Effect<void, RelayRequestError>
  /**
   * Publishes `method` with `params` on `topic`; succeeds once the relay took it, with what
   * waits for the peer's answer (to be run: until then the answer is held for it). `ttl`
   * (seconds) replaces the method's when the request must outlive it at the relay.
   */
  readonly send: (
    topic: string,
    method: SignMethod,
    params: unknown,
    ttl?: number,
  ) => Effect.Effect<Effect.Effect<SignAnswer>, RelayRequestError>
  /** Sends `method` with `params` on `topic` (as `send`) and waits for the peer's answer. */
  readonly request: (
    topic: string,
    method: SignMethod,
    params: unknown,
    ttl?: number,
  ) => Effect.Effect<SignAnswer, RelayRequestError>
}

/** The answer of a request whose topic was forgotten before the peer answered. */
const topicForgotten: SignAnswer = {
  error: { code: signErrorCodes.noSessionForTopic, message: "The session ended before an answer" },
}

/** How many deliveries wait to be read; past it the newest are dropped (a flooding relay). */
const inboxCapacity = 256
/** How many answered request ids are remembered to drop a redelivery. */
const answeredMemory = 256

/** The JSON-RPC a delivery holds once opened, or undefined when it holds none this client reads. */
const readJsonRpc = (
  text: string,
):
  | {
      readonly kind: "request"
      readonly id: number
      readonly method: SignMethod
      readonly params: unknown
    }
  | { readonly kind: "answer"; readonly id: number; readonly answer: SignAnswer }
  | undefined => {
  const payload = parseJson(text)
  if (!isRecord(payload) || typeof payload.id !== "number") return undefined
  if (typeof payload.method === "string") {
    return isSignMethod(payload.method)
      ? { kind: "request", id: payload.id, method: payload.method, params: payload.params }
      : undefined
  }
  if (isRecord(payload.error)) {
    const { code, message } = payload.error
    return typeof code === "number" && typeof message === "string"
      ? { kind: "answer", id: payload.id, answer: { error: { code, message } } }
      : undefined
  }
  return "result" in payload
    ? { kind: "answer", id: payload.id, answer: { result: payload.result } }
    : undefined
}

/** Opens the channel in the current scope (its relay connection closes with the scope). */
export const openSignChannel = (
  options: SignChannelOptions,
): Effect.Effect<SignChannel, never, Scope.Scope> =>
  Effect.gen(function* () {
    // A topic's symmetric key, or the private key its type 1 envelopes are sealed for.
    const keys = new Map<string, string | { readonly privateKey: string }>()
    // Each request waiting for its answer, with the topic it was sent on.
    const waiting = new Map<
      number,
      { readonly topic: string; readonly answer: (answer: SignAnswer) => void }
    >()
    const answered: Array<number> = []
    const messageId = jsonRpcIds()
    const inbox = yield* Queue.dropping<RelayMessage>(inboxCapacity)
    const { onRequest, ...relayOptions } = options
    const relay = yield* openRelayConnection({
      ...relayOptions,
      onMessage: (message) => {
        Queue.offerUnsafe(inbox, message)
      },
    })

    const publish = (
      topic: string,
      payload: unknown,
      carriage: { ttl: number; tag: number },
      key?: string | { readonly privateKey: string },
    ) =>
      Effect.suspend(() => {
        const symKey = key ?? keys.get(topic)
        return typeof symKey !== "string"
          ? Effect.void
          : relay.publish(topic, sealType0(symKey, JSON.stringify(payload)), carriage)
      })

    /** Answers `request` under the key it came with (the topic may be forgotten by then). */
    const answer = (
      request: SignRequest,
      reply: SignAnswer,
      key: string | { privateKey: string },
    ) => {
      const carriage = signMethods[request.method]
      const rejection = "error" in reply && "reject" in carriage ? carriage.reject : undefined
      return publish(
        request.topic,
        { id: request.id, jsonrpc: "2.0", ...reply },
        rejection ?? carriage.response,
        key,
      )
    }

    const receive = (message: RelayMessage) =>
      Effect.gen(function* () {
        const key = keys.get(message.topic)
        if (key === undefined) return
        const opened = openEnvelope(message.message, (header) =>
          typeof key === "string"
            ? header.type === 0
              ? key
              : undefined
            : header.type === 1
              ? deriveSymKey(key.privateKey, header.senderPublicKey)
              : undefined,
        )
        if (Result.isFailure(opened)) return
        const payload = readJsonRpc(opened.success)
        if (payload === undefined) return
        if (payload.kind === "answer") {
          waiting.get(payload.id)?.answer(payload.answer)
          return
        }
        if (answered.includes(payload.id)) return
        answered.push(payload.id)
        if (answered.length > answeredMemory) answered.shift()
        const request = {
          id: payload.id,
          topic: message.topic,
          method: payload.method,
          params: payload.params,
        }
        const reply = yield* onRequest(request)
        // The relay may have refused the answer (the topic is gone): the peer times out.
        yield* answer(request, reply, key).pipe(Effect.ignore)
      })

    yield* Effect.forkScoped(Effect.forever(Queue.take(inbox).pipe(Effect.flatMap(receive))))

    const send: SignChannel["send"] = (topic, method, params, ttl) =>
      Effect.gen(function* () {
        // A request on a topic without a key would never be answered: a bug of the caller.
        if (typeof keys.get(topic) !== "string") {
          return yield* Effect.die(new Error(`No key for topic ${topic}`))
        }
        const id = messageId()
        // Waiting before publishing: a quick peer's answer may arrive before the relay's ack.
        const reply = yield* Deferred.make<SignAnswer>()
        waiting.set(id, {
          topic,
          answer: (value) => Deferred.doneUnsafe(reply, Effect.succeed(value)),
        })
        const forget = Effect.sync(() => waiting.delete(id))
        const carriage = signMethods[method].request
        yield* publish(
          topic,
          { id, jsonrpc: "2.0", method, params },
          ttl === undefined ? carriage : { ...carriage, ttl: Math.max(carriage.ttl, ttl) },
        ).pipe(Effect.onError(() => forget))
        return Deferred.await(reply).pipe(Effect.ensuring(forget))
      })

    return {
      setKey: (topic, symKey) => {
        keys.set(topic, symKey)
      },
      follow: (topic, symKey) =>
        Effect.suspend(() => {
          keys.set(topic, symKey)
          return relay.subscribe(topic)
        }),
      followSealedFor: (topic, privateKey) =>
        Effect.suspend(() => {
          keys.set(topic, { privateKey })
          return relay.subscribe(topic)
        }),
      forget: (topic) =>
        Effect.suspend(() => {
          keys.delete(topic)
          // No answer can come on it any more: what waits for one gets the topic's end.
          for (const request of waiting.values()) {
            if (request.topic === topic) request.answer(topicForgotten)
          }
          return relay.unsubscribe(topic)
        }),
      send,
      request: (topic, method, params, ttl) => Effect.flatten(send(topic, method, params, ttl)),
    }
  })
