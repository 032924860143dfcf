import { Effect, Schema } from "effect"
import type { ApiError, ApiTransport } from "../../../core"
import { ApiSchemas as S } from "../../../core"

/**
 * The provider API's smart sessions of an account (spec 7 `/v1/sessions/{id}`): permissions
 * the account granted the dApp (ERC-7715), revoked by their permissions context id. They are
 * not sign-in sessions (those are the server store's `/v1/siwx/` calls); they sit with the
 * sign-in plugin until a permissions feature takes them.
 */
export interface SessionsApi {
  /** The smart sessions of the account `id` (its CAIP-10 address; shape not shown by the spec). */
  readonly getSession: (id: string) => Effect.Effect<S.Session, ApiError>
  /** Revokes one smart session of the account `id`: its `pci`, signed by the account. */
  readonly revokeSession: (
    id: string,
    body: S.SessionRevokeRequest,
  ) => Effect.Effect<void, ApiError>
}

// The revoke call answers with no body worth reading.
const NoBody = Schema.Unknown

/**
 * The smart-session operations over the provider API's transport.
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
