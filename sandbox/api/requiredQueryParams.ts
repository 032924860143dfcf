import type { OperationId } from "../../core/api/generated/operations"
import type { operations as ContractOperations } from "../../core/api/generated/types"

type QueryOf<K extends OperationId> = [
  NonNullable<ContractOperations[K]["parameters"]["query"]>,
] extends [never]
  ? Record<never, never>
  : NonNullable<ContractOperations[K]["parameters"]["query"]>

type RequiredKeys<T> = {
  [P in keyof T]-?: Record<never, never> extends Pick<T, P> ? never : P
}[keyof T]

/**
 * What a required query parameter accepts: any text, or exactly the values the contract
 * enumerates (as query text, so the contract's `const: 2` is `"2"`).
 */
export type QueryParamRule<V> = string extends V ? "any" : ReadonlyArray<`${V & (string | number)}`>

/** Each operation's required query parameters and the values each accepts. */
export type RequiredQueryParams = {
  readonly [K in OperationId]: {
    readonly [P in RequiredKeys<QueryOf<K>>]: QueryParamRule<QueryOf<K>[P]>
  }
}

/**
 * The required query parameters of every operation, typed against the generated contract:
 * a parameter added to, removed from or made optional in the YAML is a type error here.
 */
export const requiredQueryParams: RequiredQueryParams = {
  getSupportedChains: { projectId: "any" },
  getIdentity: { projectId: "any" },
  getHistory: { projectId: "any" },
  getBalance: { projectId: "any", currency: ["usd"] },
  getConvertQuotes: { projectId: "any", amount: "any", userAddress: "any", from: "any", to: "any" },
  getConvertTokens: { projectId: "any", chainId: "any" },
  getConvertAllowance: { projectId: "any", tokenAddress: "any", userAddress: "any" },
  getConvertGasPrice: { projectId: "any", chainId: "any" },
  buildConvertTransaction: { projectId: "any" },
  buildConvertApprove: { projectId: "any", userAddress: "any", from: "any", to: "any" },
  getFungiblePrice: { projectId: "any" },
  getProfileAccount: { projectId: "any", apiVersion: ["2"] },
  getProfileReverse: { projectId: "any", apiVersion: ["2"] },
  getProfileSuggestions: { projectId: "any", zone: "any" },
  registerProfileAccount: { projectId: "any" },
  generateOnrampUrl: { projectId: "any" },
  getOnrampOptions: { projectId: "any" },
  getOnrampQuote: { projectId: "any" },
  getSession: { projectId: "any" },
  revokeSession: { projectId: "any" },
  createSiwxNonce: { projectId: "any" },
  createSiwxSession: { projectId: "any" },
  listSiwxSessions: { projectId: "any", address: "any", caipNetworkId: "any" },
  revokeSiwxSessions: { projectId: "any", address: "any", caipNetworkId: "any" },
  listPayExchanges: { projectId: "any", asset: "any" },
  createPayUrl: { projectId: "any" },
  getPayStatus: { projectId: "any" },
  sendErrorReport: {},
  sendAnalyticsBatch: { projectId: "any" },
}

/** A required query parameter that is missing or has a value the contract does not allow. */
export interface QueryParamProblem {
  readonly field: string
  readonly description: string
}

const rulesOf = (
  operationId: OperationId,
): ReadonlyArray<[string, "any" | ReadonlyArray<string>]> =>
  Object.entries(requiredQueryParams[operationId])

/** Whether the operation requires the `projectId` query parameter. */
export const requiresProjectId = (operationId: OperationId): boolean =>
  rulesOf(operationId).some(([name]) => name === "projectId")

/**
 * The problems of a request's query against the operation's required parameters, in the
 * contract's order; `skip` names parameters already checked by the caller.
 */
export const checkRequiredQuery = (
  operationId: OperationId,
  query: URLSearchParams,
  skip: ReadonlyArray<string> = [],
): ReadonlyArray<QueryParamProblem> =>
  rulesOf(operationId).flatMap(([name, rule]): QueryParamProblem[] => {
    if (skip.includes(name)) return []
    const value = query.get(name)
    if (value === null || value === "") {
      return [{ field: name, description: `Missing required query parameter: ${name}` }]
    }
    if (rule !== "any" && !rule.includes(value)) {
      return [
        {
          field: name,
          description: `Invalid value of ${name}: expected ${rule.join(" or ")}, got ${value}`,
        },
      ]
    }
    return []
  })
