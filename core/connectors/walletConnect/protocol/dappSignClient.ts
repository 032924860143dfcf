/**
 * The dApp side of the sign protocol, from the open specification (walletconnect-specs:
 * docs/specs/clients/sign/rpc-methods.md, data-structures.md): it makes sessions on pairings
 * (sessionProposals.ts), holds them, applies what their wallets send (readSessionMessage.ts),
 * and asks their wallets: requests, pings and the end of a session.
 */
import { Clock, Duration, Effect, type Scope } from "effect"
import {
  walletConnectDisconnectWait,
  walletConnectRequestLifetimeMax,
  walletConnectRequestLifetimeMin,
} from "../../../Schedules"
import { readSessionMessage } from "./readSessionMessage"
import type { RelayRequestError } from "./relayConnection"
import type { SessionChange, SettledSession } from "./SignSession"
import { makeSessionProposals, type SessionProposals } from "./sessionProposals"
import {
  openSignChannel,
  type SignAnswer,
  type SignChannelOptions,
  type SignRequest,
} from "./signChannel"
import {
  NoSessionError,
  SessionRequestExpiredError,
  SessionRequestFailedError,
} from "./signClientErrors"
import { signErrorCodes } from "./signErrorCodes"
import { restoredSessions, type SessionStore } from "./storedSessions"

/** The dApp's sign client. */
export interface DappSignClient {
  readonly propose: SessionProposals["propose"]
  readonly authenticate: SessionProposals["authenticate"]
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
    const sessions = new Map<string, SettledSession>()
    const { onSessionChange = () => {}, store, ...channelOptions } = options

    /** Holds `session` under `topic` (or drops the topic's), and saves what is held. */
    const keep = (topic: string, session: SettledSession | undefined) =>
      Effect.suspend(() => {
        if (session === undefined) sessions.delete(topic)
        else sessions.set(topic, session)
        return store === undefined ? Effect.void : store.save([...sessions.values()])
      })

    /** Applies what the wallet sent on a settled session, then answers it (readSessionMessage). */
    const onSession = (request: SignRequest, session: SettledSession): Effect.Effect<SignAnswer> =>
      Effect.gen(function* () {
        const outcome = readSessionMessage(request, session, yield* Clock.currentTimeMillis)
        if (outcome.session === "ended") yield* keep(session.topic, undefined)
        else if (outcome.session !== undefined) yield* keep(session.topic, outcome.session)
        if (outcome.change !== undefined) onSessionChange(outcome.change)
        // Told first, so that what waits on the topic fails after the session is gone.
        if (outcome.session === "ended") yield* channel.forget(session.topic).pipe(Effect.ignore)
        return outcome.answer
      })

    const channel = yield* openSignChannel({
      ...channelOptions,
      onRequest: (request) => {
        const session = sessions.get(request.topic)
        return (
          proposals.settle(request) ??
          (session === undefined ? Effect.succeed(noSession) : onSession(request, session))
        )
      },
    })
    // Messages reach onRequest only on topics followed from here on.
    const proposals = makeSessionProposals({
      channel,
      scope: clientScope,
      keep: (session) => keep(session.topic, session),
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

    return {
      propose: proposals.propose,
      authenticate: proposals.authenticate,
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
