/**
 * The dApp side of the sign protocol, from the open specification (walletconnect-specs:
 * docs/specs/clients/sign/session-proposal.md, rpc-methods.md, data-structures.md): it makes a
 * pairing and its URI, proposes a session on it with a fresh X25519 key, and once the wallet
 * answers with its key, derives the session's key and topic and takes the wallet's
 * settlement there.
 */
import { Clock, Data, Deferred, Duration, Effect, Fiber, type Scope } from "effect"
import { walletConnectDisconnectWait, walletConnectPairingLifetime } from "../../../Schedules"
import { deriveSymKey, generateKeyPair, generateSymKey, topicOf } from "./envelopeCrypto"
import { formatPairingUri } from "./pairingUri"
import type { RelayRequestError } from "./relayConnection"
import {
  openSignChannel,
  type SignAnswer,
  type SignChannelOptions,
  type SignRequest,
} from "./signChannel"
import { signErrorCodes } from "./signErrorCodes"

/** What a dApp says about itself to wallets. */
export interface PeerMetadata {
  readonly name: string
  readonly description: string
  readonly url: string
  readonly icons: ReadonlyArray<string>
}

/** What the dApp asks of one namespace: its chains, methods and events. */
export interface ProposalNamespace {
  readonly chains: ReadonlyArray<string>
  readonly methods: ReadonlyArray<string>
  readonly events: ReadonlyArray<string>
}

/** What a wallet granted in one namespace of a settled session. */
export interface SessionNamespace {
  readonly accounts: ReadonlyArray<string>
  readonly methods: ReadonlyArray<string>
  readonly events: ReadonlyArray<string>
  readonly chains?: ReadonlyArray<string>
}

/** A settled session, as the dApp keeps it. */
export interface SettledSession {
  readonly topic: string
  readonly symKey: string
  readonly pairingTopic: string
  /** The dApp's key of the session (its private half stays here: a reload restores from it). */
  readonly self: { readonly publicKey: string; readonly privateKey: string }
  readonly peer: { readonly publicKey: string; readonly metadata: PeerMetadata }
  readonly namespaces: Readonly<Record<string, SessionNamespace>>
  /** When the session ends unless extended, epoch seconds. */
  readonly expiry: number
}

/** The wallet answered the proposal with an error: the visitor rejected it, or it cannot serve it. */
export class SessionProposalRejectedError extends Data.TaggedError("SessionProposalRejectedError")<{
  readonly code: number
  readonly reason: string
}> {
  override get message(): string {
    return `The wallet rejected the session: ${this.reason} (${this.code})`
  }
}

/** No wallet answered before the pairing expired. */
export class SessionProposalExpiredError extends Data.TaggedError("SessionProposalExpiredError")<{
  readonly expiryTimestamp: number
}> {
  override get message(): string {
    return "The pairing expired before a wallet answered"
  }
}

/** The wallet's settlement could not be read: it is answered with an error and the proposal fails. */
export class SessionSettlementInvalidError extends Data.TaggedError(
  "SessionSettlementInvalidError",
)<{
  readonly reason: string
}> {
  override get message(): string {
    return `The wallet's session settlement is invalid: ${this.reason}`
  }
}

/** What the wallet did to a settled session. */
export type SessionChange =
  | {
      readonly kind: "event"
      readonly topic: string
      readonly chainId: string
      readonly name: string
      readonly data: unknown
    }
  | { readonly kind: "updated"; readonly session: SettledSession }
  | { readonly kind: "extended"; readonly session: SettledSession }
  | {
      readonly kind: "deleted"
      readonly topic: string
      readonly code: number
      readonly reason: string
    }

/** The wallet answered a session request with a JSON-RPC error (4001 when the visitor refused). */
export class SessionRequestFailedError extends Data.TaggedError("SessionRequestFailedError")<{
  readonly method: string
  readonly code: number
  readonly reason: string
}> {
  override get message(): string {
    return this.reason
  }
}

/** A request for a session this client does not hold (it ended, or it never settled). */
export class NoSessionError extends Data.TaggedError("NoSessionError")<{
  readonly topic: string
}> {
  override get message(): string {
    return "No session for this topic"
  }
}

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
    request: { readonly chainId: string; readonly method: string; readonly params: unknown },
  ) => Effect.Effect<unknown, SessionRequestFailedError | NoSessionError | RelayRequestError>
  /** Asks whether the session's wallet is there (wc_sessionPing). */
  readonly ping: (
    topic: string,
  ) => Effect.Effect<void, SessionRequestFailedError | NoSessionError | RelayRequestError>
  /** Ends the session on both sides (wc_sessionDelete, "User disconnected."). */
  readonly disconnect: (topic: string) => Effect.Effect<void, RelayRequestError>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const isStrings = (value: unknown): value is ReadonlyArray<string> =>
  Array.isArray(value) && value.every((item) => typeof item === "string")

const caip10 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

/** The namespaces of a settlement, or why they cannot be used. */
const readNamespaces = (value: unknown): Record<string, SessionNamespace> | string => {
  if (!isRecord(value) || Object.keys(value).length === 0) return "no namespaces"
  const namespaces: Record<string, SessionNamespace> = {}
  for (const [name, entry] of Object.entries(value)) {
    if (
      !isRecord(entry) ||
      !isStrings(entry.accounts) ||
      !isStrings(entry.methods) ||
      !isStrings(entry.events)
    ) {
      return `namespace ${name} lacks accounts, methods or events`
    }
    const wrong = entry.accounts.find(
      (account) => !caip10.test(account) || !account.startsWith(`${name}:`),
    )
    if (wrong !== undefined) return `account ${wrong} is not a ${name} CAIP-10 account`
    namespaces[name] = {
      accounts: entry.accounts,
      methods: entry.methods,
      events: entry.events,
      ...(isStrings(entry.chains) ? { chains: entry.chains } : {}),
    }
  }
  return namespaces
}

const readMetadata = (value: unknown): PeerMetadata | undefined => {
  if (!isRecord(value) || typeof value.name !== "string") return undefined
  return {
    name: value.name,
    description: typeof value.description === "string" ? value.description : "",
    url: typeof value.url === "string" ? value.url : "",
    icons: isStrings(value.icons) ? value.icons : [],
  }
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
  },
): Effect.Effect<DappSignClient, never, Scope.Scope> =>
  Effect.gen(function* () {
    const clientScope = yield* Effect.scope
    const awaited = new Map<string, AwaitedSettlement>()
    const sessions = new Map<string, SettledSession>()
    const { onSessionChange = () => {}, ...channelOptions } = options

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
        sessions.set(session.topic, session)
        return yield* Deferred.succeed(waiting.done, session).pipe(
          Effect.as<SignAnswer>({ result: true }),
        )
      })

    /** Answers what the wallet sends on a settled session (rpc-methods.md), applying it first. */
    const onSession = (request: SignRequest, session: SettledSession): Effect.Effect<SignAnswer> =>
      Effect.gen(function* () {
        const params = isRecord(request.params) ? request.params : {}
        switch (request.method) {
          case "wc_sessionPing":
            return { result: true }
          case "wc_sessionEvent": {
            const event = isRecord(params.event) ? params.event : {}
            if (typeof event.name !== "string" || typeof params.chainId !== "string") {
              return { error: { code: signErrorCodes.invalidEvent, message: "Invalid event" } }
            }
            onSessionChange({
              kind: "event",
              topic: session.topic,
              chainId: params.chainId,
              name: event.name,
              data: event.data,
            })
            return { result: true }
          }
          case "wc_sessionUpdate": {
            const namespaces = readNamespaces(params.namespaces)
            if (typeof namespaces === "string") {
              return { error: { code: signErrorCodes.invalidUpdateRequest, message: namespaces } }
            }
            const updated = { ...session, namespaces }
            sessions.set(session.topic, updated)
            onSessionChange({ kind: "updated", session: updated })
            return { result: true }
          }
          case "wc_sessionExtend": {
            const now = yield* Clock.currentTimeMillis
            if (typeof params.expiry !== "number" || params.expiry * 1000 <= now) {
              return {
                error: { code: signErrorCodes.invalidExtendRequest, message: "Invalid expiry" },
              }
            }
            const extended = { ...session, expiry: params.expiry }
            sessions.set(session.topic, extended)
            onSessionChange({ kind: "extended", session: extended })
            return { result: true }
          }
          case "wc_sessionDelete": {
            sessions.delete(session.topic)
            yield* channel.forget(session.topic).pipe(Effect.ignore)
            onSessionChange({
              kind: "deleted",
              topic: session.topic,
              code: typeof params.code === "number" ? params.code : signErrorCodes.userDisconnected,
              reason: typeof params.message === "string" ? params.message : "",
            })
            return { result: true }
          }
          default:
            return { error: { code: signErrorCodes.invalidMethod, message: "Invalid method" } }
        }
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

    /** A request on a held session: its result, or the wallet's error. */
    const askSession = (
      topic: string,
      method: "wc_sessionRequest" | "wc_sessionPing",
      params: unknown,
      name: string,
    ) =>
      Effect.gen(function* () {
        if (!sessions.has(topic)) return yield* new NoSessionError({ topic })
        const answer = yield* channel.request(topic, method, params)
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
        askSession(
          topic,
          "wc_sessionRequest",
          { request: { method: request.method, params: request.params }, chainId: request.chainId },
          request.method,
        ),
      ping: (topic) =>
        askSession(topic, "wc_sessionPing", {}, "wc_sessionPing").pipe(Effect.asVoid),
      disconnect: (topic) =>
        Effect.gen(function* () {
          if (!sessions.delete(topic)) return
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
