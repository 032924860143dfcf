import type { Effect } from "effect"
import type { ApiError, ApiTransport } from "../../../core"
import { ApiSchemas as S } from "../../../core"

/** What to ask the exchanges for: a CAIP-19 asset, an amount in whole units, a page. */
export interface PayExchangesQuery {
  readonly asset: string
  readonly amount?: string
  readonly page?: number
}

/** The pay-with-exchange feature's operations of the provider API. */
export interface PayApi {
  /** One page of the exchanges that can pay the asset (none: an empty list). */
  readonly listPayExchanges: (query: PayExchangesQuery) => Effect.Effect<S.PayExchanges, ApiError>
  /** Starts a payment on an exchange: its pay page's URL and the session to poll. */
  readonly createPayUrl: (body: S.PayUrlRequest) => Effect.Effect<S.PayUrl, ApiError>
  /** Where the payment of a session stands. */
  readonly getPayStatus: (sessionId: string) => Effect.Effect<S.PayStatus, ApiError>
}

/**
 * The pay-with-exchange operations over the provider API's transport.
 * @example
 * const pay = payApi(yield* ProviderApi)
 * const { url, sessionId } = yield* pay.createPayUrl({ exchangeId, asset, amount, recipient })
 */
export const payApi = (api: ApiTransport): PayApi => ({
  listPayExchanges: ({ asset, amount, page }) =>
    api.call("listPayExchanges", S.ListPayExchangesResponse, ({ client, common, init }) =>
      client.GET("/v1/pay/exchanges", {
        params: {
          query: {
            ...common,
            asset,
            ...(amount === undefined ? {} : { amount }),
            ...(page === undefined ? {} : { page: String(page) }),
          },
        },
        ...init,
      }),
    ),
  createPayUrl: (body) =>
    api.call("createPayUrl", S.CreatePayUrlResponse, ({ client, common, init }) =>
      client.POST("/v1/pay/sessions", { body, params: { query: common }, ...init }),
    ),
  getPayStatus: (sessionId) =>
    api.call("getPayStatus", S.GetPayStatusResponse, ({ client, common, init }) =>
      client.GET("/v1/pay/sessions/{sessionId}", {
        params: { path: { sessionId }, query: common },
        ...init,
      }),
    ),
})
