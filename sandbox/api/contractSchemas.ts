import { Result, Schema } from "effect"
import type { OperationId } from "../../core/api/generated/operations"
import * as schemas from "../../core/api/generated/schemas"
import { type FieldIssue, formatIssues } from "../../core/config/formatIssues"

type Schemas = typeof schemas
type ResponseKey<K extends OperationId> = `${Capitalize<K>}Response`
type BodyKey<K extends OperationId> = `${Capitalize<K>}Body`

/** The operations whose 200 answer has a JSON body (a generated `<OperationId>Response`). */
export type JsonResponseOperationId = {
  [K in OperationId]: ResponseKey<K> extends keyof Schemas ? K : never
}[OperationId]

/** The operations that take a JSON request body (a generated `<OperationId>Body`). */
export type JsonBodyOperationId = {
  [K in OperationId]: BodyKey<K> extends keyof Schemas ? K : never
}[OperationId]

/** The type of an operation's 200 JSON body; `undefined` when the contract gives it none. */
export type ResponseBodyOf<K extends OperationId> =
  ResponseKey<K> extends keyof Schemas ? Schemas[ResponseKey<K>]["Type"] : undefined

/** The type of an operation's JSON request body; `undefined` when it takes none. */
export type RequestBodyOf<K extends OperationId> =
  BodyKey<K> extends keyof Schemas ? Schemas[BodyKey<K>]["Type"] : undefined

// Written out rather than looked up by name at run time so that the compiler checks the
// table against the generated module: a new, renamed or removed decoder is a type error here.
const responseSchemas: { readonly [K in JsonResponseOperationId]: Schemas[ResponseKey<K>] } = {
  getSupportedChains: schemas.GetSupportedChainsResponse,
  getIdentity: schemas.GetIdentityResponse,
  getHistory: schemas.GetHistoryResponse,
  getBalance: schemas.GetBalanceResponse,
  getConvertQuotes: schemas.GetConvertQuotesResponse,
  getConvertTokens: schemas.GetConvertTokensResponse,
  getConvertAllowance: schemas.GetConvertAllowanceResponse,
  getConvertGasPrice: schemas.GetConvertGasPriceResponse,
  buildConvertTransaction: schemas.BuildConvertTransactionResponse,
  buildConvertApprove: schemas.BuildConvertApproveResponse,
  getFungiblePrice: schemas.GetFungiblePriceResponse,
  getProfileAccount: schemas.GetProfileAccountResponse,
  getProfileReverse: schemas.GetProfileReverseResponse,
  getProfileSuggestions: schemas.GetProfileSuggestionsResponse,
  registerProfileAccount: schemas.RegisterProfileAccountResponse,
  generateOnrampUrl: schemas.GenerateOnrampUrlResponse,
  getOnrampOptions: schemas.GetOnrampOptionsResponse,
  getOnrampQuote: schemas.GetOnrampQuoteResponse,
  getSession: schemas.GetSessionResponse,
  createSiwxNonce: schemas.CreateSiwxNonceResponse,
  createSiwxSession: schemas.CreateSiwxSessionResponse,
  listSiwxSessions: schemas.ListSiwxSessionsResponse,
  listPayExchanges: schemas.ListPayExchangesResponse,
  createPayUrl: schemas.CreatePayUrlResponse,
  getPayStatus: schemas.GetPayStatusResponse,
}

const bodySchemas: { readonly [K in JsonBodyOperationId]: Schemas[BodyKey<K>] } = {
  buildConvertTransaction: schemas.BuildConvertTransactionBody,
  getFungiblePrice: schemas.GetFungiblePriceBody,
  registerProfileAccount: schemas.RegisterProfileAccountBody,
  generateOnrampUrl: schemas.GenerateOnrampUrlBody,
  getOnrampQuote: schemas.GetOnrampQuoteBody,
  createPayUrl: schemas.CreatePayUrlBody,
  revokeSession: schemas.RevokeSessionBody,
  createSiwxSession: schemas.CreateSiwxSessionBody,
  sendErrorReport: schemas.SendErrorReportBody,
  sendAnalyticsBatch: schemas.SendAnalyticsBatchBody,
}

const hasKey = <T extends object>(table: T, key: PropertyKey): key is keyof T =>
  Object.hasOwn(table, key)

// Excess properties are errors in both directions: a field one side sends and the contract
// does not name is drift, and the sandbox exists to catch drift.
const check = (schema: Schema.Decoder<unknown>, value: unknown): ReadonlyArray<FieldIssue> => {
  const result = Schema.decodeUnknownResult(schema)(value, {
    errors: "all",
    onExcessProperty: "error",
  })
  return Result.isFailure(result) ? formatIssues(result.failure) : []
}

/** Whether the contract gives the operation's 200 answer a JSON body. */
export const hasJsonResponse = (operationId: OperationId): operationId is JsonResponseOperationId =>
  hasKey(responseSchemas, operationId)

/** Whether the operation takes a JSON request body. */
export const hasJsonBody = (operationId: OperationId): operationId is JsonBodyOperationId =>
  hasKey(bodySchemas, operationId)

/** The ways `body` breaks the contract as the operation's 200 body; empty when it fits. */
export const checkResponseBody = (
  operationId: JsonResponseOperationId,
  body: unknown,
): ReadonlyArray<FieldIssue> => check(responseSchemas[operationId], body)

/** The ways `body` breaks the contract as the operation's request body; empty when it fits. */
export const checkRequestBody = (
  operationId: JsonBodyOperationId,
  body: unknown,
): ReadonlyArray<FieldIssue> => check(bodySchemas[operationId], body)
