/**
 * The dApp side of the sign protocol, from the open specification (walletconnect-specs:
 * docs/specs/clients/sign/session-proposal.md, rpc-methods.md, data-structures.md): it makes a
 * pairing and its URI, proposes a session on it with a fresh X25519 key, and once the wallet
 * answers with its key, derives the session's key and topic and takes the wallet's
 * settlement there.
 */
import { Clock, Data, Deferred, Duration, Effect, Fiber, type Scope } from "effect"
import { walletConnectPairingLifetime } from "../../../Schedules"
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
  options: Omit<SignChannelOptions, "onRequest">,
): Effect.Effect<DappSignClient, never, Scope.Scope> =>
  Effect.gen(function* () {
    const clientScope = yield* Effect.scope
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
        }
        return yield* Deferred.succeed(waiting.done, session).pipe(
          Effect.as<SignAnswer>({ result: true }),
        )
      })

    const channel = yield* openSignChannel({
      ...options,
      onRequest: (request) => {
        const waiting = awaited.get(request.topic)
        if (request.method === "wc_sessionSettle" && waiting !== undefined) {
          return settle(request, waiting)
        }
        return Effect.succeed(noSession)
      },
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

    return { propose }
  })
