/**
 * The dApp side of the sign protocol, from the open specification (walletconnect-specs:
 * docs/specs/clients/sign/session-proposal.md, rpc-methods.md, data-structures.md): it makes a
 * pairing and its URI, proposes a session on it with a fresh X25519 key, and once the wallet
 * answers with its key, derives the session's key and topic and takes the wallet's
 * settlement there.
 */
import { Clock, Deferred, Duration, Effect, Fiber, type Scope } from "effect"
import {
  walletConnectDisconnectWait,
  walletConnectPairingLifetime,
  walletConnectRequestLifetimeMax,
  walletConnectRequestLifetimeMin,
} from "../../../Schedules"
import { deriveSymKey, generateKeyPair, generateSymKey, topicOf } from "./envelopeCrypto"
import { isRecord } from "./jsonValues"
import { formatPairingUri } from "./pairingUri"
import { readSessionMessage } from "./readSessionMessage"
import type { RelayRequestError } from "./relayConnection"
import {
  type PeerMetadata,
  type ProposalNamespace,
  readMetadata,
  readNamespaces,
  type SessionChange,
  type SettledSession,
} from "./SignSession"
import {
  openSignChannel,
  type SignAnswer,
  type SignChannelOptions,
  type SignRequest,
} from "./signChannel"
import {
  NoSessionError,
  SessionProposalExpiredError,
  SessionProposalRejectedError,
  SessionRequestExpiredError,
  SessionRequestFailedError,
  SessionSettlementInvalidError,
} from "./signClientErrors"
import { signErrorCodes } from "./signErrorCodes"
import { restoredSessions, type SessionStore } from "./storedSessions"

/** A proposal under way: the URI to show, and the session once a wallet settles it. */
export interface PendingSession {
  readonly uri: string
  readonly pairingTopic: string
  readonly expiryTimestamp: number
  readonly settled: Effect.Effect<
    SettledSession,
    | SessionProposalRejectedError
    | SessionProposalExpiredError
    | SessionSettlementInvalidError
    | RelayRequestError
  >
}

/** The dApp's sign client. */
export interface DappSignClient {
  /** Makes a pairing and proposes a session on it. */
  readonly propose: (request: {
    readonly metadata: PeerMetadata
    readonly optionalNamespaces: Readonly<Record<string, ProposalNamespace>>
  }) => Effect.Effect<PendingSession, RelayRequestError>
  /** The sessions settled and not ended, by topic. */
  readonly sessions: () => ReadonlyMap<string, SettledSession>
  /** Sends a CAIP-27 request (`method` on `chainId`) to the session's wallet; resolves with its result. */
  readonly request: (
    topic: string,
    request: {
      readonly chainId: string
      readonly method: string
      readonly params: unknown
      /**
       * How long the wallet may take (sent as the request's expiry, kept between the
       * specification's 5 minutes and 7 days); without it the request waits as long as the
       * session lasts.
       */
      readonly lifetime?: Duration.Duration
    },
  ) => Effect.Effect<
    unknown,
    SessionRequestFailedError | SessionRequestExpiredError | NoSessionError | RelayRequestError
  >
  /** Asks whether the session's wallet is there (wc_sessionPing). */
  readonly ping: (
    topic: string,
  ) => Effect.Effect<void, SessionRequestFailedError | NoSessionError | RelayRequestError>
  /** Ends the session on both sides (wc_sessionDelete, "User disconnected."). */
  readonly disconnect: (topic: string) => Effect.Effect<void, RelayRequestError>
}

/** A session waiting for its settlement, by session topic. */
interface AwaitedSettlement {
  readonly pairingTopic: string
  readonly symKey: string
  readonly self: { readonly publicKey: string; readonly privateKey: string }
  readonly done: Deferred.Deferred<SettledSession, SessionSettlementInvalidError>
}

/** The answer to a request on a topic that holds no session or proposal of this client. */
const noSession: SignAnswer = {
  error: { code: signErrorCodes.noSessionForTopic, message: "No session for this topic" },
}

/** Opens the dApp's sign client in the current scope. */
export const openDappSignClient = (
  options: Omit<SignChannelOptions, "onRequest"> & {
    /** Called with each change the wallet makes to a session, once it is applied. */
    readonly onSessionChange?: (change: SessionChange) => void
    /** Where sessions are kept across page loads (none: they live as long as the scope). */
    readonly store?: SessionStore
  },
): Effect.Effect<DappSignClient, never, Scope.Scope> =>
  Effect.gen(function* () {
    const clientScope = yield* Effect.scope
    const awaited = new Map<string, AwaitedSettlement>()
    const sessions = new Map<string, SettledSession>()
    const { onSessionChange = () => {}, store, ...channelOptions } = options

    /** Holds `session` under `topic` (or drops the topic's), and saves what is held. */
    const keep = (topic: string, session: SettledSession | undefined) =>
      Effect.suspend(() => {
        if (session === undefined) sessions.delete(topic)
        else sessions.set(topic, session)
        return store === undefined ? Effect.void : store.save([...sessions.values()])
      })

    const settle = (request: SignRequest, waiting: AwaitedSettlement): Effect.Effect<SignAnswer> =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const params = isRecord(request.params) ? request.params : {}
        const controller = isRecord(params.controller) ? params.controller : {}
        const metadata = readMetadata(controller.metadata)
        const namespaces = readNamespaces(params.namespaces)
        const problem =
          typeof controller.publicKey !== "string" || metadata === undefined
            ? "no controller"
            : typeof namespaces === "string"
              ? namespaces
              : typeof params.expiry !== "number" || params.expiry * 1000 <= now
                ? "no expiry in the future"
                : undefined
        awaited.delete(request.topic)
        if (problem !== undefined || typeof namespaces === "string" || metadata === undefined) {
          const error = new SessionSettlementInvalidError({ reason: problem ?? "unreadable" })
          return yield* Deferred.fail(waiting.done, error).pipe(
            Effect.as<SignAnswer>({
              error: { code: signErrorCodes.invalidSessionSettleRequest, message: error.message },
            }),
          )
        }
        const session: SettledSession = {
          topic: request.topic,
          symKey: waiting.symKey,
          pairingTopic: waiting.pairingTopic,
          self: waiting.self,
          peer: { publicKey: String(controller.publicKey), metadata },
          namespaces,
          expiry: Number(params.expiry),
        }
        yield* keep(session.topic, session)
        return yield* Deferred.succeed(waiting.done, session).pipe(
          Effect.as<SignAnswer>({ result: true }),
        )
      })

    /** Applies what the wallet sent on a settled session, then answers it (readSessionMessage). */
    const onSession = (request: SignRequest, session: SettledSession): Effect.Effect<SignAnswer> =>
      Effect.gen(function* () {
        const outcome = readSessionMessage(request, session, yield* Clock.currentTimeMillis)
        if (outcome.session === "ended") {
          yield* keep(session.topic, undefined)
          yield* channel.forget(session.topic).pipe(Effect.ignore)
        } else if (outcome.session !== undefined) {
          yield* keep(session.topic, outcome.session)
        }
        if (outcome.change !== undefined) onSessionChange(outcome.change)
        return outcome.answer
      })

    const channel = yield* openSignChannel({
      ...channelOptions,
      onRequest: (request) => {
        const waiting = awaited.get(request.topic)
        if (request.method === "wc_sessionSettle" && waiting !== undefined) {
          return settle(request, waiting)
        }
        const session = sessions.get(request.topic)
        return session === undefined ? Effect.succeed(noSession) : onSession(request, session)
      },
    })

    // A reload: the sessions kept from the last page are held again, and their topics followed
    // in the background (the relay connection opens for them, as the visitor's wallet is there).
    if (store !== undefined) {
      const restored = restoredSessions(yield* store.load, yield* Clock.currentTimeMillis)
      for (const session of restored) {
        sessions.set(session.topic, session)
        channel.setKey(session.topic, session.symKey)
      }
      yield* Effect.forkIn(
        Effect.forEach(restored, (session) =>
          channel.follow(session.topic, session.symKey).pipe(Effect.ignore),
        ),
        clientScope,
      )
    }

    /** A request on a held session: its result, or the wallet's error. */
    const askSession = (
      topic: string,
      method: "wc_sessionRequest" | "wc_sessionPing",
      params: unknown,
      name: string,
      ttl?: number,
    ) =>
      Effect.gen(function* () {
        if (!sessions.has(topic)) return yield* new NoSessionError({ topic })
        const answer = yield* channel.request(topic, method, params, ttl)
        if ("error" in answer) {
          return yield* new SessionRequestFailedError({
            method: name,
            code: answer.error.code,
            reason: answer.error.message,
          })
        }
        return answer.result
      })

    const propose: DappSignClient["propose"] = (request) =>
      Effect.gen(function* () {
        const pairingSymKey = generateSymKey()
        const pairingTopic = topicOf(pairingSymKey)
        const now = yield* Clock.currentTimeMillis
        const expiryTimestamp = Math.floor(
          (now + Duration.toMillis(walletConnectPairingLifetime)) / 1000,
        )
        yield* channel.follow(pairingTopic, pairingSymKey)
        const self = generateKeyPair()
        const proposal = {
          relays: [{ protocol: "irn" }],
          proposer: { publicKey: self.publicKey, metadata: request.metadata },
          requiredNamespaces: {},
          optionalNamespaces: request.optionalNamespaces,
          pairingTopic,
          expiryTimestamp,
        }
        const settled = Effect.gen(function* () {
          const answer = yield* channel.request(pairingTopic, "wc_sessionPropose", proposal)
          if ("error" in answer) {
            return yield* new SessionProposalRejectedError({
              code: answer.error.code,
              reason: answer.error.message,
            })
          }
          const result = isRecord(answer.result) ? answer.result : {}
          if (
            typeof result.responderPublicKey !== "string" ||
            !/^[0-9a-f]{64}$/.test(result.responderPublicKey)
          ) {
            return yield* new SessionSettlementInvalidError({ reason: "no responder public key" })
          }
          const symKey = deriveSymKey(self.privateKey, result.responderPublicKey)
          const topic = topicOf(symKey)
          const done = yield* Deferred.make<SettledSession, SessionSettlementInvalidError>()
          awaited.set(topic, { pairingTopic, symKey, self, done })
          yield* channel.follow(topic, symKey)
          return yield* Deferred.await(done)
        }).pipe(
          Effect.timeoutOrElse({
            duration: Duration.millis(Math.max(0, expiryTimestamp * 1000 - now)),
            orElse: () => Effect.fail(new SessionProposalExpiredError({ expiryTimestamp })),
          }),
          Effect.ensuring(channel.forget(pairingTopic).pipe(Effect.ignore)),
        )
        // Published now, answered whenever the wallet answers: the proposal runs in the client's
        // scope, whether or not anyone waits for it yet.
        const proposing = yield* Effect.forkIn(settled, clientScope)
        return {
          uri: formatPairingUri({
            topic: pairingTopic,
            symKey: pairingSymKey,
            relay: { protocol: "irn" },
            expiryTimestamp,
            methods: ["wc_sessionPropose"],
          }),
          pairingTopic,
          expiryTimestamp,
          settled: Fiber.join(proposing),
        }
      })

    return {
      propose,
      sessions: () => new Map(sessions),
      request: (topic, request) =>
        Effect.gen(function* () {
          if (request.lifetime === undefined) {
            return yield* askSession(
              topic,
              "wc_sessionRequest",
              {
                request: { method: request.method, params: request.params },
                chainId: request.chainId,
              },
              request.method,
            )
          }
          const lifetime = Duration.clamp(request.lifetime, {
            minimum: walletConnectRequestLifetimeMin,
            maximum: walletConnectRequestLifetimeMax,
          })
          const expiry =
            Math.floor((yield* Clock.currentTimeMillis) / 1000) + Duration.toSeconds(lifetime)
          return yield* askSession(
            topic,
            "wc_sessionRequest",
            {
              request: { method: request.method, params: request.params, expiry },
              chainId: request.chainId,
            },
            request.method,
            // The relay keeps the request as long as the wallet may answer it (TTL extension).
            Duration.toSeconds(lifetime),
          ).pipe(
            Effect.timeoutOrElse({
              duration: lifetime,
              orElse: () =>
                Effect.fail(new SessionRequestExpiredError({ method: request.method, expiry })),
            }),
          )
        }),
      ping: (topic) =>
        askSession(topic, "wc_sessionPing", {}, "wc_sessionPing").pipe(Effect.asVoid),
      disconnect: (topic) =>
        Effect.gen(function* () {
          if (!sessions.has(topic)) return
          yield* keep(topic, undefined)
          // The wallet may be gone: the session ends here whatever it answers, or if it never does.
          yield* channel
            .request(topic, "wc_sessionDelete", {
              code: signErrorCodes.userDisconnected,
              message: "User disconnected.",
            })
            .pipe(
              Effect.timeoutOrElse({
                duration: walletConnectDisconnectWait,
                orElse: () => Effect.void,
              }),
            )
          yield* channel.forget(topic)
        }),
    }
  })
