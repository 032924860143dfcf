import { Effect, Schema } from "effect"
import type { ApiError, ApiTransport } from "../../../core"
import { ApiSchemas as S } from "../../../core"

/** The sign-in feature's operations of the provider API (spec 7: SIWX sessions). */
export interface SessionsApi {
  /** A sign-in session (shape not shown by the spec). */
  readonly getSession: (id: string) => Effect.Effect<S.Session, ApiError>
  /** Revokes a sign-in session. */
  readonly revokeSession: (
    id: string,
    body: S.SessionRevokeRequest,
  ) => Effect.Effect<void, ApiError>
}

// The revoke call answers with no body worth reading.
const NoBody = Schema.Unknown

/**
 * The sign-in session operations over the provider API's transport.
 * @example
 * const sessions = sessionsApi(yield* ProviderApi)
 * yield* sessions.revokeSession(id, { pci, signature })
 */
export const sessionsApi = (api: ApiTransport): SessionsApi => ({
  getSession: (id) =>
    api.call("getSession", S.GetSessionResponse, ({ client, common, init }) =>
      client.GET("/v1/sessions/{id}", { params: { path: { id }, query: common }, ...init }),
    ),
  revokeSession: (id, body) =>
    api
      .call("revokeSession", NoBody, ({ client, common, init }) =>
        client.POST("/v1/sessions/{id}/revoke", {
          body,
          params: { path: { id }, query: common },
          ...init,
        }),
      )
      .pipe(Effect.asVoid),
})
