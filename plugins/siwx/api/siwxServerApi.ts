import { Data, Effect, Schema } from "effect"
import type { ApiError, ApiTransport } from "../../../core"
import { ApiSchemas as S } from "../../../core"

/** The sign-in server's calls, as `SiwxServerRefusedError` names them. */
export type SiwxServerOperation =
  | "createNonce"
  | "createSession"
  | "listSessions"
  | "revokeSessions"

/**
 * The sign-in server answered a call with an error status. `message` is its first reason's
 * description ("Nonce already used: …", "Signature validation error: …") when the body gives
 * one, else a sentence naming the call and the status. The modal shows 'Error signing message'
 * (spec 8) whatever failed; this text is for the developer and the logs.
 */
export class SiwxServerRefusedError extends Data.TaggedError("SiwxServerRefusedError")<{
  readonly operation: SiwxServerOperation
  readonly status: number
  /** The service's own explanation (its first reason's description). */
  readonly reason?: string
  /** The API error the refusal came as. */
  readonly cause?: unknown
}> {
  override get message(): string {
    return this.reason ?? `The sign-in server refused ${this.operation} with status ${this.status}`
  }
}

/** What a sign-in server call can fail with: its refusal, or a transport error (timeout, network, 429...). */
export type SiwxServerError = SiwxServerRefusedError | ApiError

/** A signed sign-in message, to create a session from. */
export interface SiwxSignedMessage {
  /** The exact EIP-4361 text the wallet signed. */
  readonly message: string
  /** Its signature (EOA, ERC-1271 or ERC-6492). */
  readonly signature: string
}

/**
 * The server-backed sign-in sessions of the provider API (`/v1/siwx/`): the server issues
 * single-use nonces, verifies signed messages and keeps the sessions per address and network.
 */
export interface SiwxServerApi {
  /** A fresh nonce for the next message to sign (single use, and it expires). */
  readonly createNonce: Effect.Effect<string, SiwxServerError>
  /** Creates a session from a signed message; the server verifies it first. */
  readonly createSession: (
    signed: SiwxSignedMessage,
  ) => Effect.Effect<S.SiwxSession, SiwxServerError>
  /** The sessions of `address` on `caipNetworkId` that are valid now. */
  readonly listSessions: (
    address: string,
    caipNetworkId: string,
  ) => Effect.Effect<ReadonlyArray<S.SiwxSession>, SiwxServerError>
  /** Revokes every session of `address` on `caipNetworkId` (sign-out). */
  readonly revokeSessions: (
    address: string,
    caipNetworkId: string,
  ) => Effect.Effect<void, SiwxServerError>
}

// The revocation answers 204 with no body.
const NoBody = Schema.Unknown

/** An error status of the sign-in server becomes its refusal, with the first reason. */
const asRefusal =
  (operation: SiwxServerOperation) =>
  <A, R>(self: Effect.Effect<A, ApiError, R>): Effect.Effect<A, SiwxServerError, R> =>
    Effect.mapError(self, (error) => {
      if (error._tag !== "ApiHttpError") return error
      const reason = error.reasons[0]?.description
      return new SiwxServerRefusedError({
        operation,
        status: error.status,
        ...(reason === undefined || reason === "" ? {} : { reason }),
        cause: error,
      })
    })

/**
 * The sign-in server's operations over the provider API's transport, for a server-backed
 * session store.
 * @example
 * const server = siwxServerApi(yield* ProviderApi)
 * const nonce = yield* server.createNonce
 * const session = yield* server.createSession({ message, signature })
 */
export const siwxServerApi = (api: ApiTransport): SiwxServerApi => ({
  createNonce: api
    .call("createSiwxNonce", S.CreateSiwxNonceResponse, ({ client, common, init }) =>
      client.POST("/v1/siwx/nonce", { params: { query: common }, ...init }),
    )
    .pipe(
      asRefusal("createNonce"),
      Effect.map((body) => body.nonce),
    ),
  createSession: (signed) =>
    api
      .call("createSiwxSession", S.CreateSiwxSessionResponse, ({ client, common, init }) =>
        client.POST("/v1/siwx/sessions", {
          body: { message: signed.message, signature: signed.signature },
          params: { query: common },
          ...init,
        }),
      )
      .pipe(asRefusal("createSession")),
  listSessions: (address, caipNetworkId) =>
    api
      .call("listSiwxSessions", S.ListSiwxSessionsResponse, ({ client, common, init }) =>
        client.GET("/v1/siwx/sessions", {
          params: { query: { ...common, address, caipNetworkId } },
          ...init,
        }),
      )
      .pipe(asRefusal("listSessions")),
  revokeSessions: (address, caipNetworkId) =>
    api
      .call("revokeSiwxSessions", NoBody, ({ client, common, init }) =>
        client.DELETE("/v1/siwx/sessions", {
          params: { query: { ...common, address, caipNetworkId } },
          ...init,
        }),
      )
      .pipe(asRefusal("revokeSessions"), Effect.asVoid),
})
