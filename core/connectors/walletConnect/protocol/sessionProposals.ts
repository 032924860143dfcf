/**
 * How the dApp's sign client makes sessions, from the open specification (walletconnect-specs:
 * docs/specs/clients/sign/session-proposal.md, wallet-authentication.md, rpc-methods.md): a
 * pairing and its URI, a proposal on it with a fresh X25519 key (once the wallet answers with
 * its key, the session's key and topic are derived and the wallet's settlement is taken
 * there), and one-click auth, which the wallet answers with signed CACAOs and the session.
 */
import { Clock, Deferred, Duration, Effect, Fiber, type Scope } from "effect"
import { walletConnectPairingLifetime } from "../../../Schedules"
import { deriveSymKey, generateKeyPair, generateSymKey, topicOf } from "./envelopeCrypto"
import { isRecord } from "./jsonValues"
import { formatPairingUri } from "./pairingUri"
import type { RelayRequestError } from "./relayConnection"
import {
  type PeerMetadata,
  type ProposalNamespace,
  readMetadata,
  readNamespaces,
  type SettledSession,
} from "./SignSession"
import {
  type AuthenticatedSession,
  type AuthenticationRequest,
  authenticateParams,
  isAuthenticationRefused,
  readAuthenticateAnswer,
} from "./sessionAuthenticate"
import type { SignAnswer, SignChannel, SignRequest } from "./signChannel"
import {
  SessionProposalExpiredError,
  SessionProposalRejectedError,
  SessionSettlementInvalidError,
} from "./signClientErrors"
import { signErrorCodes } from "./signErrorCodes"

/** A proposal under way: the URI to show, and the session once a wallet settles it. */
export interface PendingSession<A = SettledSession> {
  readonly uri: string
  readonly pairingTopic: string
  readonly expiryTimestamp: number
  readonly settled: Effect.Effect<
    A,
    | SessionProposalRejectedError
    | SessionProposalExpiredError
    | SessionSettlementInvalidError
    | RelayRequestError
  >
  /** Stops waiting for a wallet: the pairing is forgotten and `settled` fails as interrupted. */
  readonly cancel: Effect.Effect<void>
}

/** What a proposal asks: who the dApp is, and the namespaces it would use. */
export interface ProposalRequest {
  readonly metadata: PeerMetadata
  readonly optionalNamespaces: Readonly<Record<string, ProposalNamespace>>
}

/** A session waiting for its settlement, by session topic. */
interface AwaitedSettlement {
  readonly pairingTopic: string
  readonly requestedChains: ReadonlyArray<string>
  readonly symKey: string
  readonly self: { readonly publicKey: string; readonly privateKey: string }
  readonly done: Deferred.Deferred<SettledSession, SessionSettlementInvalidError>
}

/** The sessions a client is making. */
export interface SessionProposals {
  /** Makes a pairing and proposes a session on it. */
  readonly propose: (request: ProposalRequest) => Effect.Effect<PendingSession, RelayRequestError>
  /**
   * Makes a pairing and asks on it for a one-click auth (the wallet signs `authentication` and
   * the session comes with it), with the proposal beside it for a wallet without one-click auth
   * (its session comes with no CACAO).
   */
  readonly authenticate: (
    request: ProposalRequest & { readonly authentication: AuthenticationRequest },
  ) => Effect.Effect<PendingSession<AuthenticatedSession>, RelayRequestError>
  /**
   * The answer to a wallet's `wc_sessionSettle` of a session awaited on its topic, once the
   * session is read and kept; undefined for any other request.
   */
  readonly settle: (request: SignRequest) => Effect.Effect<SignAnswer> | undefined
}

/**
 * The proposals of a client whose messages go through `channel`; what runs for a wallet that
 * has not answered yet runs in `scope`, and `keep` holds a settled session.
 */
export const makeSessionProposals = (deps: {
  readonly channel: SignChannel
  readonly scope: Scope.Scope
  readonly keep: (session: SettledSession) => Effect.Effect<void>
}): SessionProposals => {
  const { channel, scope: clientScope } = deps
  const awaited = new Map<string, AwaitedSettlement>()

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
        requestedChains: waiting.requestedChains,
      }
      yield* deps.keep(session)
      return yield* Deferred.succeed(waiting.done, session).pipe(
        Effect.as<SignAnswer>({ result: true }),
      )
    })

  /** A new pairing, followed: its key, topic and expiry (epoch seconds). */
  const openPairing = Effect.gen(function* () {
    const symKey = generateSymKey()
    const topic = topicOf(symKey)
    const now = yield* Clock.currentTimeMillis
    const expiryTimestamp = Math.floor(
      (now + Duration.toMillis(walletConnectPairingLifetime)) / 1000,
    )
    yield* channel.follow(topic, symKey)
    return { symKey, topic, expiryTimestamp, now }
  })
  type Pairing = Effect.Success<typeof openPairing>

  /** Proposes a session on the pairing; once sent, gives what waits for its settlement. */
  const proposeOn = (pairing: Pairing, request: ProposalRequest) =>
    Effect.gen(function* () {
      const self = generateKeyPair()
      const answered = yield* channel.send(pairing.topic, "wc_sessionPropose", {
        relays: [{ protocol: "irn" }],
        proposer: { publicKey: self.publicKey, metadata: request.metadata },
        requiredNamespaces: {},
        optionalNamespaces: request.optionalNamespaces,
        pairingTopic: pairing.topic,
        expiryTimestamp: pairing.expiryTimestamp,
      })
      return Effect.gen(function* () {
        const answer = yield* answered
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
        const requestedChains = Object.values(request.optionalNamespaces).flatMap((n) => n.chains)
        awaited.set(topic, { pairingTopic: pairing.topic, symKey, self, requestedChains, done })
        yield* channel.follow(topic, symKey)
        // Interrupted (a one-click auth won, the pairing expired): a late settlement is not taken.
        return yield* Deferred.await(done).pipe(
          Effect.ensuring(Effect.sync(() => awaited.delete(topic))),
        )
      })
    })

  /**
   * Asks the wallet for a one-click auth on the pairing; once sent, gives what waits for its
   * CACAOs and session.
   */
  const authenticateOn = (
    pairing: Pairing,
    request: ProposalRequest & { readonly authentication: AuthenticationRequest },
  ) =>
    Effect.gen(function* () {
      const self = generateKeyPair()
      // The wallet answers on the hash of the key it is sent, sealed for that key (type 1).
      const responseTopic = topicOf(self.publicKey)
      yield* channel.followSealedFor(responseTopic, self.privateKey)
      const methods = request.optionalNamespaces.eip155?.methods ?? []
      const answered = yield* channel.send(
        pairing.topic,
        "wc_sessionAuthenticate",
        authenticateParams({
          self,
          metadata: request.metadata,
          request: request.authentication,
          methods,
          expiryTimestamp: pairing.expiryTimestamp,
          now: pairing.now,
        }),
      )
      return Effect.gen(function* () {
        const answer = yield* answered.pipe(
          Effect.ensuring(channel.forget(responseTopic).pipe(Effect.ignore)),
        )
        if ("error" in answer) {
          // A wallet without one-click auth may refuse the method: its answer to the proposal
          // sent beside it is the one that counts.
          if (!isAuthenticationRefused(answer.error.code)) return yield* Effect.never
          return yield* new SessionProposalRejectedError({
            code: answer.error.code,
            reason: answer.error.message,
          })
        }
        const read = readAuthenticateAnswer(answer.result, {
          self,
          pairingTopic: pairing.topic,
          requestedChains: request.authentication.chains,
          now: yield* Clock.currentTimeMillis,
        })
        if (typeof read === "string") {
          return yield* new SessionSettlementInvalidError({ reason: read })
        }
        yield* channel.follow(read.session.topic, read.session.symKey)
        yield* deps.keep(read.session)
        return read
      })
    })

  /**
   * Runs `settle` for the pairing until the pairing expires, in the client's scope whether or
   * not anyone waits for it yet, and stops following the pairing when it ends.
   */
  const pending = <A, E>(
    pairing: Pairing,
    methods: ReadonlyArray<string>,
    settle: Effect.Effect<A, E>,
  ) =>
    Effect.gen(function* () {
      const proposing = yield* Effect.forkIn(
        settle.pipe(
          Effect.timeoutOrElse({
            duration: Duration.millis(Math.max(0, pairing.expiryTimestamp * 1000 - pairing.now)),
            orElse: () =>
              Effect.fail(
                new SessionProposalExpiredError({ expiryTimestamp: pairing.expiryTimestamp }),
              ),
          }),
          Effect.ensuring(channel.forget(pairing.topic).pipe(Effect.ignore)),
        ),
        clientScope,
      )
      return {
        uri: formatPairingUri({
          topic: pairing.topic,
          symKey: pairing.symKey,
          relay: { protocol: "irn" },
          expiryTimestamp: pairing.expiryTimestamp,
          methods,
        }),
        pairingTopic: pairing.topic,
        expiryTimestamp: pairing.expiryTimestamp,
        settled: Fiber.join(proposing),
        cancel: Fiber.interrupt(proposing).pipe(Effect.asVoid),
      }
    })

  const propose: SessionProposals["propose"] = (request) =>
    Effect.gen(function* () {
      const pairing = yield* openPairing
      const proposed = yield* proposeOn(pairing, request)
      return yield* pending(pairing, ["wc_sessionPropose"], proposed)
    })

  const authenticate: SessionProposals["authenticate"] = (request) =>
    Effect.gen(function* () {
      const pairing = yield* openPairing
      // Both on the pairing, the sign-in first: a wallet with one-click auth answers it (and
      // leaves the proposal), one without it the proposal; whichever is answered settles.
      const authenticated = yield* authenticateOn(pairing, request)
      const proposed = yield* proposeOn(pairing, request)
      return yield* pending(
        pairing,
        ["wc_sessionPropose", "wc_sessionAuthenticate"],
        Effect.raceFirst(
          authenticated,
          Effect.map(proposed, (session): AuthenticatedSession => ({ session, cacaos: [] })),
        ),
      )
    })

  return {
    propose,
    authenticate,
    settle: (request) => {
      const waiting = awaited.get(request.topic)
      return request.method === "wc_sessionSettle" && waiting !== undefined
        ? settle(request, waiting)
        : undefined
    },
  }
}
