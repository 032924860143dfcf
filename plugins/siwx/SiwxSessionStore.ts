import { Clock, Context, Data, Effect, Layer, Option, Result } from "effect"
import { type CaipNetworkId, Storage } from "../../core"
import { checkSiwxTimeWindow } from "./message/checkSiwxTimeWindow"
import { generateSiwxNonce } from "./message/SiwxNonce"
import type { SiwxSignIn } from "./SiwxSignIn"
import { SiwxStorageKeys } from "./SiwxStorageKeys"
import { isSameAccount } from "./siwxNamespaces"

/**
 * A session store could not answer (a server-backed one's call failed); the local store never
 * fails. The flow shows 'Error signing message' for it, as for any sign-in failure.
 */
export class SiwxSessionStoreError extends Data.TaggedError("SiwxSessionStoreError")<{
  /** What was asked, e.g. "addSession". */
  readonly operation: keyof SiwxSessionStoreShape
  readonly cause?: unknown
}> {
  override get message(): string {
    const cause = this.cause instanceof Error ? `: ${this.cause.message}` : ""
    return `The sign-in sessions could not be reached (${this.operation})${cause}`
  }
}

/**
 * Where sign-in sessions live and who issues nonces. The local store keeps both in the page's
 * storage; a server-backed store (the provider's sessions API) implements the same shape, its
 * server issuing the nonce and keeping the session.
 */
export interface SiwxSessionStoreShape {
  /** A fresh nonce for the next message to sign; it is the one {@link issuedNonce} gives. */
  readonly issueNonce: Effect.Effect<string, SiwxSessionStoreError>
  /** The nonce issued last, which a signed message must carry; none before the first. */
  readonly issuedNonce: Effect.Effect<string | undefined, SiwxSessionStoreError>
  /**
   * The sessions of `address` on the network `chainId` that are valid now (spec 3: per address
   * and network; a session ends at its message's expiration time).
   */
  readonly getSessions: (
    chainId: CaipNetworkId,
    address: string,
  ) => Effect.Effect<ReadonlyArray<SiwxSignIn>, SiwxSessionStoreError>
  /** Keeps a verified session; it replaces the one of the same address and network. */
  readonly addSession: (session: SiwxSignIn) => Effect.Effect<void, SiwxSessionStoreError>
  /** Forgets the sessions of `address` on `chainId`. */
  readonly revokeSession: (
    chainId: CaipNetworkId,
    address: string,
  ) => Effect.Effect<void, SiwxSessionStoreError>
}

const isFor = (session: SiwxSignIn, chainId: CaipNetworkId, address: string) =>
  session.fields.chainId === chainId &&
  isSameAccount(chainId.slice(0, chainId.indexOf(":")), session.fields.accountAddress, address)

/** Whether a sign-in's time window holds on the Effect clock now (spec 3: a session ends at its expiration time). */
export const isValidNow = (signIn: SiwxSignIn): Effect.Effect<boolean> =>
  Effect.flatMap(Clock.currentTimeMillis, (now) =>
    Effect.map(Effect.result(checkSiwxTimeWindow(signIn.fields, new Date(now))), Result.isSuccess),
  )

/** The sign-in sessions and nonces, as a service. */
export class SiwxSessionStore extends Context.Service<SiwxSessionStore, SiwxSessionStoreShape>()(
  "foyer-kit/plugins/siwx/SiwxSessionStore",
) {
  /**
   * Sessions and the nonce in the page's storage (`@foyer/siwx_sessions`,
   * `@foyer/siwx_nonce_token`): a session survives a reload. Expired sessions are not given
   * and are dropped at the next write.
   */
  static readonly layerLocal: Layer.Layer<SiwxSessionStore, never, Storage> = Layer.effect(
    SiwxSessionStore,
    Effect.gen(function* () {
      const storage = yield* Storage
      const stored = Effect.map(storage.get(SiwxStorageKeys.siwxSessions), (sessions) =>
        Option.getOrElse(sessions, (): ReadonlyArray<SiwxSignIn> => []),
      )
      const valid = Effect.flatMap(stored, (sessions) => Effect.filter(sessions, isValidNow))
      return {
        issueNonce: Effect.gen(function* () {
          const nonce = generateSiwxNonce()
          yield* storage.set(SiwxStorageKeys.siwxNonceToken, nonce)
          return nonce
        }),
        issuedNonce: Effect.map(storage.get(SiwxStorageKeys.siwxNonceToken), Option.getOrUndefined),
        getSessions: (chainId, address) =>
          Effect.map(valid, (sessions) => sessions.filter((s) => isFor(s, chainId, address))),
        addSession: (session) =>
          Effect.gen(function* () {
            const { chainId, accountAddress } = session.fields
            const others = (yield* valid).filter((s) => !isFor(s, chainId, accountAddress))
            yield* storage.set(SiwxStorageKeys.siwxSessions, [...others, session])
          }),
        revokeSession: (chainId, address) =>
          Effect.gen(function* () {
            const kept = (yield* valid).filter((s) => !isFor(s, chainId, address))
            yield* storage.set(SiwxStorageKeys.siwxSessions, kept)
          }),
      }
    }),
  )
}
