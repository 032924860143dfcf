import type { Effect } from "effect"
import type { ApiError, ApiTransport } from "../../../core"
import { ApiSchemas as S } from "../../../core"
import { ActivityStorageKeys } from "../ActivityStorageKeys"

/** The activity feature's operations of the provider API (spec 7: transaction history). */
export interface HistoryApi {
  /**
   * A page of history on one network (first page cached 15 s); empty when unsupported. With
   * `fresh`, the first page is asked for past the cache (the account has just changed), and
   * the answer is cached for the callers after it.
   */
  readonly getHistory: (
    address: string,
    caipNetworkId: string,
    cursor?: string,
    options?: { readonly fresh?: boolean },
  ) => Effect.Effect<S.TransactionHistory, ApiError>
}

/**
 * The transaction history operation over the provider API's transport.
 * @example
 * const history = historyApi(yield* ProviderApi)
 * const page = yield* history.getHistory(address, "eip155:1")
 * const next = page.next === null ? undefined : yield* history.getHistory(address, "eip155:1", page.next)
 */
export const historyApi = (api: ApiTransport): HistoryApi => ({
  getHistory: (address, caipNetworkId, cursor, options = {}) => {
    const page = api.call("getHistory", S.GetHistoryResponse, ({ client, common, init }) =>
      client.GET("/v1/account/{address}/history", {
        params: {
          path: { address },
          query: { ...common, chainId: caipNetworkId, ...(cursor === undefined ? {} : { cursor }) },
        },
        ...init,
      }),
    )
    // Only the first page is cached: later pages are asked for once, as the visitor scrolls.
    return (
      cursor === undefined
        ? page.pipe(
            api.cached(
              ActivityStorageKeys.historyCache(address, caipNetworkId, S.TransactionHistory),
              options,
            ),
          )
        : page
    ).pipe(api.whenSupported({ data: [], next: null }, caipNetworkId))
  },
})
