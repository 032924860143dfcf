import { Clock, Context, Effect, Layer, Option, Schema, Semaphore } from "effect"
import createClient, { type Client } from "openapi-fetch"
import { KitError } from "../errors/KitError"
import { retryRpc } from "../Schedules"
import { type CacheKey, readCache, writeCache } from "../storage/CacheEntry"
import { Storage } from "../storage/Storage"
import { StorageKeys } from "../storage/StorageKeys"
import type { ApiAnswer } from "./ApiAnswer"
import type { ApiError } from "./ApiErrors"
import { attemptApiRequest, type SendApiRequest, toApiError } from "./attemptApiRequest"
import type { OperationId } from "./generated/operations"
import * as S from "./generated/schemas"
import type { paths } from "./generated/types"
import { identityWithName } from "./identityWithName"

/** Where the provider API lives and who is asking: the servers of the contract are configuration. */
export interface ProviderApiOptions {
  /** Origin of the blockchain API (the contract's `{apiUrl}`). */
  readonly apiUrl: string
  /** Origin of the analytics service (the contract's `{analyticsUrl}`). */
  readonly analyticsUrl: string
  readonly projectId: string
  /** The SDK type sent as `st`. */
  readonly sdkType: string
  /** The SDK version sent as `sv`. */
  readonly sdkVersion: string
  /** The fetch to use; the global one by default. */
  readonly fetch?: (request: Request) => Promise<Response>
}

/** The network the visitor is on; calls are skipped with empty results when it is unsupported. */
export class ActiveNetwork extends Context.Service<
  ActiveNetwork,
  { readonly caipNetworkId: Effect.Effect<string | undefined> }
>()("foyer-kit/api/ActiveNetwork") {
  /** A fixed active network, for tests and non-UI use. */
  static readonly fixed = (caipNetworkId: string | undefined): Layer.Layer<ActiveNetwork> =>
    Layer.succeed(ActiveNetwork, { caipNetworkId: Effect.succeed(caipNetworkId) })
}

/** The openapi-fetch client of the blockchain API host, typed by the contract. */
export type ApiClient = Client<paths>

/** The parameters every blockchain API call carries in its query (spec 7). */
export interface CommonQuery {
  readonly projectId: string
  /** The SDK type. */
  readonly st: string
  /** The SDK version. */
  readonly sv: string
}

/** What an operation's request builder is handed, once per attempt. */
export interface ApiRequest {
  /** The typed client of the blockchain API host. */
  readonly client: ApiClient
  /** `projectId`, `st` and `sv`: spread into the query of the call. */
  readonly common: CommonQuery
  /**
   * `parseAs: "text"` (the transport parses and decodes the body itself) and the attempt's
   * abort signal (aborted on the 10 s timeout): spread into the call's options.
   */
  readonly init: { readonly parseAs: "text"; readonly signal: AbortSignal }
}

/**
 * The transport of the provider API, which every operation group is built on. A feature's
 * operations live in its plugin folder (`plugins/<id>/api/`) as a plain function of the
 * transport, one short pipeline per operation: `call`, a projection of the body if any,
 * then `cached` and `whenSupported` or `requireSupported` where the spec asks for them.
 * A plugin's layer builds its group from the `ProviderApi` service it is given.
 * @example
 * // A group of one operation: the balances of an address, cached, empty when unsupported.
 * export const portfolioApi = (api: ApiTransport) => ({
 *   getBalance: (address: string, caipNetworkId: string) =>
 *     api
 *       .call("getBalance", S.GetBalanceResponse, ({ client, common, init }) =>
 *         client.GET("/v1/account/{address}/balance", {
 *           params: { path: { address }, query: { ...common, currency: "usd", chainId: caipNetworkId } },
 *           ...init,
 *         }),
 *       )
 *       .pipe(
 *         Effect.map((body) => body.balances),
 *         api.cached(StorageKeys.portfolioCache(`${caipNetworkId}:${address}`, S.Balances.fields.balances)),
 *         api.whenSupported([], caipNetworkId),
 *       ),
 * })
 * // In the plugin's layer:
 * const portfolio = portfolioApi(yield* ProviderApi)
 */
export interface ApiTransport {
  /**
   * Sends one operation of the contract and decodes its 200 body with `response` (a
   * generated schema of `core/api/generated/schemas`). Each attempt times out after 10 s; a
   * retryable status, a timeout or a network failure is retried with `retryRpc` (3 times,
   * 150 ms doubling, Retry-After respected). What is left is a typed `ApiError`: a coded
   * `KitError` where spec 8 names one (429 is APKT010...), else the attempt's error
   * (`ApiHttpError` with the server's reasons, `ApiTimeoutError`, `ApiNetworkError`,
   * `ApiResponseInvalidError` when the body does not match the contract).
   * @example
   * api.call("getIdentity", S.GetIdentityResponse, ({ client, common, init }) =>
   *   client.GET("/v1/identity/{address}", { params: { path: { address }, query: common }, ...init }),
   * )
   */
  readonly call: <A>(
    operationId: OperationId,
    response: Schema.Decoder<A>,
    send: (request: ApiRequest) => Promise<ApiAnswer>,
  ) => Effect.Effect<A, ApiError>
  /**
   * Serves the value from the cache entry `key` (a `StorageKeys` cache key, whose kind sets
   * the lifetime of spec 9) while it is fresh; otherwise runs the call and stores what it
   * answers. A failure is not stored. Pipe it after any projection of the body, so the cache
   * holds what the operation returns. With `fresh`, the entry is not read but the answer is
   * stored: the value is known to have changed (the account sent or swapped), and callers
   * after this one get the new value for the rest of the lifetime.
   * @example
   * api.call("getIdentity", ...).pipe(api.cached(StorageKeys.identityCache(address, S.Identity)))
   */
  readonly cached: <A>(
    key: CacheKey<A>,
    options?: { readonly fresh?: boolean },
  ) => <E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  /**
   * Answers `otherwise` without any request when the network is not supported by the
   * blockchain API (spec 7: calls on unsupported networks are skipped with empty results).
   * `caipNetworkId` is the network the call is about; the active network when omitted.
   * Pipe it last, so a cached value is not read either.
   * @example
   * api.call("getBalance", ...).pipe(Effect.map((body) => body.balances), api.whenSupported([]))
   */
  readonly whenSupported: <B>(
    otherwise: B,
    caipNetworkId?: string,
  ) => <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A | B, E | ApiError, R>
  /**
   * Fails with `onUnsupported()` without any request when the active network is not
   * supported (spec 8: some calls need a supported network and say so).
   * @example
   * api.call(...).pipe(api.requireSupported(() => new InternalError({ reason: "unsupportedChain" })))
   */
  readonly requireSupported: <E2>(
    onUnsupported: () => E2,
  ) => <A, E, R>(self: Effect.Effect<A, E, R>) => Effect.Effect<A, E | E2 | ApiError, R>
}

/**
 * The provider API (spec 7): the transport that feature operation groups are built on, and
 * the operations the kernel itself uses (supported chains, identity, balances, telemetry).
 */
export interface ProviderApiShape extends ApiTransport {
  /** The chains the blockchain API supports, learned once per runtime. */
  readonly supportedChains: Effect.Effect<S.SupportedChains, ApiError>
  /** Whether a CAIP-2 network is supported (false for an empty id). */
  readonly isSupported: (caipNetworkId: string | undefined) => Effect.Effect<boolean, ApiError>
  /** Name and avatar of an address (cached 5 min); none on an unsupported active network. */
  readonly getIdentity: (
    address: string,
    sender?: string,
  ) => Effect.Effect<Option.Option<S.Identity>, ApiError>
  /**
   * Stores `name` as the identity of `address`, its avatar kept (`identityWithName`), for a
   * whole identity lifetime from now: the address took the name (it registered it), and the
   * stored answer from before would be served for up to 5 min, after a reload too.
   * @example
   * yield* api.rememberIdentityName(address, "ada-lovelace.foyer.id")
   */
  readonly rememberIdentityName: (address: string, name: string) => Effect.Effect<void>
  /** Native and token balances on one network (cached 30 s unless forced); empty when unsupported. */
  readonly getBalance: (
    address: string,
    caipNetworkId: string,
    options?: { readonly forceUpdate?: string },
  ) => Effect.Effect<ReadonlyArray<S.TokenBalance>, ApiError>
  /** Sends one error report to the analytics host. */
  readonly sendErrorReport: (report: S.ErrorReport) => Effect.Effect<void, ApiError>
  /** Sends a batch of analytics events. */
  readonly sendAnalyticsBatch: (events: S.AnalyticsBatch) => Effect.Effect<void, ApiError>
}

/**
 * The provider API as one Effect service; the kernel and plugins reach the API only through
 * it. A plugin's operations are an operation group over it, in the plugin's `api/` folder.
 */
export class ProviderApi extends Context.Service<ProviderApi, ProviderApiShape>()(
  "foyer-kit/api/ProviderApi",
) {
  /** The live service over HTTP; needs Storage (for the caches) and ActiveNetwork. */
  static readonly layer = (
    options: ProviderApiOptions,
  ): Layer.Layer<ProviderApi, never, Storage | ActiveNetwork> =>
    Layer.effect(ProviderApi, makeProviderApi(options))
}

const NoBody = Schema.Unknown

/** Builds the live ProviderApi: two openapi-fetch clients (API and analytics hosts). */
export const makeProviderApi = (
  options: ProviderApiOptions,
): Effect.Effect<ProviderApiShape, never, Storage | ActiveNetwork> =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const activeNetwork = yield* ActiveNetwork
    const clientOptions = (baseUrl: string) => ({
      baseUrl,
      ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    })
    const client: ApiClient = createClient<paths>(clientOptions(options.apiUrl))
    const analytics = createClient<paths>(clientOptions(options.analyticsUrl))
    const common: CommonQuery = {
      projectId: options.projectId,
      st: options.sdkType,
      sv: options.sdkVersion,
    }
    const provide = <A, E>(effect: Effect.Effect<A, E, Storage>) =>
      Effect.provideService(effect, Storage, storage)

    const send = <A>(
      operationId: OperationId,
      schema: Schema.Decoder<A>,
      request: SendApiRequest,
    ): Effect.Effect<A, ApiError> =>
      retryRpc(attemptApiRequest(operationId, schema, request)).pipe(Effect.mapError(toApiError))

    const call: ApiTransport["call"] = (operationId, response, request) =>
      send(operationId, response, (signal) =>
        request({ client, common, init: { parseAs: "text", signal } }),
      )

    const cached: ApiTransport["cached"] = (key, cacheOptions) => (self) => {
      const stored = Effect.tap(self, (value) => provide(writeCache(key, value)))
      return cacheOptions?.fresh === true
        ? stored
        : provide(readCache(key)).pipe(
            Effect.flatMap(Option.match({ onSome: Effect.succeed, onNone: () => stored })),
          )
    }

    const fetchSupportedChains = call(
      "getSupportedChains",
      S.GetSupportedChainsResponse,
      ({ client, init }) =>
        client.GET("/v1/supported-chains", { params: { query: common }, ...init }),
    ).pipe(
      // The list is the project's configuration; failing to fetch it is APKT009.
      Effect.mapError((cause) =>
        cause._tag === "KitError" ? cause : new KitError({ code: "APKT009", cause }),
      ),
    )
    // Learned once, on the first success: callers arriving together wait for one request, and
    // a failure is not kept, so the next call asks again (Effect.cached would keep it).
    const learning = yield* Semaphore.make(1)
    let learned: S.SupportedChains | undefined
    const learnSupportedChains = learning.withPermits(1)(
      Effect.suspend(() =>
        learned === undefined
          ? Effect.tap(fetchSupportedChains, (chains) => Effect.sync(() => (learned = chains)))
          : Effect.succeed(learned),
      ),
    )
    const isSupported = (caipNetworkId: string | undefined) =>
      caipNetworkId === undefined || caipNetworkId === ""
        ? Effect.succeed(false)
        : Effect.map(learnSupportedChains, (chains) => chains.http.includes(caipNetworkId))
    const supported = (caipNetworkId: string | undefined) =>
      caipNetworkId === undefined
        ? Effect.flatMap(activeNetwork.caipNetworkId, isSupported)
        : isSupported(caipNetworkId)

    const whenSupported =
      <B>(otherwise: B, caipNetworkId?: string) =>
      <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A | B, E | ApiError, R> =>
        Effect.flatMap(
          supported(caipNetworkId),
          (ok): Effect.Effect<A | B, E, R> => (ok ? self : Effect.succeed(otherwise)),
        )

    const requireSupported =
      <E2>(onUnsupported: () => E2) =>
      <A, E, R>(self: Effect.Effect<A, E, R>): Effect.Effect<A, E | E2 | ApiError, R> =>
        Effect.flatMap(
          supported(undefined),
          (ok): Effect.Effect<A, E | E2, R> => (ok ? self : Effect.fail(onUnsupported())),
        )

    return {
      call,
      cached,
      whenSupported,
      requireSupported,
      supportedChains: learnSupportedChains,
      isSupported,
      getIdentity: (address, sender) =>
        call("getIdentity", S.GetIdentityResponse, ({ client, init }) =>
          client.GET("/v1/identity/{address}", {
            params: {
              path: { address },
              query: { ...common, ...(sender === undefined ? {} : { sender }) },
            },
            ...init,
          }),
        ).pipe(
          cached(StorageKeys.identityCache(address, S.Identity)),
          Effect.map(Option.some),
          whenSupported(Option.none()),
        ),
      rememberIdentityName: (address, name) =>
        provide(
          Effect.gen(function* () {
            const key = StorageKeys.identityCache(address, S.Identity)
            const stored = yield* readCache(key)
            yield* writeCache(key, identityWithName(stored, name, yield* Clock.currentTimeMillis))
          }),
        ),
      getBalance: (address, caipNetworkId, balanceOptions = {}) => {
        const { forceUpdate } = balanceOptions
        const fetchBalances = call("getBalance", S.GetBalanceResponse, ({ client, init }) =>
          client.GET("/v1/account/{address}/balance", {
            params: {
              path: { address },
              query: {
                ...common,
                currency: "usd",
                chainId: caipNetworkId,
                ...(forceUpdate === undefined ? {} : { forceUpdate }),
              },
            },
            ...init,
          }),
        ).pipe(Effect.map((body) => body.balances))
        const key = StorageKeys.portfolioCache(
          `${caipNetworkId}:${address}`,
          S.Balances.fields.balances,
        )
        // A forced update skips the cache but refreshes it.
        return (
          forceUpdate === undefined
            ? fetchBalances.pipe(cached(key))
            : Effect.tap(fetchBalances, (value) => provide(writeCache(key, value)))
        ).pipe(whenSupported([], caipNetworkId))
      },
      sendErrorReport: (report) =>
        send("sendErrorReport", NoBody, (signal) =>
          analytics.POST("/e", { body: report, parseAs: "text", signal }),
        ).pipe(Effect.asVoid),
      sendAnalyticsBatch: (events) =>
        send("sendAnalyticsBatch", NoBody, (signal) =>
          analytics.POST("/batch", {
            body: events,
            params: { query: common },
            parseAs: "text",
            signal,
          }),
        ).pipe(Effect.asVoid),
    }
  })
