import { Effect } from "effect"
import type { ApiError, ApiTransport } from "../../../core"
import { ApiSchemas as S } from "../../../core"
import { placeholderOnrampQuote, sampleOnrampOptions } from "./onrampFallbacks"

/** The onramp feature's operations of the provider API (spec 7: buying crypto). */
export interface OnrampApi {
  /** The onramp provider URL for a purchase. */
  readonly generateOnrampUrl: (body: S.OnrampUrlRequest) => Effect.Effect<string, ApiError>
  /** Onramp options; the built-in sample options when the call fails. */
  readonly getOnrampOptions: Effect.Effect<S.OnrampOptions>
  /** An onramp quote; a placeholder equal to the amount when the call fails. */
  readonly getOnrampQuote: (body: S.OnrampQuoteRequest) => Effect.Effect<S.OnrampQuote>
}

/**
 * The onramp operations over the provider API's transport.
 * @example
 * const onramp = onrampApi(yield* ProviderApi)
 * const options = yield* onramp.getOnrampOptions
 */
export const onrampApi = (api: ApiTransport): OnrampApi => ({
  generateOnrampUrl: (body) =>
    api
      .call("generateOnrampUrl", S.GenerateOnrampUrlResponse, ({ client, common, init }) =>
        client.POST("/v1/generators/onrampurl", { body, params: { query: common }, ...init }),
      )
      .pipe(Effect.map((answer) => answer.url)),
  getOnrampOptions: api
    .call("getOnrampOptions", S.GetOnrampOptionsResponse, ({ client, common, init }) =>
      client.GET("/v1/onramp/options", { params: { query: common }, ...init }),
    )
    .pipe(Effect.orElseSucceed(() => sampleOnrampOptions)),
  getOnrampQuote: (body) =>
    api
      .call("getOnrampQuote", S.GetOnrampQuoteResponse, ({ client, common, init }) =>
        client.POST("/v1/onramp/quote", { body, params: { query: common }, ...init }),
      )
      .pipe(Effect.orElseSucceed(() => placeholderOnrampQuote(body))),
})
