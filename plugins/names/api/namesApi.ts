import { Effect, Option } from "effect"
import type { ApiError, ApiTransport } from "../../../core"
import { ApiSchemas as S } from "../../../core"
import { NameServiceError, type NameServiceOperation } from "../NameServiceError"
import { NamesStorageKeys } from "../NamesStorageKeys"

/** What a name-service call can fail with (spec 8: first reason, else the fallback). */
export type NameApiError = NameServiceError | ApiError

/** The names feature's operations of the provider API (spec 7: the name service). */
export interface NamesApi {
  /** The record of a name (cached 5 min); none when it is not registered. */
  readonly getProfileAccount: (
    name: string,
  ) => Effect.Effect<Option.Option<S.NameRecord>, NameApiError>
  /** The names of an address (cached 5 min). */
  readonly getProfileReverse: (
    address: string,
    sender?: string,
  ) => Effect.Effect<ReadonlyArray<S.NameRecord>, NameApiError>
  /** Name suggestions in a zone. */
  readonly getProfileSuggestions: (
    name: string,
    zone: string,
  ) => Effect.Effect<ReadonlyArray<S.NameSuggestion>, NameApiError>
  /** Registers `name` (the full `label.<suffix>`, named in the fallback error text). */
  readonly registerProfileAccount: (
    body: S.NameRegistrationRequest,
    name: string,
  ) => Effect.Effect<S.NameRecord, NameApiError>
}

// With apiVersion 2 an unregistered name answers [] instead of a record.
const isNameRecord = (found: S.NameLookup): found is S.NameRecord => !Array.isArray(found)

/** An error status of the name service becomes its NameServiceError (reason or fallback). */
const asNameServiceError =
  (operation: NameServiceOperation, accountName?: string) =>
  <A, R>(self: Effect.Effect<A, ApiError, R>): Effect.Effect<A, NameApiError, R> =>
    Effect.mapError(self, (error) =>
      error._tag === "ApiHttpError"
        ? NameServiceError.fromBody(operation, { reasons: error.reasons }, accountName)
        : error,
    )

/**
 * The name-service operations over the provider API's transport.
 * @example
 * const names = namesApi(yield* ProviderApi)
 * const record = yield* names.getProfileAccount("alice.foyer.id")
 */
export const namesApi = (api: ApiTransport): NamesApi => ({
  getProfileAccount: (name) =>
    api
      .call("getProfileAccount", S.GetProfileAccountResponse, ({ client, common, init }) =>
        client.GET("/v1/profile/account/{name}", {
          params: { path: { name }, query: { ...common, apiVersion: 2 } },
          ...init,
        }),
      )
      .pipe(
        asNameServiceError("resolve"),
        Effect.map((found) => (isNameRecord(found) ? Option.some(found) : Option.none())),
        api.whenSupported(Option.none()),
      ),
  getProfileReverse: (address, sender) =>
    api
      .call("getProfileReverse", S.GetProfileReverseResponse, ({ client, common, init }) =>
        client.GET("/v1/profile/reverse/{address}", {
          params: {
            path: { address },
            query: { ...common, apiVersion: 2, ...(sender === undefined ? {} : { sender }) },
          },
          ...init,
        }),
      )
      .pipe(
        asNameServiceError("reverse"),
        api.cached(NamesStorageKeys.namesCache(address, S.GetProfileReverseResponse)),
        api.whenSupported([]),
      ),
  getProfileSuggestions: (name, zone) =>
    api
      .call("getProfileSuggestions", S.GetProfileSuggestionsResponse, ({ client, common, init }) =>
        client.GET("/v1/profile/suggestions/{name}", {
          params: { path: { name }, query: { ...common, zone } },
          ...init,
        }),
      )
      .pipe(
        asNameServiceError("suggestions"),
        Effect.map((body) => body.suggestions),
        api.whenSupported([]),
      ),
  registerProfileAccount: (body, name) =>
    api
      .call(
        "registerProfileAccount",
        S.RegisterProfileAccountResponse,
        ({ client, common, init }) =>
          client.POST("/v1/profile/account", { body, params: { query: common }, ...init }),
      )
      // Spec 8: 'Error registering name {name}', the name and not the address.
      .pipe(asNameServiceError("register", name)),
})
