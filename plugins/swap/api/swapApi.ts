import { Effect } from "effect"
import type { ApiError, ApiTransport } from "../../../core"
import { ApiSchemas as S } from "../../../core"
import { SwapNetworkNotSupportedError } from "../SwapNetworkNotSupportedError"
import { SwapStorageKeys } from "../SwapStorageKeys"

/** What a swap call that needs a supported network can fail with. */
export type SwapApiError = ApiError | SwapNetworkNotSupportedError

/** The swap feature's operations of the provider API (spec 7: convert and token prices). */
export interface SwapApi {
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
  /** USD prices of tokens by CAIP-10 address (cached 15 s); empty when unsupported. */
  readonly getFungiblePrice: (
    addresses: ReadonlyArray<string>,
  ) => Effect.Effect<ReadonlyArray<S.FungiblePrice>, ApiError>
}

const unsupportedForSwaps = () => new SwapNetworkNotSupportedError({ capability: "swaps" })
const unsupportedForGasPrice = () => new SwapNetworkNotSupportedError({ capability: "gasPrice" })

/**
 * The swap operations over the provider API's transport.
 * @example
 * const swap = swapApi(yield* ProviderApi)
 * const tokens = yield* swap.getConvertTokens("eip155:1")
 */
export const swapApi = (api: ApiTransport): SwapApi => ({
  getConvertTokens: (caipNetworkId) =>
    api
      .call("getConvertTokens", S.GetConvertTokensResponse, ({ client, common, init }) =>
        client.GET("/v1/convert/tokens", {
          params: { query: { ...common, chainId: caipNetworkId } },
          ...init,
        }),
      )
      .pipe(
        Effect.map((body) => body.tokens),
        api.whenSupported([], caipNetworkId),
      ),
  getConvertQuotes: (query) =>
    api
      .call("getConvertQuotes", S.GetConvertQuotesResponse, ({ client, common, init }) =>
        client.GET("/v1/convert/quotes", { params: { query: { ...common, ...query } }, ...init }),
      )
      .pipe(
        Effect.map((body) => body.quotes),
        api.whenSupported([]),
      ),
  getConvertAllowance: (tokenAddress, userAddress) =>
    api
      .call("getConvertAllowance", S.GetConvertAllowanceResponse, ({ client, common, init }) =>
        client.GET("/v1/convert/allowance", {
          params: { query: { ...common, tokenAddress, userAddress } },
          ...init,
        }),
      )
      .pipe(
        Effect.map((body) => body.allowance),
        api.whenSupported("0"),
      ),
  getConvertGasPrice: (caipNetworkId) =>
    api
      .call("getConvertGasPrice", S.GetConvertGasPriceResponse, ({ client, common, init }) =>
        client.GET("/v1/convert/gas-price", {
          params: { query: { ...common, chainId: caipNetworkId } },
          ...init,
        }),
      )
      .pipe(api.requireSupported(unsupportedForGasPrice)),
  buildConvertTransaction: (body) =>
    api
      .call(
        "buildConvertTransaction",
        S.BuildConvertTransactionResponse,
        ({ client, common, init }) =>
          client.POST("/v1/convert/build-transaction", {
            body: { ...body, projectId: common.projectId },
            params: { query: common },
            ...init,
          }),
      )
      .pipe(api.requireSupported(unsupportedForSwaps)),
  buildConvertApprove: (query) =>
    api
      .call("buildConvertApprove", S.BuildConvertApproveResponse, ({ client, common, init }) =>
        client.GET("/v1/convert/build-approve", {
          params: { query: { ...common, ...query } },
          ...init,
        }),
      )
      .pipe(api.requireSupported(unsupportedForSwaps)),
  getFungiblePrice: (addresses) =>
    api
      .call("getFungiblePrice", S.GetFungiblePriceResponse, ({ client, common, init }) =>
        client.POST("/v1/fungible/price", {
          body: { projectId: common.projectId, currency: "usd", addresses: [...addresses] },
          params: { query: common },
          ...init,
        }),
      )
      .pipe(
        Effect.map((body) => body.fungibles),
        api.cached(SwapStorageKeys.tokenPriceCache(addresses, S.FungiblePrices.fields.fungibles)),
        api.whenSupported([]),
      ),
})
