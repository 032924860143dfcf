import { type OperationId, operations } from "../../core/api/generated/operations"

type ContractOperation = (typeof operations)[number]

/** The operations the contract tags with a feature (`x-foyer-feature`, the plugin they belong to). */
type TaggedOperationId = Extract<ContractOperation, { readonly feature: string }>["operationId"]

/**
 * The tagged operations the sandbox serves already: their feature's issue gave them a handler
 * (issue 16: the names feature's suggestions and registration, and the siwx feature's
 * server-backed sign-in sessions; issue 17: the onramp feature's options, quote and URL, and
 * the pay feature's exchanges, payment sessions and their status).
 */
export const servedFeatureOperations = [
  "getProfileSuggestions",
  "registerProfileAccount",
  "createSiwxNonce",
  "createSiwxSession",
  "listSiwxSessions",
  "revokeSiwxSessions",
  "getConvertTokens",
  "getConvertQuotes",
  "getConvertAllowance",
  "getConvertGasPrice",
  "buildConvertApprove",
  "buildConvertTransaction",
  "getOnrampOptions",
  "getOnrampQuote",
  "generateOnrampUrl",
  "listPayExchanges",
  "createPayUrl",
  "getPayStatus",
] as const satisfies ReadonlyArray<TaggedOperationId>

/** The tagged operations the sandbox does not serve yet: it answers them 501. */
export type FeatureOperationId = Exclude<
  TaggedOperationId,
  (typeof servedFeatureOperations)[number]
>

/** The operations the sandbox serves itself. */
export type HandledOperationId = Exclude<OperationId, FeatureOperationId>

/**
 * The feature each operation tagged in the contract belongs to. The sandbox answers those it
 * has no handler for 501, naming the feature, until that feature's issue gives them one.
 */
export const featureOperations: ReadonlyMap<OperationId, string> = new Map(
  operations.flatMap(
    (operation): Array<[OperationId, string]> =>
      "feature" in operation ? [[operation.operationId, operation.feature]] : [],
  ),
)

/** The description of the 501 answer of an operation of `feature`. */
export const notImplementedDescription = (feature: string): string =>
  `Not implemented in the sandbox yet: belongs to the ${feature} feature`
