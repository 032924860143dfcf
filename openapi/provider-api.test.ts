import { readFileSync } from "node:fs"
import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"
import { operations } from "../core/api/generated/operations"
import {
  AnalyticsBatch,
  BuildConvertTransactionBody,
  CreateSiwxNonceResponse,
  ErrorBody,
  GetBalanceResponse,
  GetHistoryResponse,
  GetIdentityResponse,
  GetOnrampOptionsResponse,
  GetOnrampQuoteResponse,
  GetPayStatusResponse,
  GetProfileAccountResponse,
  GetProfileReverseResponse,
  GetSupportedChainsResponse,
  ListPayExchangesResponse,
  ListSiwxSessionsResponse,
  SendErrorReportBody,
} from "../core/api/generated/schemas"

interface Operation {
  readonly operationId: string
  readonly parameters?: ReadonlyArray<{ readonly $ref?: string; readonly name?: string }>
  readonly responses: Record<string, { readonly $ref?: string }>
  readonly "x-foyer-feature"?: string
}

const document = parse(readFileSync(new URL("./provider-api.yaml", import.meta.url), "utf8")) as {
  readonly servers: ReadonlyArray<{ url: string; variables: Record<string, { default: string }> }>
  readonly "x-rpc-url": string
  readonly paths: Record<string, Record<string, unknown>>
  readonly components: {
    readonly parameters: Record<string, { name: string; in: string; required: boolean }>
    readonly responses: Record<string, unknown>
  }
}

const methods = ["get", "post", "put", "delete", "patch"]
const yamlOperations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => methods.includes(method))
    .map(([method, operation]) => ({ path, method, operation: operation as Operation })),
)

const decodes = (schema: Schema.Codec<unknown>, value: unknown): boolean =>
  Result.isSuccess(Schema.decodeUnknownResult(schema)(value))

describe("openapi/provider-api.yaml: the calls of spec point 7", () => {
  it("every HTTP call of spec point 7 is an operation with a unique camelCase operationId", () => {
    expect(
      operations.map((o) => `${o.operationId} ${o.method.toUpperCase()} ${o.path} ${o.server}`),
    ).toEqual([
      "getSupportedChains GET /v1/supported-chains api",
      "getIdentity GET /v1/identity/{address} api",
      "getHistory GET /v1/account/{address}/history api",
      "getBalance GET /v1/account/{address}/balance api",
      "getConvertQuotes GET /v1/convert/quotes api",
      "getConvertTokens GET /v1/convert/tokens api",
      "getConvertAllowance GET /v1/convert/allowance api",
      "getConvertGasPrice GET /v1/convert/gas-price api",
      "buildConvertTransaction POST /v1/convert/build-transaction api",
      "buildConvertApprove GET /v1/convert/build-approve api",
      "getFungiblePrice POST /v1/fungible/price api",
      "getProfileAccount GET /v1/profile/account/{name} api",
      "getProfileReverse GET /v1/profile/reverse/{address} api",
      "getProfileSuggestions GET /v1/profile/suggestions/{name} api",
      "registerProfileAccount POST /v1/profile/account api",
      "generateOnrampUrl POST /v1/generators/onrampurl api",
      "getOnrampOptions GET /v1/onramp/options api",
      "getOnrampQuote POST /v1/onramp/quote api",
      "getSession GET /v1/sessions/{id} api",
      "revokeSession POST /v1/sessions/{id}/revoke api",
      "createSiwxNonce POST /v1/siwx/nonce api",
      "createSiwxSession POST /v1/siwx/sessions api",
      "listSiwxSessions GET /v1/siwx/sessions api",
      "revokeSiwxSessions DELETE /v1/siwx/sessions api",
      "listPayExchanges GET /v1/pay/exchanges api",
      "createPayUrl POST /v1/pay/sessions api",
      "getPayStatus GET /v1/pay/sessions/{sessionId} api",
      "sendErrorReport POST /e analytics",
      "sendAnalyticsBatch POST /batch analytics",
    ])
  })

  it("every blockchain API call (and the analytics batch) takes projectId, st and sv from shared parameters", () => {
    expect(document.components.parameters.ProjectId).toMatchObject({
      name: "projectId",
      in: "query",
      required: true,
    })
    expect(document.components.parameters.SdkType).toMatchObject({ name: "st", in: "query" })
    expect(document.components.parameters.SdkVersion).toMatchObject({ name: "sv", in: "query" })
    const shared = ["ProjectId", "SdkType", "SdkVersion"].map(
      (name) => `#/components/parameters/${name}`,
    )
    const withShared = yamlOperations.filter(
      ({ path }) => path.startsWith("/v1/") || path === "/batch",
    )
    expect(withShared).toHaveLength(28)
    for (const { operation } of withShared) {
      const refs = (operation.parameters ?? []).map((parameter) => parameter.$ref)
      expect(refs, operation.operationId).toEqual(expect.arrayContaining(shared))
      // Never a second, inline definition of the same query param.
      const inline = (operation.parameters ?? []).map((parameter) => parameter.name)
      expect(inline, operation.operationId).not.toEqual(expect.arrayContaining(["projectId"]))
    }
  })

  it("every operation answers 4XX and 5XX with the shared ErrorBody", () => {
    expect(document.components.responses.Error).toMatchObject({
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
    })
    for (const { operation } of yamlOperations) {
      expect(operation.responses.default, operation.operationId).toEqual({
        $ref: "#/components/responses/Error",
      })
    }
  })

  it("x-foyer-feature marks the swap, onramp, names, siwx and pay calls", () => {
    expect(
      Object.fromEntries(
        operations.flatMap((o) => ("feature" in o ? [[o.operationId, o.feature]] : [])),
      ),
    ).toEqual({
      getConvertQuotes: "swap",
      getConvertTokens: "swap",
      getConvertAllowance: "swap",
      getConvertGasPrice: "swap",
      buildConvertTransaction: "swap",
      buildConvertApprove: "swap",
      getProfileSuggestions: "names",
      registerProfileAccount: "names",
      generateOnrampUrl: "onramp",
      getOnrampOptions: "onramp",
      getOnrampQuote: "onramp",
      getSession: "siwx",
      revokeSession: "siwx",
      createSiwxNonce: "siwx",
      createSiwxSession: "siwx",
      listSiwxSessions: "siwx",
      revokeSiwxSessions: "siwx",
      listPayExchanges: "pay",
      createPayUrl: "pay",
      getPayStatus: "pay",
    })
  })

  it("hosts are server variables (apiUrl, analyticsUrl) and the RPC host is x-rpc-url", () => {
    expect(document.servers.map((server) => server.url)).toEqual(["{apiUrl}"])
    expect(Object.keys(document.servers[0]?.variables ?? {})).toEqual(["apiUrl"])
    for (const path of ["/e", "/batch"]) {
      const servers = document.paths[path]?.servers as ReadonlyArray<{ url: string }>
      expect(servers.map((server) => server.url)).toEqual(["{analyticsUrl}"])
    }
    expect(document["x-rpc-url"]).toMatch(/^https:\/\//)
  })
})

describe("openapi/provider-api.yaml: sample bodies in the provider's shapes", () => {
  const nativeBalance = {
    name: "Ethereum",
    symbol: "ETH",
    chainId: "eip155:1",
    value: 3051.2,
    price: 3051.2,
    quantity: { decimals: "18", numeric: "1.0" },
    iconUrl: "https://example.test/eth.png",
  }

  it("a balance response decodes; a token has an address, the native currency none", () => {
    const usdc = {
      ...nativeBalance,
      name: "USD Coin",
      symbol: "USDC",
      address: "eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
      value: 12.5,
      price: 1,
      quantity: { decimals: "6", numeric: "12.5" },
    }
    expect(decodes(GetBalanceResponse, { balances: [nativeBalance, usdc] })).toBe(true)
  })

  it("a balance with a numeric quantity.decimals is rejected", () => {
    expect(
      decodes(GetBalanceResponse, {
        balances: [{ ...nativeBalance, quantity: { decimals: 18, numeric: "1.0" } }],
      }),
    ).toBe(false)
  })

  const spamTransfer = {
    fungible_info: null,
    nft_info: {
      name: "Free tokens",
      content: {
        preview: { url: "https://example.test/p.png", content_type: "image/png" },
        detail: null,
      },
      flags: { is_spam: true },
    },
    direction: "in",
    quantity: { numeric: "1" },
    value: null,
    price: null,
  }
  const historyPage = {
    data: [
      {
        id: "tx-1",
        metadata: {
          operationType: "receive",
          hash: "0xabc",
          minedAt: "2025-10-01T12:00:00Z",
          sentFrom: "0x1111111111111111111111111111111111111111",
          sentTo: "0x2222222222222222222222222222222222222222",
          status: "confirmed",
          nonce: 4,
          application: null,
          chain: "eip155:1",
        },
        transfers: [
          spamTransfer,
          {
            fungible_info: {
              name: "USD Coin",
              symbol: "USDC",
              icon: { url: "https://example.test/u.png" },
            },
            nft_info: null,
            direction: "self",
            quantity: { numeric: "5.5" },
            value: 5.5,
            price: 1,
          },
        ],
      },
      {
        id: "tx-2",
        metadata: {
          operationType: "execute",
          hash: "0xdef",
          minedAt: "2025-09-30T08:00:00Z",
          sentFrom: "0x1111111111111111111111111111111111111111",
          sentTo: "0x3333333333333333333333333333333333333333",
          status: "failed",
          nonce: 3,
          application: { name: "Uniswap", iconUrl: null },
          chain: null,
        },
        transfers: null,
      },
    ],
    next: "cursor-2",
  }

  it("a history page with a spam NFT transfer decodes, snake_case transfers and all", () => {
    expect(decodes(GetHistoryResponse, historyPage)).toBe(true)
    expect(decodes(GetHistoryResponse, { data: [], next: null })).toBe(true)
  })

  it("a transfer direction other than in, out or self is rejected", () => {
    const bad = structuredClone(historyPage)
    ;(bad.data[0]?.transfers?.[0] as { direction: string }).direction = "sideways"
    expect(decodes(GetHistoryResponse, bad)).toBe(false)
  })

  it("an identity decodes with a null name and avatar; without resolvedAt it is rejected", () => {
    expect(
      decodes(GetIdentityResponse, {
        name: null,
        avatar: null,
        resolvedAt: "2025-10-01T12:00:00Z",
      }),
    ).toBe(true)
    expect(decodes(GetIdentityResponse, { name: "vitalik.eth", avatar: null })).toBe(false)
  })

  const onrampOptions = {
    paymentCurrencies: [
      {
        id: "USD",
        payment_method_limits: [
          { id: "card", min: "10.00", max: "7500.00" },
          { id: "ACH_BANK_ACCOUNT", min: "10.00", max: "25000.00" },
        ],
      },
    ],
    purchaseCurrencies: [
      {
        id: "2b92315d-eab7-5bef-84fa-089a131333f5",
        name: "USD Coin",
        symbol: "USDC",
        networks: [
          {
            name: "ethereum-mainnet",
            display_name: "Ethereum",
            chain_id: "1",
            contract_address: "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48",
          },
        ],
      },
    ],
  }

  it("onramp options decode; numeric payment limits are rejected", () => {
    expect(decodes(GetOnrampOptionsResponse, onrampOptions)).toBe(true)
    const bad = structuredClone(onrampOptions)
    ;(bad.paymentCurrencies[0]?.payment_method_limits[0] as { min: unknown }).min = 10
    expect(decodes(GetOnrampOptionsResponse, bad)).toBe(false)
  })

  it("an onramp quote decodes with each amount as { amount, currency }", () => {
    const amount = (value: string, currency: string) => ({ amount: value, currency })
    expect(
      decodes(GetOnrampQuoteResponse, {
        paymentTotal: amount("100", "USD"),
        paymentSubtotal: amount("98", "USD"),
        purchaseAmount: amount("97.5", "USDC"),
        networkFee: amount("0.5", "USD"),
        quoteId: "q-1",
      }),
    ).toBe(true)
  })

  const nameRecord = {
    name: "alice.reown.id",
    registered_at: "2025-10-01T12:00:00Z",
    updated_at: "2025-10-01T12:00:00Z",
    attributes: { bio: "hello" },
    addresses: {
      "2147483649": {
        address: "0x1111111111111111111111111111111111111111",
        created_at: "2025-10-01T12:00:00Z",
      },
    },
  }

  it("a name lookup is a record or [] (apiVersion 2); a reverse lookup is a list of records", () => {
    expect(decodes(GetProfileAccountResponse, nameRecord)).toBe(true)
    expect(decodes(GetProfileAccountResponse, { ...nameRecord, attributes: null })).toBe(true)
    expect(decodes(GetProfileAccountResponse, [])).toBe(true)
    expect(decodes(GetProfileAccountResponse, [nameRecord])).toBe(false)
    expect(decodes(GetProfileReverseResponse, [nameRecord])).toBe(true)
  })

  it("a sign-in session decodes with or without an expiration time; a nonce under 8 letters or digits is rejected", () => {
    const session = {
      id: "5a1d",
      address: "0x1111111111111111111111111111111111111111",
      caipNetworkId: "eip155:1",
      message: "dapp.example wants you to sign in with your Ethereum account:",
      signature: "0x01",
      issuedAt: "2025-10-01T12:00:00.000Z",
    }
    expect(decodes(ListSiwxSessionsResponse, [session])).toBe(true)
    expect(
      decodes(ListSiwxSessionsResponse, [{ ...session, expirationTime: "2025-10-02T12:00:00Z" }]),
    ).toBe(true)
    expect(decodes(ListSiwxSessionsResponse, [{ ...session, issuedAt: undefined }])).toBe(false)
    expect(decodes(CreateSiwxNonceResponse, { nonce: "abcd1234" })).toBe(true)
    expect(decodes(CreateSiwxNonceResponse, { nonce: "abc-1234" })).toBe(false)
    expect(decodes(CreateSiwxNonceResponse, { nonce: "abc1234" })).toBe(false)
  })

  it("pay exchanges and a pay status decode; a status outside the four is rejected", () => {
    const exchange = { id: "sandbox", name: "Sandbox Exchange", imageUrl: "data:," }
    expect(decodes(ListPayExchangesResponse, { exchanges: [exchange], total: 1 })).toBe(true)
    expect(decodes(ListPayExchangesResponse, { exchanges: [{ id: "x" }], total: 1 })).toBe(false)
    expect(decodes(GetPayStatusResponse, { status: "IN_PROGRESS" })).toBe(true)
    expect(decodes(GetPayStatusResponse, { status: "SUCCESS", txHash: "0xab" })).toBe(true)
    expect(decodes(GetPayStatusResponse, { status: "PENDING" })).toBe(false)
  })

  it("supported chains and the error body decode", () => {
    expect(decodes(GetSupportedChainsResponse, { http: ["eip155:1"], ws: ["eip155:1"] })).toBe(true)
    expect(
      decodes(ErrorBody, {
        status: "FAILED",
        reasons: [{ field: "chainId", description: "Unsupported" }],
      }),
    ).toBe(true)
    expect(decodes(ErrorBody, { status: "OK", reasons: [] })).toBe(false)
  })

  it("analytics events and error reports decode; extra event properties are kept", () => {
    const event = {
      eventId: "7f1c",
      url: "https://dapp.example/",
      domain: "dapp.example",
      timestamp: 1_759_320_000_000,
      props: {
        type: "track",
        event: "SEND_SUCCESS",
        address: "0x1111111111111111111111111111111111111111",
        properties: { caipNetworkId: "eip155:1", isSmartAccount: false },
      },
    }
    expect(Schema.decodeUnknownSync(AnalyticsBatch)([event])).toEqual([event])
    expect(
      decodes(SendErrorReportBody, {
        ...event,
        props: {
          type: "error",
          event: "ERROR",
          properties: {
            errorType: "TypeError",
            errorMessage: "x is undefined",
            timestamp: 1_759_320_000_000,
          },
        },
      }),
    ).toBe(true)
    expect(decodes(AnalyticsBatch, [{ ...event, timestamp: "yesterday" }])).toBe(false)
  })

  it("a swap request over the 50% slippage cap is rejected", () => {
    const body = {
      projectId: "p",
      amount: "1000000",
      from: "eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee",
      to: "eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
      userAddress: "eip155:1:0x1111111111111111111111111111111111111111",
      eip155: { slippage: 1 },
    }
    expect(decodes(BuildConvertTransactionBody, body)).toBe(true)
    expect(decodes(BuildConvertTransactionBody, { ...body, eip155: { slippage: 51 } })).toBe(false)
  })
})
