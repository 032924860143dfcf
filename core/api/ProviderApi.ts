import { Clock, Context, Effect, Layer, Option, Result, Schema, Semaphore } from "effect"
import createClient from "openapi-fetch"
import { formatIssues } from "../config/formatIssues"
import { InternalError } from "../errors/InternalError"
import { KitError } from "../errors/KitError"
import { kitErrorFromHttpStatus } from "../errors/kitErrorFromHttpStatus"
import { kitErrorFromServerMessage } from "../errors/kitErrorFromServerMessage"
import { NameServiceError, type NameServiceOperation } from "../errors/NameServiceError"
import { httpTimeout, parseRetryAfter, retryRpc } from "../Schedules"
import { readCache, writeCache } from "../storage/CacheEntry"
import { Storage } from "../storage/Storage"
import { StorageKeys } from "../storage/StorageKeys"
import {
  type ApiAttemptError,
  type ApiError,
  ApiHttpError,
  ApiNetworkError,
  ApiResponseInvalidError,
  ApiTimeoutError,
  type NameApiError,
  type SwapApiError,
} from "./ApiErrors"
import * as S from "./generated/schemas"
import type { paths } from "./generated/types"
import { placeholderOnrampQuote, sampleOnrampOptions } from "./onrampFallbacks"

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
>()("foyer/api/ActiveNetwork") {
  /** A fixed active network, for tests and non-UI use. */
  static readonly fixed = (caipNetworkId: string | undefined): Layer.Layer<ActiveNetwork> =>
    Layer.succeed(ActiveNetwork, { caipNetworkId: Effect.succeed(caipNetworkId) })
}

/** Every call of spec 7, each an Effect that adds projectId/st/sv, retries, times out and decodes. */
export interface ProviderApiShape {
  /** The chains the blockchain API supports, learned once per runtime. */
  readonly supportedChains: Effect.Effect<S.SupportedChains, ApiError>
  /** Whether a CAIP-2 network is supported (false for an empty id). */
  readonly isSupported: (caipNetworkId: string | undefined) => Effect.Effect<boolean, ApiError>
  /** Name and avatar of an address (cached 5 min); none on an unsupported active network. */
  readonly getIdentity: (
    address: string,
    sender?: string,
  ) => Effect.Effect<Option.Option<S.Identity>, ApiError>
  /** A page of history on one network (first page cached 15 s); empty when unsupported. */
  readonly getHistory: (
    address: string,
    caipNetworkId: string,
    cursor?: string,
  ) => Effect.Effect<S.TransactionHistory, ApiError>
  /** Native and token balances on one network (cached 30 s unless forced); empty when unsupported. */
  readonly getBalance: (
    address: string,
    caipNetworkId: string,
    options?: { readonly forceUpdate?: string },
  ) => Effect.Effect<ReadonlyArray<S.TokenBalance>, ApiError>
  /** USD prices of tokens by CAIP-10 address (cached 15 s); empty when unsupported. */
  readonly getFungiblePrice: (
    addresses: ReadonlyArray<string>,
  ) => Effect.Effect<ReadonlyArray<S.FungiblePrice>, ApiError>
  /** Swap tokens of a network; empty when unsupported. */
  readonly getConvertTokens: (
    caipNetworkId: string,
  ) => Effect.Effect<ReadonlyArray<S.ConvertToken>, ApiError>
  /** Swap quotes; empty when unsupported. */
  readonly getConvertQuotes: (query: {
    readonly amount: string
    readonly userAddress: string
    readonly from: string
    readonly to: string
    readonly gasPrice: string
  }) => Effect.Effect<ReadonlyArray<S.ConvertQuote>, ApiError>
  /** The allowance the swap router has on a token; "0" when unsupported. */
  readonly getConvertAllowance: (
    tokenAddress: string,
    userAddress: string,
  ) => Effect.Effect<string, ApiError>
  /** Gas prices; 'Network not supported for Gas Price' when unsupported. */
  readonly getConvertGasPrice: (
    caipNetworkId: string,
  ) => Effect.Effect<S.ConvertGasPrice, SwapApiError>
  /** Swap calldata; 'Network not supported for Swaps' when unsupported. */
  readonly buildConvertTransaction: (
    body: Omit<S.ConvertTransactionRequest, "projectId">,
  ) => Effect.Effect<S.ConvertTransaction, SwapApiError>
  /** Approve calldata; 'Network not supported for Swaps' when unsupported. */
  readonly buildConvertApprove: (query: {
    readonly userAddress: string
    readonly from: string
    readonly to: string
    readonly amount?: string
  }) => Effect.Effect<S.ConvertApprove, SwapApiError>
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
  /** Registers a name. */
  readonly registerProfileAccount: (
    body: S.NameRegistrationRequest,
  ) => Effect.Effect<S.NameRecord, NameApiError>
  /** The onramp provider URL for a purchase. */
  readonly generateOnrampUrl: (body: S.OnrampUrlRequest) => Effect.Effect<string, ApiError>
  /** Onramp options; the built-in sample options when the call fails. */
  readonly getOnrampOptions: Effect.Effect<S.OnrampOptions>
  /** An onramp quote; a placeholder equal to the amount when the call fails. */
  readonly getOnrampQuote: (body: S.OnrampQuoteRequest) => Effect.Effect<S.OnrampQuote>
  /** A sign-in session (shape not shown by the spec). */
  readonly getSession: (id: string) => Effect.Effect<S.Session, ApiError>
  /** Revokes a sign-in session. */
  readonly revokeSession: (
    id: string,
    body: S.SessionRevokeRequest,
  ) => Effect.Effect<void, ApiError>
  /** Sends one error report to the analytics host. */
  readonly sendErrorReport: (report: S.ErrorReport) => Effect.Effect<void, ApiError>
  /** Sends a batch of analytics events. */
  readonly sendAnalyticsBatch: (events: S.AnalyticsBatch) => Effect.Effect<void, ApiError>
}

/** The provider API as one Effect service; plugins reach the API only through it. */
export class ProviderApi extends Context.Service<ProviderApi, ProviderApiShape>()(
  "foyer/api/ProviderApi",
) {
  /** The live service over HTTP; needs Storage (for the caches) and ActiveNetwork. */
  static readonly layer = (
    options: ProviderApiOptions,
  ): Layer.Layer<ProviderApi, never, Storage | ActiveNetwork> =>
    Layer.effect(ProviderApi, makeProviderApi(options))
}

type Sent = { readonly response: Response; readonly data?: unknown; readonly error?: unknown }
type Send = (signal: AbortSignal) => Promise<Sent>

/**
 * The body as JSON: openapi-fetch hands success bodies over as text (parseAs "text") but
 * has already parsed an error body when it was JSON.
 */
const parseJson = (
  operationId: string,
  text: unknown,
): Result.Result<unknown, ApiResponseInvalidError> => {
  if (typeof text !== "string") return Result.succeed(text)
  if (text === "") return Result.succeed(undefined)
  try {
    return Result.succeed(JSON.parse(text))
  } catch {
    return Result.fail(
      new ApiResponseInvalidError({
        operationId,
        issues: [{ path: "(root)", message: "Expected a JSON body" }],
      }),
    )
  }
}

const decodeBody = <A>(
  operationId: string,
  schema: Schema.Decoder<A>,
  text: unknown,
): Result.Result<A, ApiResponseInvalidError> =>
  Result.flatMap(parseJson(operationId, text), (json) => {
    const decoded = Schema.decodeUnknownResult(schema)(json, { errors: "all" })
    return Result.isSuccess(decoded)
      ? Result.succeed(decoded.success)
      : Result.fail(
          new ApiResponseInvalidError({ operationId, issues: formatIssues(decoded.failure) }),
        )
  })

const httpError = (operationId: string, sent: Sent, now: number): ApiHttpError => {
  const body = parseJson(operationId, sent.error)
  const decoded = Result.isSuccess(body)
    ? Schema.decodeUnknownOption(S.ErrorBody)(body.success)
    : Option.none()
  const retryAfter = parseRetryAfter(sent.response.headers.get("Retry-After"), now)
  return new ApiHttpError({
    operationId,
    status: sent.response.status,
    reasons: Option.match(decoded, { onNone: () => [], onSome: (b) => b.reasons }),
    ...(retryAfter === undefined ? {} : { retryAfter }),
  })
}

/** One attempt: send with the 10 s timeout, then check the status and decode the body. */
const attempt = <A>(
  operationId: string,
  schema: Schema.Decoder<A>,
  send: Send,
): Effect.Effect<A, ApiAttemptError> => {
  const sending: Effect.Effect<Sent, ApiNetworkError | ApiTimeoutError> = Effect.tryPromise({
    try: (signal) => send(signal),
    catch: (cause) => new ApiNetworkError({ operationId, cause }),
  }).pipe(
    Effect.timeoutOrElse({
      duration: httpTimeout,
      orElse: () => Effect.fail(new ApiTimeoutError({ operationId })),
    }),
  )
  return Effect.flatMap(
    sending,
    (sent): Effect.Effect<A, ApiAttemptError> =>
      sent.response.ok
        ? Effect.fromResult(decodeBody(operationId, schema, sent.data))
        : Effect.flatMap(Clock.currentTimeMillis, (now) =>
            Effect.fail(httpError(operationId, sent, now)),
          ),
  )
}

/** Turns what is left after the retries into the coded errors of spec 8 where one applies. */
const toApiError = (error: ApiAttemptError): ApiError => {
  if (error._tag !== "ApiHttpError") return error
  return (
    kitErrorFromHttpStatus(error.status, error) ??
    kitErrorFromServerMessage(error.reasons[0]?.description) ??
    error
  )
}

const NoBody = Schema.Unknown

// With apiVersion 2 an unregistered name answers [] instead of a record.
const isNameRecord = (found: S.NameLookup): found is S.NameRecord => !Array.isArray(found)

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
    const api = createClient<paths>(clientOptions(options.apiUrl))
    const analytics = createClient<paths>(clientOptions(options.analyticsUrl))
    const common = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion }
    const provide = <A, E>(effect: Effect.Effect<A, E, Storage>) =>
      Effect.provideService(effect, Storage, storage)

    const call = <A>(
      operationId: string,
      schema: Schema.Decoder<A>,
      send: Send,
    ): Effect.Effect<A, ApiError> =>
      retryRpc(attempt(operationId, schema, send)).pipe(Effect.mapError(toApiError))

    const cached = <A, E>(key: Parameters<typeof readCache<A>>[0], fetch: Effect.Effect<A, E>) =>
      provide(readCache(key)).pipe(
        Effect.flatMap(
          Option.match({
            onSome: Effect.succeed,
            onNone: () => Effect.tap(fetch, (value) => provide(writeCache(key, value))),
          }),
        ),
      )

    const fetchSupportedChains = call(
      "getSupportedChains",
      S.GetSupportedChainsResponse,
      (signal) =>
        api.GET("/v1/supported-chains", { params: { query: common }, parseAs: "text", signal }),
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
    const activeSupported = Effect.flatMap(activeNetwork.caipNetworkId, isSupported)

    /** Runs `effect` only when the network is supported, else answers `empty` with no request. */
    const whenSupported = <A, E>(
      supported: Effect.Effect<boolean, ApiError>,
      empty: A,
      effect: Effect.Effect<A, E>,
    ): Effect.Effect<A, E | ApiError> =>
      Effect.flatMap(supported, (ok): Effect.Effect<A, E> => (ok ? effect : Effect.succeed(empty)))
    const requireSupported = <A, E>(
      reason: "networkNotSupportedForGasPrice" | "networkNotSupportedForSwaps",
      effect: Effect.Effect<A, E>,
    ): Effect.Effect<A, E | ApiError | InternalError> =>
      Effect.flatMap(
        activeSupported,
        (ok): Effect.Effect<A, E | InternalError> =>
          ok ? effect : Effect.fail(new InternalError({ reason })),
      )

    const nameCall = <A>(
      operation: NameServiceOperation,
      operationId: string,
      schema: Schema.Decoder<A>,
      send: Send,
      accountName?: string,
    ): Effect.Effect<A, NameApiError> =>
      call(operationId, schema, send).pipe(
        Effect.mapError((error) =>
          error._tag === "ApiHttpError"
            ? NameServiceError.fromBody(operation, { reasons: error.reasons }, accountName)
            : error,
        ),
      )

    return {
      supportedChains: learnSupportedChains,
      isSupported,
      getIdentity: (address, sender) =>
        whenSupported(
          activeSupported,
          Option.none(),
          cached(
            StorageKeys.identityCache(address, S.Identity),
            call("getIdentity", S.GetIdentityResponse, (signal) =>
              api.GET("/v1/identity/{address}", {
                params: {
                  path: { address },
                  query: { ...common, ...(sender === undefined ? {} : { sender }) },
                },
                parseAs: "text",
                signal,
              }),
            ),
          ).pipe(Effect.map(Option.some)),
        ),
      getHistory: (address, caipNetworkId, cursor) => {
        const fetchPage = call("getHistory", S.GetHistoryResponse, (signal) =>
          api.GET("/v1/account/{address}/history", {
            params: {
              path: { address },
              query: {
                ...common,
                chainId: caipNetworkId,
                ...(cursor === undefined ? {} : { cursor }),
              },
            },
            parseAs: "text",
            signal,
          }),
        )
        // Only the first page is cached: later pages are asked for once, as the visitor scrolls.
        return whenSupported(
          isSupported(caipNetworkId),
          { data: [], next: null },
          cursor === undefined
            ? cached(
                StorageKeys.historyCache(address, caipNetworkId, S.TransactionHistory),
                fetchPage,
              )
            : fetchPage,
        )
      },
      getBalance: (address, caipNetworkId, balanceOptions = {}) => {
        const fetchBalances = call("getBalance", S.GetBalanceResponse, (signal) =>
          api.GET("/v1/account/{address}/balance", {
            params: {
              path: { address },
              query: {
                ...common,
                currency: "usd",
                chainId: caipNetworkId,
                ...(balanceOptions.forceUpdate === undefined
                  ? {}
                  : { forceUpdate: balanceOptions.forceUpdate }),
              },
            },
            parseAs: "text",
            signal,
          }),
        ).pipe(Effect.map((body) => body.balances))
        const key = StorageKeys.portfolioCache(
          `${caipNetworkId}:${address}`,
          S.Balances.fields.balances,
        )
        return whenSupported(
          isSupported(caipNetworkId),
          [],
          balanceOptions.forceUpdate === undefined
            ? cached(key, fetchBalances)
            : Effect.tap(fetchBalances, (value) => provide(writeCache(key, value))),
        )
      },
      getFungiblePrice: (addresses) =>
        whenSupported(
          activeSupported,
          [],
          cached(
            StorageKeys.tokenPriceCache(addresses, S.FungiblePrices.fields.fungibles),
            call("getFungiblePrice", S.GetFungiblePriceResponse, (signal) =>
              api.POST("/v1/fungible/price", {
                body: { projectId: options.projectId, currency: "usd", addresses: [...addresses] },
                params: { query: common },
                parseAs: "text",
                signal,
              }),
            ).pipe(Effect.map((body) => body.fungibles)),
          ),
        ),
      getConvertTokens: (caipNetworkId) =>
        whenSupported(
          isSupported(caipNetworkId),
          [],
          call("getConvertTokens", S.GetConvertTokensResponse, (signal) =>
            api.GET("/v1/convert/tokens", {
              params: { query: { ...common, chainId: caipNetworkId } },
              parseAs: "text",
              signal,
            }),
          ).pipe(Effect.map((body) => body.tokens)),
        ),
      getConvertQuotes: (query) =>
        whenSupported(
          activeSupported,
          [],
          call("getConvertQuotes", S.GetConvertQuotesResponse, (signal) =>
            api.GET("/v1/convert/quotes", {
              params: { query: { ...common, ...query } },
              parseAs: "text",
              signal,
            }),
          ).pipe(Effect.map((body) => body.quotes)),
        ),
      getConvertAllowance: (tokenAddress, userAddress) =>
        whenSupported(
          activeSupported,
          "0",
          call("getConvertAllowance", S.GetConvertAllowanceResponse, (signal) =>
            api.GET("/v1/convert/allowance", {
              params: { query: { ...common, tokenAddress, userAddress } },
              parseAs: "text",
              signal,
            }),
          ).pipe(Effect.map((body) => body.allowance)),
        ),
      getConvertGasPrice: (caipNetworkId) =>
        requireSupported(
          "networkNotSupportedForGasPrice",
          call("getConvertGasPrice", S.GetConvertGasPriceResponse, (signal) =>
            api.GET("/v1/convert/gas-price", {
              params: { query: { ...common, chainId: caipNetworkId } },
              parseAs: "text",
              signal,
            }),
          ),
        ),
      buildConvertTransaction: (body) =>
        requireSupported(
          "networkNotSupportedForSwaps",
          call("buildConvertTransaction", S.BuildConvertTransactionResponse, (signal) =>
            api.POST("/v1/convert/build-transaction", {
              body: { ...body, projectId: options.projectId },
              params: { query: common },
              parseAs: "text",
              signal,
            }),
          ),
        ),
      buildConvertApprove: (query) =>
        requireSupported(
          "networkNotSupportedForSwaps",
          call("buildConvertApprove", S.BuildConvertApproveResponse, (signal) =>
            api.GET("/v1/convert/build-approve", {
              params: { query: { ...common, ...query } },
              parseAs: "text",
              signal,
            }),
          ),
        ),
      getProfileAccount: (name) =>
        whenSupported(
          activeSupported,
          Option.none(),
          nameCall("resolve", "getProfileAccount", S.GetProfileAccountResponse, (signal) =>
            api.GET("/v1/profile/account/{name}", {
              params: { path: { name }, query: { ...common, apiVersion: 2 } },
              parseAs: "text",
              signal,
            }),
          ).pipe(Effect.map((found) => (isNameRecord(found) ? Option.some(found) : Option.none()))),
        ),
      getProfileReverse: (address, sender) =>
        whenSupported(
          activeSupported,
          [],
          cached(
            StorageKeys.namesCache(address, S.GetProfileReverseResponse),
            nameCall("reverse", "getProfileReverse", S.GetProfileReverseResponse, (signal) =>
              api.GET("/v1/profile/reverse/{address}", {
                params: {
                  path: { address },
                  query: { ...common, apiVersion: 2, ...(sender === undefined ? {} : { sender }) },
                },
                parseAs: "text",
                signal,
              }),
            ),
          ),
        ),
      getProfileSuggestions: (name, zone) =>
        whenSupported(
          activeSupported,
          [],
          nameCall(
            "suggestions",
            "getProfileSuggestions",
            S.GetProfileSuggestionsResponse,
            (signal) =>
              api.GET("/v1/profile/suggestions/{name}", {
                params: { path: { name }, query: { ...common, zone } },
                parseAs: "text",
                signal,
              }),
          ).pipe(Effect.map((body) => body.suggestions)),
        ),
      registerProfileAccount: (body) =>
        nameCall(
          "register",
          "registerProfileAccount",
          S.RegisterProfileAccountResponse,
          (signal) =>
            api.POST("/v1/profile/account", {
              body,
              params: { query: common },
              parseAs: "text",
              signal,
            }),
          body.address,
        ),
      generateOnrampUrl: (body) =>
        call("generateOnrampUrl", S.GenerateOnrampUrlResponse, (signal) =>
          api.POST("/v1/generators/onrampurl", {
            body,
            params: { query: common },
            parseAs: "text",
            signal,
          }),
        ).pipe(Effect.map((answer) => answer.url)),
      getOnrampOptions: call("getOnrampOptions", S.GetOnrampOptionsResponse, (signal) =>
        api.GET("/v1/onramp/options", { params: { query: common }, parseAs: "text", signal }),
      ).pipe(Effect.orElseSucceed(() => sampleOnrampOptions)),
      getOnrampQuote: (body) =>
        call("getOnrampQuote", S.GetOnrampQuoteResponse, (signal) =>
          api.POST("/v1/onramp/quote", {
            body,
            params: { query: common },
            parseAs: "text",
            signal,
          }),
        ).pipe(Effect.orElseSucceed(() => placeholderOnrampQuote(body))),
      getSession: (id) =>
        call("getSession", S.GetSessionResponse, (signal) =>
          api.GET("/v1/sessions/{id}", {
            params: { path: { id }, query: common },
            parseAs: "text",
            signal,
          }),
        ),
      revokeSession: (id, body) =>
        call("revokeSession", NoBody, (signal) =>
          api.POST("/v1/sessions/{id}/revoke", {
            body,
            params: { path: { id }, query: common },
            parseAs: "text",
            signal,
          }),
        ).pipe(Effect.asVoid),
      sendErrorReport: (report) =>
        call("sendErrorReport", NoBody, (signal) =>
          analytics.POST("/e", { body: report, parseAs: "text", signal }),
        ).pipe(Effect.asVoid),
      sendAnalyticsBatch: (events) =>
        call("sendAnalyticsBatch", NoBody, (signal) =>
          analytics.POST("/batch", {
            body: events,
            params: { query: common },
            parseAs: "text",
            signal,
          }),
        ).pipe(Effect.asVoid),
    }
  })
